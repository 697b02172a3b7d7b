import { Scalar } from 'yaml';
import type { ScalarTag } from 'yaml';
import { stringifyString } from 'yaml/util';
import { escapePlaceholders } from '../env-interpolation.js';

/**
 * A placeholder the export means to write (a secret's `${env:NAME}`): every other `${`
 * in an exported string is live text, escaped.
 */
export class EnvPlaceholder {
  constructor(readonly name: string) {}

  toString(): string {
    return `\${env:${this.name}}`;
  }
}

/**
 * Every string value of the tree with `${` escaped as `$${`, so that applying an
 * export never interpolates: a live title holding `${env:DOCFORM_TOKEN}` would copy the
 * CI's token into the organization, and a literal `$${` comes
 * back as written. Keys are not interpolated, so they are left as they are.
 */
export function escapeLiveStrings(value: unknown): unknown {
  if (typeof value === 'string') return escapePlaceholders(value);
  if (value instanceof EnvPlaceholder) return value.toString();
  if (Array.isArray(value)) return value.map(escapeLiveStrings);
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = escapeLiveStrings(item);
    return out;
  }
  return value;
}

/**
 * Characters `validate` refuses written raw (raw-characters.ts), plus line breaks,
 * tabs, the Unicode line separators, and the invisible characters it warns of written
 * raw (invisible-characters.ts: zero-width spaces and joiners, bidi marks, the soft
 * hyphen, the BOM, look-alike spaces): a string holding one is written double-quoted
 * with escapes, so the export reads back the same, validates without a warning, and
 * shows in review what it holds.
 */
const NEEDS_ESCAPES =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001F\u007F-\u00A0\u00AD\u061C\u115F\u1160\u1680\u180E\u2000-\u200F\u2028-\u202F\u205F-\u2069\u2800\u3000\u3164\uFEFF\uFFA0]/;
const ESCAPED =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001F\u007F-\u00A0\u00AD\u061C\u115F\u1160\u1680\u180E\u2000-\u200F\u2028-\u202F\u205F-\u2069\u2800\u3000\u3164\uFEFF\uFFA0"\\]/g;

const SHORT: Readonly<Record<string, string>> = {
  '\n': '\\n',
  '\t': '\\t',
  '"': '\\"',
  '\\': '\\\\',
};

/**
 * What a CI runner reads as a command in a line of its log (src/model/runner-commands.ts):
 * `##[` anywhere, written `#\u0023[` in double quotes (the same string), and `::` at the
 * start of a string, which may start a line (a key), kept off it by the opening quote.
 */
const RUNNER_PREFIX = /##\[/g;
const RUNNER_LINE_COMMAND = /^\s*::/;

function needsEscapes(text: string): boolean {
  return NEEDS_ESCAPES.test(text) || text.includes('##[') || RUNNER_LINE_COMMAND.test(text);
}

function escaped(text: string): string {
  const body = text.replace(
    ESCAPED,
    (c) => SHORT[c] ?? `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`,
  );
  return `"${body.replace(RUNNER_PREFIX, '#\\u0023[')}"`;
}

/**
 * The yaml package writes such characters raw (a bidi override in plain text, a tab,
 * a C1 control inside quotes): this string tag takes the strings that hold one. It is
 * the default string tag, so no `!!str` is written. `docform fmt` writes with it too
 * (format-yaml.ts), so that it keeps an export's escapes; a block scalar (`|`, `>`)
 * the user wrote stays one.
 */
export const escapedStringTag: ScalarTag = {
  tag: 'tag:yaml.org,2002:str',
  default: true,
  identify: (value: unknown): boolean => typeof value === 'string' && needsEscapes(value),
  resolve: (text: string): string => text,
  stringify: (item, ctx, onComment, onChompKeep): string => {
    const block = item.type === Scalar.BLOCK_LITERAL || item.type === Scalar.BLOCK_FOLDED;
    const text = String(item.value);
    if (block || !needsEscapes(text)) {
      return stringifyString(item as Scalar, ctx, onComment, onChompKeep);
    }
    return escaped(text);
  },
};
