import type { JournalEntry } from '../../src/emulator/journal.js';

export type { JournalEntry };

/**
 * `GET /_emulator/journal` (docs/emulator.md) at `baseUrl`, the emulator's address or a
 * gateway's that passes its admin routes through: every `/v1` request answered since the
 * journal was last cleared, in order, with its status.
 */
export async function journalAt(baseUrl: string): Promise<JournalEntry[]> {
  const res = await fetch(`${baseUrl}/_emulator/journal`);
  if (!res.ok) throw new Error(`GET /_emulator/journal: HTTP ${res.status}`);
  return (await res.json()) as JournalEntry[];
}

/** `DELETE /_emulator/journal` at `baseUrl`: the next read starts empty. */
export async function clearJournalAt(baseUrl: string): Promise<void> {
  const res = await fetch(`${baseUrl}/_emulator/journal`, { method: 'DELETE' });
  if (!res.ok) throw new Error(`DELETE /_emulator/journal: HTTP ${res.status}`);
}
