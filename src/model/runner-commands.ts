// In model, not one layer: the report's JSON and the CLI's every output use it.
/**
 * A CI runner reads commands from the lines a step prints. GitHub's runner takes
 * `##[name]` anywhere in a line (`##[add-mask]` hides a word from the rest of the log,
 * `##[error]` forges an annotation) and `::name::` at a line's start, after any leading
 * whitespace (`::add-mask::`, `::error::`, `::stop-commands::`, which turns the commands
 * off). A title, a key or a server message may hold either, so no line docform prints or
 * writes may (docs/security.md, "Runner commands").
 */

/** Joins without showing: breaks a pattern and reads the same (as markdown-escape.ts does). */
const JOINER = '\u200d';

/** `##[`, anywhere. */
const PREFIX = /##\[/g;

/**
 * `::` at a line's start after whitespace: a line starts after `\n` and after a lone `\r`
 * (the runner reads lines as .NET's `ReadLine` does), and the whitespace is what `\s`
 * takes plus NEL (U+0085, a space to .NET's `TrimStart`, not to `\s`) and, to be safe,
 * the information separators U+001C to U+001F.
 */
// eslint-disable-next-line no-control-regex
const LINE_COMMAND = /^([\s\u0085\u001c-\u001f]*):(?=:)/gm;

/**
 * Human text (text and Markdown output, errors, hints, progress) with a zero-width
 * joiner inside each `##[` (before its `[`) and inside each `::` that starts a line
 * (between the colons): it reads the same, and the runner finds no command. Where a
 * runner compares text in a way that skips the joiner, its parser still reads the
 * command's name at a fixed offset after the prefix, where it now finds `[` or `:`, the
 * start of no command.
 */
export function noRunnerCommands(text: string): string {
  if (!text.includes('##[') && !text.includes('::')) return text;
  return text.replace(PREFIX, `##${JOINER}[`).replace(LINE_COMMAND, `$1:${JOINER}`);
}

/**
 * JSON text with each `##[` written `#\u0023[`: a JSON escape, so the text parses to
 * the same value. `#` only occurs inside JSON strings. No line of JSON text can start
 * with `::` (a line starts with whitespace, then a string, a number, a literal or a
 * bracket; a string holds no raw line break), so that needs nothing.
 */
export function jsonNoRunnerCommands(json: string): string {
  return json.includes('##[') ? json.replace(PREFIX, '#\\u0023[') : json;
}
