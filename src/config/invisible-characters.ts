import type { Diagnostic } from '../model/diagnostic.js';
import { codePointName, invisibleCharacters } from '../model/visible-text.js';
import { warning } from './diagnostics.js';
import type { LineIndex } from './line-index.js';
import { MAX_RAW_CHARACTER_REPORTS } from './limits.js';

/**
 * The codes of the warnings about text that does not read as what it is, which every
 * plan of the config repeats next to its changes (DesiredState.readWarnings).
 */
export const HIDDEN_TEXT_CODES: ReadonlySet<string> = new Set([
  'invisible-character',
  'non-ascii-host',
]);

// eslint-disable-next-line no-control-regex
const BEYOND_C1 = /[^\u0000-\u009f]/;

const NAMES: Readonly<Record<number, string>> = {
  0x00a0: 'NO-BREAK SPACE',
  0x00ad: 'SOFT HYPHEN',
  0x061c: 'ARABIC LETTER MARK',
  0x200b: 'ZERO WIDTH SPACE',
  0x200c: 'ZERO WIDTH NON-JOINER',
  0x200d: 'ZERO WIDTH JOINER',
  0x200e: 'LEFT-TO-RIGHT MARK',
  0x200f: 'RIGHT-TO-LEFT MARK',
  0x2060: 'WORD JOINER',
  0xfeff: 'ZERO WIDTH NO-BREAK SPACE',
};

/**
 * Characters a reader cannot see (or tells from a space no better), written raw in a
 * config file: zero-width spaces and joiners, bidi marks, the soft hyphen, no-break and
 * other width spaces, format characters (model/visible-text.ts). Unlike the controls
 * and bidi overrides that raw-characters.ts refuses, these may be meant (a no-break
 * space in a title), so each is a warning at its place: a title ending in a zero-width
 * space plans as a change that reads as no change. Plans show them escaped (`\u200b`).
 * Written as an escape in a double-quoted string, the character is explicit: no warning.
 * A byte order mark opening the file is no character of the config.
 */
export function invisibleCharacterWarnings(text: string, lines: LineIndex): Diagnostic[] {
  // every character warned of is past U+009F: text without one (most configs, ASCII)
  // needs no walk through its line breaks and other controls
  if (!BEYOND_C1.test(text)) return [];
  const out: Diagnostic[] = [];
  let count = 0;
  for (const { code, index } of invisibleCharacters(text)) {
    // C0 and C1 controls and bidi overrides are raw-characters.ts's errors
    if (code < 0xa0 || (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069))
      continue;
    if (index === 0 && code === 0xfeff) continue;
    count += 1;
    if (count > MAX_RAW_CHARACTER_REPORTS) continue;
    const name = NAMES[code] ?? 'an invisible or format character';
    out.push(
      warning(
        'invisible-character',
        `${codePointName(code)} (${name}) is written here; a reader of the config or of a plan cannot see it, so plans show it escaped`,
        lines.at(index),
        { hint: 'remove it, or if it is meant, write it as an escape in a double-quoted string' },
      ),
    );
  }
  if (count > MAX_RAW_CHARACTER_REPORTS) {
    out.push(
      warning(
        'invisible-character',
        `${count - MAX_RAW_CHARACTER_REPORTS} more invisible characters in this file`,
        lines.at(0),
      ),
    );
  }
  return out;
}
