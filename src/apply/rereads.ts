/**
 * The re-reads that follow creates (docs/apply.md, "One object per natural key"), one
 * flight at a time per collection. A re-read counts for a create only when it starts
 * after that create was answered: each `read` call waits for a flight that starts after
 * it, never joins one already in the air. Creates of a collection still waiting for
 * their answer hold its next flight back, so that the creates answered together share
 * one request: the sections of one site created one after another read the site's
 * structure once, after the last of them.
 */
export class Rereads {
  private readonly collections = new Map<string, Collection>();

  /**
   * Marks a create in `key` as sent, before it is sent; the returned function marks it
   * answered (or failed), and may be called more than once.
   */
  creating(key: string): () => void {
    const c = this.collection(key);
    c.creates += 1;
    let answered = false;
    return () => {
      if (answered) return;
      answered = true;
      c.creates -= 1;
      this.schedule(key, c);
    };
  }

  /** The answer of `read`, from a flight of `key` that starts after this call. */
  read<R>(key: string, read: () => Promise<R>): Promise<R> {
    const c = this.collection(key);
    return new Promise<R>((resolve, reject) => {
      c.waiting.push({ read, resolve: resolve as (value: unknown) => void, reject });
      this.schedule(key, c);
    });
  }

  private collection(key: string): Collection {
    let c = this.collections.get(key);
    if (c === undefined) {
      c = { creates: 0, waiting: [], flying: false, scheduled: false };
      this.collections.set(key, c);
    }
    return c;
  }

  /**
   * Decides on the next macrotask, not at once: the change that just had its create
   * answered lets the next sibling start (src/apply/scheduler.ts), whose create is then
   * in flight and worth waiting for.
   */
  private schedule(key: string, c: Collection): void {
    if (c.scheduled || c.flying || c.waiting.length === 0) return;
    c.scheduled = true;
    setImmediate(() => {
      c.scheduled = false;
      this.fly(key, c);
    });
  }

  private fly(key: string, c: Collection): void {
    // a create in flight will be answered, and its answer schedules the flight again
    if (c.flying || c.creates > 0 || c.waiting.length === 0) return;
    const batch = c.waiting;
    c.waiting = [];
    c.flying = true;
    const first = batch[0] as Waiter;
    Promise.resolve()
      .then(() => first.read())
      .then(
        (value) => batch.forEach((w) => w.resolve(value)),
        (error: unknown) => batch.forEach((w) => w.reject(error)),
      )
      .finally(() => {
        c.flying = false;
        if (c.creates === 0 && c.waiting.length === 0) this.collections.delete(key);
        else this.schedule(key, c);
      });
  }
}

interface Waiter {
  readonly read: () => Promise<unknown>;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
}

interface Collection {
  /** Creates sent and not answered yet. */
  creates: number;
  /** Reads asked for since the last flight started. */
  waiting: Waiter[];
  flying: boolean;
  scheduled: boolean;
}
