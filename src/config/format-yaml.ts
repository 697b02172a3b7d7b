import { isDeepStrictEqual } from 'node:util';
import { isMap, isScalar, isSeq, LineCounter, parseDocument } from 'yaml';
import type { Node, Pair, Scalar } from 'yaml';
import { escapedStringTag } from './export/export-strings.js';
import { byKeyOrder, CONFIG_ORDER, type KeyOrder } from './key-order.js';
import { syntaxPlaces, withoutCascades } from './yaml-indent.js';

export type FormatResult =
  | { readonly ok: true; readonly text: string }
  | {
      readonly ok: false;
      readonly problems: readonly {
        line: number;
        col: number;
        message: string;
        hint?: string | undefined;
      }[];
    };

/** Written as the repository's YAML is (prettier's style): `[a, b]` and `{ a: b }`. */
export const TO_STRING = { lineWidth: 0, minContentWidth: 0, flowCollectionPadding: true } as const;

/**
 * `docform fmt`: one config file's text in the canonical form, comments
 * kept. The keys of each object in the canonical order (key-order.ts, the order export
 * writes too), the user's own keys (team, site keys) and every list left in their
 * order; strings plain where YAML reads them back the same, else double-quoted, with
 * characters a reviewer cannot see as escapes, as export writes them; flow collections
 * as written (`[a, b]`, `{ a: b }`). Uses the `yaml` package's Document API, so the comment
 * after a key stays on its line. A file YAML cannot parse is returned as its problems.
 */
export function formatConfigText(text: string): FormatResult {
  // without prettyErrors an error has no line: the counter gives its offset's
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, {
    keepSourceTokens: false,
    prettyErrors: false,
    lineCounter,
    customTags: (tags) => [escapedStringTag, ...tags],
  });
  if (doc.errors.length > 0) {
    const errors = withoutCascades(doc.errors);
    return {
      ok: false,
      problems: syntaxPlaces(text, errors, (at) => lineCounter.linePos(at)).map((place, i) => {
        const message = errors[i]?.message ?? '';
        return {
          ...lineCounter.linePos(place.offset),
          message: message.split('\n')[0] ?? message,
          hint: place.hint,
        };
      }),
    };
  }
  const before = doc.toJS() as unknown;
  normalize(doc.contents, CONFIG_ORDER, true, text);
  const formatted = withoutSequencePadding(doc.toString(TO_STRING));
  // formatting never changes a value: should the printer ever read back otherwise,
  // the file is left as it is
  const same = isDeepStrictEqual(parseDocument(formatted).toJS(), before);
  return { ok: true, text: same ? formatted : text };
}

/** Sorts each mapping's keys by `order` (the file's header kept first) and requotes scalars. */
function normalize(node: unknown, order: KeyOrder, top: boolean, text: string): void {
  if (isMap(node)) {
    if (order.keys.length > 0) {
      const header = top ? takeHeader(node.items[0]) : undefined;
      const compare = byKeyOrder(order.keys);
      node.items.sort((a, b) => compare(keyOf(a), keyOf(b)));
      if (header !== undefined) giveHeader(node.items[0], header);
    }
    for (const pair of node.items) {
      requote(pair.key);
      keepKeyLineComment(pair, text);
      if (isScalar(pair.key)) normalizeChild(pair.value, order, keyOf(pair), text);
    }
  } else if (isSeq(node)) {
    node.items.forEach((item, i) => normalizeChild(item, order, i, text));
  } else {
    requote(node);
  }
}

/** A value below `order`'s object or list, in the order its keys call for (a section, a group). */
function normalizeChild(
  node: unknown,
  order: KeyOrder,
  segment: string | number,
  text: string,
): void {
  const keysThere = isMap(node) ? node.items.map(keyOf) : [];
  normalize(node, order.child(segment, keysThere), false, text);
}

function keyOf(pair: Pair): string {
  return isScalar(pair.key) ? String(pair.key.value) : '';
}

/**
 * The comment above the first key of the file is the file's header (the
 * `# yaml-language-server: $schema=` line): it stays first whatever key comes first.
 */
function takeHeader(pair: Pair | undefined): string | undefined {
  const key = pair?.key as Node | null | undefined;
  const header = key?.commentBefore ?? undefined;
  if (key) key.commentBefore = undefined;
  return header;
}

function giveHeader(pair: Pair | undefined, header: string): void {
  const key = pair?.key as Node | null | undefined;
  if (!key) return;
  key.commentBefore = key.commentBefore ? `${header}\n${key.commentBefore}` : header;
  key.spaceBefore = false;
}

/**
 * Quoted one-line strings become plain; the printer quotes again where plain cannot be,
 * and writes a character a reviewer cannot see as an escape (escapedStringTag).
 */
function requote(node: unknown): void {
  if (!isScalar(node)) return;
  const scalar = node as Scalar;
  if (typeof scalar.value !== 'string') return;
  if (scalar.type !== 'QUOTE_DOUBLE' && scalar.type !== 'QUOTE_SINGLE') return;
  scalar.type = scalar.value.includes('\n') ? 'QUOTE_DOUBLE' : 'PLAIN';
}

/**
 * `members: # roles by email` above a block collection: YAML keeps the comment as the
 * value's, which would print it on the next line; when it was on the key's line it is
 * kept there.
 */
export function keepKeyLineComment(pair: Pair, text: string): void {
  const value = pair.value as Node | null;
  const key = pair.key as Node | null;
  if (!value || !key || !(isMap(value) || isSeq(value)) || value.flow) return;
  if (!value.commentBefore || !key.range) return;
  const after = text.slice(key.range[1], text.indexOf('#', key.range[1]));
  if (after.includes('\n')) return;
  key.comment = value.commentBefore;
  value.commentBefore = undefined;
}

/**
 * The printer pads both kinds of flow collections alike; prettier (the repository's
 * style) pads maps only: `[ a, b ]` becomes `[a, b]`, found by the printed document's own
 * node ranges so that no string is touched.
 */
export function withoutSequencePadding(printed: string): string {
  const doc = parseDocument(printed);
  const cuts: [number, number][] = [];
  const visit = (node: unknown): void => {
    if (isMap(node)) for (const pair of node.items) visit(pair.value);
    if (!isSeq(node)) return;
    node.items.forEach(visit);
    const range = node.range;
    if (!node.flow || !range || node.items.length === 0) return;
    const [start, end] = [range[0], range[1]];
    if (printed.slice(start, start + 2) === '[ ') cuts.push([start + 1, start + 2]);
    if (printed.slice(end - 2, end) === ' ]') cuts.push([end - 2, end - 1]);
  };
  visit(doc.contents);
  let out = printed;
  for (const [from, to] of cuts.sort((a, b) => b[0] - a[0])) {
    out = out.slice(0, from) + out.slice(to);
  }
  return out;
}
