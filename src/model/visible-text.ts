/**
 * Characters that change how text is shown rather than being shown: C0 controls (ESC
 * starts terminal sequences, CR and BS overwrite, LF fakes a new line), DEL, C1 controls
 * (0x9b is a one-byte CSI), the line and paragraph separators, and the bidirectional
 * embeddings, overrides and isolates that reorder what follows them.
 */
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

const NAMED: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** `\xNN` for a control up to 0xff, `\uNNNN` above. */
function escaped(char: string): string {
  const named = NAMED[char];
  if (named !== undefined) return named;
  const code = char.charCodeAt(0);
  return code <= 0xff
    ? `\\x${code.toString(16).padStart(2, '0')}`
    : `\\u${code.toString(16).padStart(4, '0')}`;
}

/**
 * Text from outside (live titles and ids, server messages, addresses built from them)
 * with every such character written out as an escape: `\x1b`, `\n`, `\u202e`. The
 * result is one line that prints as what it holds, on a terminal and in Markdown.
 */
export function showControls(text: string): string {
  return text.replace(INVISIBLE, escaped);
}
