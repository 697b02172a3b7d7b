import { Worker } from 'node:worker_threads';

/** What Mermaid's parser says of a diagram: its type, or the parse error. */
export type ParseOutcome = { readonly type: string } | { readonly error: string };

interface Reply {
  readonly id?: number;
  readonly ready?: boolean;
  readonly type?: string;
  readonly error?: string;
}

/**
 * Mermaid's own parser (the `mermaid` package, `mermaid.parse`) run under jsdom in a
 * worker thread (mermaid-parse-worker.mjs): the check that every diagram docform writes
 * is one GitHub and GitLab can draw.
 */
export class MermaidParser {
  readonly #worker: Worker;
  readonly #waiting = new Map<number, (outcome: ParseOutcome) => void>();
  #next = 0;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (reply: Reply) => {
      if (reply.id === undefined) return;
      const done = this.#waiting.get(reply.id);
      this.#waiting.delete(reply.id);
      done?.(reply.error === undefined ? { type: reply.type ?? '' } : { error: reply.error });
    });
  }

  static async start(): Promise<MermaidParser> {
    const worker = new Worker(new URL('./mermaid-parse-worker.mjs', import.meta.url));
    await new Promise<void>((ready, fail) => {
      worker.once('error', fail);
      worker.once('message', (reply: Reply) =>
        reply.ready ? ready() : fail(new Error('the parser worker did not start')),
      );
    });
    return new MermaidParser(worker);
  }

  parse(text: string): Promise<ParseOutcome> {
    const id = (this.#next += 1);
    return new Promise((done) => {
      this.#waiting.set(id, done);
      this.#worker.postMessage({ id, text });
    });
  }

  async close(): Promise<void> {
    await this.#worker.terminate();
  }
}

/** The bodies of the ```mermaid fences of a Markdown document. */
export function mermaidBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^```mermaid\n([\s\S]*?)^```$/gm)].map((m) => m[1] ?? '');
}
