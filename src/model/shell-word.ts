// In model, not one layer: plan (a `--target` suggestion) and cli (the command lines it prints) both quote with it.
/** What a POSIX shell reads as one plain word: nothing it expands, splits or quotes. */
const PLAIN = /^[A-Za-z0-9_@%+=:,./-]+$/;

/**
 * `text` as one word of a POSIX shell command line: as it is when the shell would read
 * it unchanged, else in single quotes, inside which the shell expands nothing (a single
 * quote itself is closed, escaped and opened again: `'\''`). A printed suggestion made
 * of such words runs as printed when pasted into a terminal.
 */
export function shellWord(text: string): string {
  if (PLAIN.test(text)) return text;
  return `'${text.replaceAll("'", `'\\''`)}'`;
}
