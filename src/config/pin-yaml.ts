import { isMap, isScalar, parseDocument, visit } from 'yaml';
import type { Document, Node, Pair, YAMLMap } from 'yaml';
import type { Address } from '../model/address.js';
import { WRITTEN_KEYS } from '../model/kinds.js';
import type { SourceLocation } from '../model/location.js';
import { escapedStringTag } from './export/export-strings.js';
import { keepKeyLineComment, TO_STRING, withoutSequencePadding } from './format-yaml.js';
import { byKeyOrder, CONFIG_ORDER } from './key-order.js';
import type { KeyOrder } from './key-order.js';
import type { ConfigSource } from './yaml-source.js';

/** One id to write: the object's address, its live id, where the YAML declares it. */
export interface PinRequest {
  readonly address: Address;
  readonly id: string;
  readonly location: SourceLocation;
  /** For a top-level object: its collection and key, to pin it in an environment's overrides. */
  readonly entry?: { readonly collection: string; readonly key: string };
  /** The stale id the YAML pins now (a replaced site space): rewritten to `id`. */
  readonly stale?: string;
  /** An owned space: `owned: true` goes beside its id, so that it stays owned. */
  readonly owned?: true;
}

export interface PinResult {
  /** The files that change, with their new text. */
  readonly files: readonly ConfigSource[];
  readonly pinned: readonly Address[];
  /** Objects not pinned, and why. */
  readonly skipped: readonly { readonly address: Address; readonly why: string }[];
}

/**
 * The keys an object's `id:` follows (the field that names it, each kind's `key.written`,
 * and `key`), as fmt orders them.
 */
const BEFORE_ID: ReadonlySet<string> = new Set([...WRITTEN_KEYS, 'key']);

/**
 * Writes each live id into the YAML as `id:` of the mapping that declares the object
 * (docs/config.md, "Identity"; `docform pin`), in the file that declares it, right after the
 * field that names it (where `docform fmt` puts it). Uses the `yaml` Document API, so
 * comments, key order and the other values stay as written; a changed file is printed
 * as `docform fmt` prints (format-yaml.ts). With `environment` (a config with
 * `environments:`), ids differ per organization: an object declared for every
 * environment gets its id under `environments.NAME.overrides.<collection>.<key>.id`,
 * one declared in that environment's overrides gets it there; a section, group or site
 * space declared for every environment is skipped (an override replaces a whole list).
 * An id already written stays, unless the request says it is stale (then it is replaced).
 */
export function pinIds(
  sources: readonly ConfigSource[],
  requests: readonly PinRequest[],
  environment?: string,
): PinResult {
  const docs = new Map(sources.map((s) => [s.file, openDoc(s)] as const));
  const changed = new Set<string>();
  const pinned: Address[] = [];
  const skipped: { address: Address; why: string }[] = [];
  const home = environment === undefined ? undefined : environmentHome(docs, environment);
  for (const request of requests) {
    const open = docs.get(request.location.file);
    const map = open === undefined ? undefined : mapAt(open, request.location);
    if (open === undefined || map === undefined) {
      skipped.push({ address: request.address, why: 'its declaration was not found' });
      continue;
    }
    const written: unknown = map.get('id');
    if (written !== undefined && (request.stale === undefined || written !== request.stale)) {
      continue;
    }
    const shared = home !== undefined && !within(home, open, map);
    if (!shared && written !== undefined) {
      // a stale id: the live one takes its place, where it is written
      map.set('id', request.id);
      changed.add(request.location.file);
    } else if (!shared) {
      insertId(open.doc, map, request.id, request.owned);
      changed.add(request.location.file);
    } else if (home !== undefined && request.entry !== undefined && environment !== undefined) {
      const { collection, key } = request.entry;
      const at = ['environments', environment, 'overrides', collection, key];
      setInCanonically(home.open.doc, [...at, 'id'], request.id);
      if (request.owned === true) setInCanonically(home.open.doc, [...at, 'owned'], true);
      changed.add(home.open.file);
    } else {
      skipped.push({
        address: request.address,
        why: `declared for every environment, and an override replaces a whole list: pin it in environments.${environment ?? ''}.overrides, or leave it matched by title`,
      });
      continue;
    }
    pinned.push(request.address);
  }
  const files = sources
    .filter((s) => changed.has(s.file))
    .map((s) => ({ file: s.file, text: print(docs.get(s.file)?.doc) }));
  return { files, pinned, skipped };
}

interface OpenDoc {
  readonly file: string;
  readonly doc: Document;
  /** The offset where each line starts. */
  readonly lines: readonly number[];
}

function openDoc(source: ConfigSource): OpenDoc {
  const doc = parseDocument(source.text, {
    keepSourceTokens: false,
    prettyErrors: false,
    customTags: (tags) => [escapedStringTag, ...tags],
  });
  // a comment on a key's line stays there when the file is printed (as fmt keeps it)
  visit(doc, {
    Pair(_key, pair: Pair) {
      keepKeyLineComment(pair, source.text);
    },
  });
  const lines = [0];
  for (let i = source.text.indexOf('\n'); i !== -1; i = source.text.indexOf('\n', i + 1)) {
    lines.push(i + 1);
  }
  return { file: source.file, doc, lines };
}

function print(doc: Document | undefined): string {
  return doc === undefined ? '' : withoutSequencePadding(doc.toString(TO_STRING));
}

/**
 * The mapping an object's location names: the value of the key it points at (`team.eng`
 * at the key `eng:`), or the mapping that starts there (a section in a list, a flow map).
 */
function mapAt(open: OpenDoc, location: SourceLocation): YAMLMap | undefined {
  const offset = (open.lines[location.line - 1] ?? Number.NaN) + location.col - 1;
  let keyed: YAMLMap | undefined;
  let starting: YAMLMap | undefined;
  visit(open.doc, {
    Pair(_key, pair: Pair) {
      const key = pair.key as Node | null;
      if (key?.range?.[0] !== offset || !isMap(pair.value)) return undefined;
      keyed = pair.value;
      return visit.BREAK;
    },
    Map(_key, map: YAMLMap) {
      // the innermost: a collection whose first key starts there holds the object
      if (map.range?.[0] === offset) starting = map;
    },
  });
  return keyed ?? starting;
}

/**
 * `id: ID` after the keys that come before it, or first; for an owned space, whose id
 * names it, first and followed by `owned: true` (fmt's order: `{ id: spc_1, owned: true,
 * title: ... }`), so that the space stays one docform owns.
 */
function insertId(doc: Document, map: YAMLMap, id: string, owned?: true): void {
  let at = 0;
  map.items.forEach((pair, i) => {
    if (owned !== true && isScalar(pair.key) && BEFORE_ID.has(String(pair.key.value))) at = i + 1;
  });
  const pairs = [doc.createPair('id', id)];
  if (owned === true && !map.has('owned')) pairs.push(doc.createPair('owned', true));
  map.items.splice(at, 0, ...pairs);
}

/**
 * `doc.setIn(path, value)`, but each key it adds stands where `docform fmt` puts it
 * (key-order.ts): `teams:` added to an environment's overrides that hold `spaces:` goes
 * before it, an `id:` added to an override that holds `members:` goes before that. So a
 * file fmt left canonical stays canonical after a pin, and `fmt --check` passes.
 */
function setInCanonically(doc: Document, path: readonly string[], value: string | boolean): void {
  let node: unknown = doc.contents;
  let order: KeyOrder = CONFIG_ORDER;
  for (const [i, key] of path.entries()) {
    if (!isMap(node)) break;
    const existing = node.get(key, true);
    const last = i === path.length - 1;
    if (!last && isMap(existing)) {
      order = order.child(key, existing.items.map(keyOf));
      node = existing;
      continue;
    }
    // what is missing from here down, built as one block mapping
    const rest = path.slice(i + 1).reduceRight<unknown>((inner, k) => ({ [k]: inner }), value);
    const created = doc.createNode(rest);
    const pair = node.items.find((p) => keyOf(p) === key);
    if (pair !== undefined)
      pair.value = created; // `overrides:` written empty
    else insertInOrder(node, order, doc.createPair(key, created));
    return;
  }
  doc.setIn(path, value); // a shape fmt does not order (a list on the way): as YAML does
}

/** Puts `pair` before the first key the order ranks after it; the user's keys keep theirs. */
function insertInOrder(map: YAMLMap, order: KeyOrder, pair: Pair): void {
  const compare = byKeyOrder(order.keys);
  const key = keyOf(pair);
  const at = map.items.findIndex((p) => compare(keyOf(p), key) > 0);
  map.items.splice(at === -1 ? map.items.length : at, 0, pair);
}

function keyOf(pair: Pair): string {
  return isScalar(pair.key) ? String(pair.key.value) : '';
}

interface EnvironmentHome {
  readonly open: OpenDoc;
  /** The environment's `overrides:` mapping, when it has one. */
  readonly overrides: Node | undefined;
}

/** The file that declares `environments:`, and the chosen environment's overrides in it. */
function environmentHome(
  docs: ReadonlyMap<string, OpenDoc>,
  environment: string,
): EnvironmentHome | undefined {
  for (const open of docs.values()) {
    if (!open.doc.has('environments')) continue;
    const overrides = open.doc.getIn(['environments', environment, 'overrides'], true);
    return { open, overrides: isMap(overrides) ? overrides : undefined };
  }
  return undefined;
}

/** True when `map` lies inside the environment's overrides (same file, inside its range). */
function within(home: EnvironmentHome, open: OpenDoc, map: YAMLMap): boolean {
  const range = home.overrides?.range;
  const start = map.range?.[0];
  if (home.open !== open || range == null || start === undefined) return false;
  return start >= range[0] && start < range[1];
}
