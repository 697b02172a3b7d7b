/** One request the emulator served under `/v1`; status 0 means the connection was reset. */
export interface JournalEntry {
  readonly method: string;
  /** Path with its query, as requested, e.g. `/v1/orgs?limit=2`. */
  readonly path: string;
  readonly status: number;
}

/** The record behind `GET /_emulator/journal`, in the order responses were decided. */
export class Journal {
  private entries: JournalEntry[] = [];

  record(entry: JournalEntry): void {
    this.entries.push(entry);
  }

  list(): readonly JournalEntry[] {
    return [...this.entries];
  }

  clear(): void {
    this.entries = [];
  }
}
