import { isReservedKey } from '../model/reserved-keys.js';
import { resolvePlain } from './yaml-scalars.js';

/** Character codes read by `SimpleFlowMaps`. */
const SPACE = 32;
const DASH = 45;
const COLON = 58;
const COMMA = 44;
const CLOSE = 125;
/**
 * Characters of the words of `SimpleFlowMaps`, by code: KEY_START for letters, digits and `_`
 * (a key is made of these and `-`), VALUE for `./+` (also in a value), 0 for any other.
 * `-` is 0: it may not start a key, nor a value unless a word character follows.
 */
const KEY_START = 1;
const VALUE = 2;
const WORD = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  const ch = String.fromCharCode(c);
  if (/[A-Za-z0-9_]/.test(ch)) WORD[c] = KEY_START;
  else if ('./+'.includes(ch)) WORD[c] = VALUE;
}

/** The class of the character at `i` (0 past the end or outside ASCII). */
function word(text: string, i: number): number {
  return WORD[text.charCodeAt(i)] ?? 0;
}

function skipSpaces(text: string, from: number): number {
  let i = from;
  while (text.charCodeAt(i) === SPACE) i += 1;
  return i;
}

/**
 * `{ space: x }` and the like, the most numerous node of a large config: the
 * flow mappings `FlowReader` reads without a step per character.
 */
export class SimpleFlowMaps {
  /** Where the text goes on after the last map read. */
  end = 0;
  /** The last key read, as written and as a key. */
  private last: { written: string; key: string } | undefined;

  /**
   * `{ key: value, key: value }` of plain words on one line, the form of most site
   * spaces, read by one scan over character codes: a key of letters, digits,
   * `_` and `-`, a value of those and `./+`. Anything else (quotes, nesting, `${`, a
   * `:` inside a value, an empty value) is left to `flowMap`, and so are re-reads for
   * positions, which record every offset. Sets `end` after the closing brace.
   */
  read(text: string, from: number): Record<string, unknown> | undefined {
    let i = skipSpaces(text, from + 1);
    const map: Record<string, unknown> = {};
    if (text.charCodeAt(i) === CLOSE) {
      this.end = i + 1;
      return map;
    }
    for (;;) {
      const keyStart = i;
      if (word(text, i) !== KEY_START) return undefined;
      while (word(text, i) === KEY_START || text.charCodeAt(i) === DASH) i += 1;
      if (text.charCodeAt(i) !== COLON || text.charCodeAt(i + 1) !== SPACE) return undefined;
      const key = this.key(text, keyStart, i);
      if (isReservedKey(key) || Object.prototype.hasOwnProperty.call(map, key)) return undefined;
      i = skipSpaces(text, i + 1);
      const valueStart = i;
      const first = text.charCodeAt(i);
      // a `-` starts a value only when a character of it follows (`-1`, not `- x`)
      if (first === DASH ? word(text, i + 1) === 0 : word(text, i) === 0) return undefined;
      i += 1;
      while (word(text, i) !== 0 || text.charCodeAt(i) === DASH) i += 1;
      map[key] = resolvePlain(text.slice(valueStart, i));
      i = skipSpaces(text, i);
      const c = text.charCodeAt(i);
      if (c === CLOSE) {
        this.end = i + 1;
        return map;
      }
      if (c !== COMMA) return undefined;
      i = skipSpaces(text, i + 1);
    }
  }

  /** The key between `from` and `to`: most flow maps share theirs (`space`), read once. */
  private key(text: string, from: number, to: number): string {
    const last = this.last;
    if (
      last !== undefined &&
      to - from === last.written.length &&
      text.startsWith(last.written, from)
    ) {
      return last.key;
    }
    const written = text.slice(from, to);
    const key = String(resolvePlain(written));
    this.last = { written, key };
    return key;
  }
}
