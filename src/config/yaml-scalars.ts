/**
 * Scalars as the fast YAML path reads them, resolved exactly as the `yaml` package
 * does with the YAML 1.2 core schema (its `schema/core` tags, in the same order), so
 * that both paths give the same values: `yes`, `no`, `on` and `off` stay strings.
 */
const NULL = /^(?:~|[Nn]ull|NULL)?$/;
const BOOL = /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/;
const INT_OCT = /^0o[0-7]+$/;
const INT = /^[-+]?[0-9]+$/;
const INT_HEX = /^0x[0-9a-fA-F]+$/;
const FLOAT_NAN = /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/;
const FLOAT_EXP = /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/;
const FLOAT = /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/;

/** The value of a plain scalar (already cut at its end and trimmed). */
export function resolvePlain(text: string): unknown {
  if (text === '') return null;
  // Only the first character can make it something else than a string: test just the
  // tags it allows (the order of the core schema holds within each group).
  switch (text[0]) {
    case '~':
    case 'n':
    case 'N':
      return text.length <= 4 && NULL.test(text) ? null : text;
    case 't':
    case 'T':
    case 'f':
    case 'F':
      return text.length <= 5 && BOOL.test(text) ? text[0] === 't' || text[0] === 'T' : text;
    case '+':
    case '-':
    case '.':
    case '0':
    case '1':
    case '2':
    case '3':
    case '4':
    case '5':
    case '6':
    case '7':
    case '8':
    case '9':
      return resolveNumber(text);
    default:
      return text;
  }
}

function resolveNumber(text: string): unknown {
  if (INT_OCT.test(text)) return parseInt(text.substring(2), 8);
  if (INT.test(text)) return parseInt(text, 10);
  if (INT_HEX.test(text)) return parseInt(text.substring(2), 16);
  if (FLOAT_NAN.test(text)) {
    if (text.slice(-3).toLowerCase() === 'nan') return NaN;
    return text[0] === '-' ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
  }
  if (FLOAT_EXP.test(text) || FLOAT.test(text)) return parseFloat(text);
  return text;
}

const ESCAPES: Readonly<Record<string, string>> = {
  '0': '\0',
  a: '\x07',
  b: '\b',
  e: '\x1b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
  N: '\u0085',
  _: '\u00a0',
  L: '\u2028',
  P: '\u2029',
  ' ': ' ',
  '"': '"',
  '/': '/',
  '\\': '\\',
};

const HEX_LENGTH: Readonly<Record<string, number>> = { x: 2, u: 4, U: 8 };
const HEX = /^[0-9a-fA-F]+$/;

/** A scalar read on one line: its value and the offset just after its closing quote. */
export interface Quoted {
  readonly value: string;
  readonly end: number;
}

/**
 * A double-quoted scalar starting at `start` (its `"`) and closed on the same line;
 * undefined when it is not (a line break, an unknown escape): the caller leaves such
 * text to the `yaml` package, which folds lines and reports errors.
 */
export function readDoubleQuoted(text: string, start: number): Quoted | undefined {
  let value = '';
  let from = start + 1;
  for (;;) {
    DOUBLE_STOP.lastIndex = from;
    if (!DOUBLE_STOP.test(text)) return undefined;
    const i = DOUBLE_STOP.lastIndex - 1;
    const c = text[i];
    if (c === '"') return { value: value + text.slice(from, i), end: i + 1 };
    if (c === '\n') return undefined;
    value += text.slice(from, i);
    const next = text[i + 1] ?? '';
    const simple = ESCAPES[next];
    if (simple !== undefined) {
      value += simple;
      from = i + 2;
      continue;
    }
    const length = HEX_LENGTH[next];
    const digits = length === undefined ? '' : text.substr(i + 2, length);
    if (length === undefined || digits.length !== length || !HEX.test(digits)) return undefined;
    const code = parseInt(digits, 16);
    if (code > 0x10ffff) return undefined;
    value += String.fromCodePoint(code);
    from = i + 2 + length;
  }
}

/** What a double-quoted scalar's text runs to: its end, an escape, or a line break. */
const DOUBLE_STOP = /["\\\n]/g;

/** A single-quoted scalar closed on the same line (`''` is a quote), else undefined. */
export function readSingleQuoted(text: string, start: number): Quoted | undefined {
  let value = '';
  let from = start + 1;
  for (;;) {
    SINGLE_STOP.lastIndex = from;
    if (!SINGLE_STOP.test(text)) return undefined;
    const i = SINGLE_STOP.lastIndex - 1;
    if (text[i] === '\n') return undefined;
    if (text[i + 1] !== "'") return { value: value + text.slice(from, i), end: i + 1 };
    value += text.slice(from, i + 1);
    from = i + 2;
  }
}

/** What a single-quoted scalar's text runs to: a quote (or `''`), or a line break. */
const SINGLE_STOP = /['\n]/g;
