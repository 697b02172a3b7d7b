// In model, not one layer: config, api, apply, report and model's own errors all show untrusted text with it.
/**
 * Characters that change how text is shown rather than being shown, or are not seen at
 * all: C0 controls (ESC starts terminal sequences, CR and BS overwrite, LF fakes a new
 * line), DEL, C1 controls (0x9b is a one-byte CSI), the line and paragraph separators,
 * every format character (Unicode category Cf: the bidirectional marks, embeddings,
 * overrides and isolates that reorder what follows them, the zero-width space, joiners
 * and word joiner, the soft hyphen, the byte order mark, tag characters), and the
 * fillers and spaces that look like a space or like nothing (no-break and other width
 * spaces, Hangul fillers, the braille blank). A title ending in a zero-width space
 * must not read as the live title without one.
 */
const INVISIBLE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f\u00a0\u115f\u1160\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u2800\u3000\u3164\uffa0\p{Cf}]/gu;

/** A zero-width joiner between two pictographs joins an emoji sequence (👩‍💻): shown as is. */
const JOINED_BEFORE = /\p{Extended_Pictographic}(?:\ufe0e|\ufe0f|\p{Emoji_Modifier})?$/u;
const JOINED_AFTER = /^\p{Extended_Pictographic}/u;

const NAMED: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** `\xNN` for a control up to 0xff, `\uNNNN` above, `\u{NNNNN}` past the first plane. */
function escaped(char: string): string {
  const named = NAMED[char];
  if (named !== undefined) return named;
  const code = char.codePointAt(0) ?? 0;
  if (code <= 0xff) return `\\x${code.toString(16).padStart(2, '0')}`;
  return code <= 0xffff ? `\\u${code.toString(16).padStart(4, '0')}` : `\\u{${code.toString(16)}}`;
}

function emojiJoiner(char: string, at: number, text: string): boolean {
  return (
    char === '\u200d' &&
    JOINED_BEFORE.test(text.slice(Math.max(0, at - 4), at)) &&
    JOINED_AFTER.test(text.slice(at + 1, at + 3))
  );
}

/**
 * Text from outside (live titles and ids, server messages, addresses built from them,
 * values of the config) with every such character written out as an escape: `\x1b`,
 * `\n`, `\u202e`, `\u200b`. The result is one line that prints as what it holds, on a
 * terminal and in Markdown.
 */
export function showControls(text: string): string {
  return text.replace(INVISIBLE, (char, at: number, all: string) =>
    emojiJoiner(char, at, all) ? char : escaped(char),
  );
}

/**
 * JSON text with each such character as a JSON escape (`\u200b`, a surrogate pair past
 * the first plane): JSON.stringify escapes only the C0 controls, in strings, and its
 * line breaks and indents between values are left. Outside strings JSON text is ASCII,
 * so the text parses to the same value.
 */
export function jsonEscapes(json: string): string {
  return json.replace(INVISIBLE, (char, at: number, all: string) =>
    char < ' ' || emojiJoiner(char, at, all)
      ? char
      : [...Array(char.length).keys()]
          .map((i) => `\\u${char.charCodeAt(i).toString(16).padStart(4, '0')}`)
          .join(''),
  );
}

/** Each character showControls would write out: its code point and where it is. */
export function* invisibleCharacters(text: string): Generator<{ code: number; index: number }> {
  for (const match of text.matchAll(INVISIBLE)) {
    if (!emojiJoiner(match[0], match.index, text))
      yield { code: match[0].codePointAt(0) ?? 0, index: match.index };
  }
}

/** `U+200B`: a code point as Unicode writes it. */
export function codePointName(code: number): string {
  return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * The host of a URL (`scheme://host/...`) written with characters outside ASCII, and
 * its ASCII (punycode) form as a resolver sees it: `acmе.okta.example` (a Cyrillic `е`)
 * is `xn--acm-tdd.okta.example`, another host than `acme.okta.example`. Undefined for
 * text that is no such URL, or whose host is ASCII.
 */
export function nonAsciiHost(text: string): { host: string; ascii: string } | undefined {
  const host = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#\s]*@)?([^/?#:\s]+)/i.exec(text)?.[1];
  // eslint-disable-next-line no-control-regex
  if (host === undefined || !/[^\u0000-\u007f]/.test(host)) return undefined;
  try {
    return { host, ascii: new URL(`http://${host}/`).hostname };
  } catch {
    // not a host a URL may hold (a forbidden character): still not what it seems
    return { host, ascii: '(not a valid host)' };
  }
}
