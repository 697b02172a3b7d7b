import type { SourceLocation } from '../model/location.js';
import type { LineIndex } from './line-index.js';

/** A path into the YAML value: mapping keys and sequence indexes. */
export type YamlPath = readonly (string | number)[];

export interface NodePosition {
  /** Where the mapping key is written, for values under a key. */
  readonly key?: SourceLocation;
  /** Where the value starts. */
  readonly value: SourceLocation;
}

const SEPARATOR = '\u001f';

/** `[from, to]`: the value at `from` (and below) is written at `to`. */
export type Alias = readonly [YamlPath, YamlPath];

/** A path through the first alias it starts with. */
function aliased(path: YamlPath, aliases: readonly Alias[]): YamlPath {
  for (const [from, to] of aliases) {
    if (from.length <= path.length && from.every((s, i) => String(s) === String(path[i]))) {
      return [...to, ...path.slice(from.length)];
    }
  }
  return path;
}

/** Paths are joined with a control character no YAML key of ours can hold. */
export function pathKey(path: YamlPath): string {
  return path.join(SEPARATOR);
}

/** The key of a child path, from its parent's key. */
export function childKey(parent: string, segment: string | number): string {
  return parent === '' ? String(segment) : `${parent}${SEPARATOR}${segment}`;
}

/** Mappings with more entries than this get a lookup table on their first lookup. */
const SCAN_LIMIT = 16;

/**
 * Where the children of one mapping or list are written, as offsets into the file's
 * text, in written order: for a mapping, key offset then value offset per entry (and
 * the keys); for a list, one value offset per item. Filled while parsing, read only
 * when a problem needs a place.
 */
export class ChildOffsets {
  readonly offsets: number[] = [];
  #lookup: Map<string, number> | undefined;

  constructor(readonly keys: string[] | undefined) {}

  /** `[key offset, value offset]` of a child; key offset -1 for a list item. */
  find(segment: string | number): readonly [number, number] | undefined {
    if (this.keys === undefined) {
      const value = typeof segment === 'number' ? this.offsets[segment] : undefined;
      return value === undefined ? undefined : [-1, value];
    }
    const i = this.#indexOf(String(segment), this.keys);
    if (i < 0) return undefined;
    return [this.offsets[2 * i] ?? 0, this.offsets[2 * i + 1] ?? 0];
  }

  #indexOf(name: string, keys: string[]): number {
    if (keys.length <= SCAN_LIMIT) return keys.indexOf(name);
    if (this.#lookup === undefined) {
      this.#lookup = new Map();
      keys.forEach((k, i) => {
        if (!this.#lookup?.has(k)) this.#lookup?.set(k, i);
      });
    }
    return this.#lookup.get(name) ?? -1;
  }
}

/**
 * The positions of one file's parsed value: its root's offset and, for every mapping
 * and list of the value, where its children are written (keyed by the object itself,
 * so no path is built while parsing). Offsets become lines only when asked. Lookups
 * walk the value recorded here, which has the shape of the config's value.
 */
export class FilePositions {
  readonly #children = new Map<object, ChildOffsets>();
  #root: object | undefined;
  #rootOffset = 0;
  #replay: (() => void) | undefined;

  constructor(readonly lines: LineIndex) {}

  get file(): string {
    return this.lines.file;
  }

  setRoot(root: object, offset: number): void {
    this.#root = root;
    this.#rootOffset = offset;
  }

  /** Positions recorded later, on the first lookup, by `replay` (the fast YAML path). */
  replayWith(replay: () => void): void {
    this.#replay = replay;
  }

  /** Registers a mapping being built and returns where to record its entries. */
  mapping(node: object): ChildOffsets {
    const children = new ChildOffsets([]);
    this.#children.set(node, children);
    return children;
  }

  /** Registers a list being built and returns where to record its items. */
  list(node: object): ChildOffsets {
    const children = new ChildOffsets(undefined);
    this.#children.set(node, children);
    return children;
  }

  /** Offsets of the node at `path` (key -1 when it has no key), or undefined. */
  offsetsOf(path: YamlPath): readonly [number, number] | undefined {
    const replay = this.#replay;
    this.#replay = undefined;
    replay?.();
    let node: unknown = this.#root;
    if (node === undefined) return undefined;
    let found: readonly [number, number] = [-1, this.#rootOffset];
    for (const segment of path) {
      const children = typeof node === 'object' && node ? this.#children.get(node) : undefined;
      const next = children?.find(segment);
      if (next === undefined) return undefined;
      found = next;
      node = (node as Record<string | number, unknown>)[segment];
    }
    return found;
  }

  get(path: YamlPath): NodePosition | undefined {
    const found = this.offsetsOf(path);
    if (found === undefined) return undefined;
    const value = this.lines.at(found[1]);
    return found[0] < 0 ? { value } : { key: this.lines.at(found[0]), value };
  }
}

/**
 * Source positions of the parsed config, by path, so that a problem found on plain
 * values (schema, rules) can still be pointed at `file:line:col`. In directory mode
 * it holds every file; a path is looked up in each, first file first.
 */
export class PositionIndex {
  readonly #files: FilePositions[] = [];
  /**
   * Layers of `[from, to]`: a value at `from` (and below) is written at `to` (an
   * environment's override; a list item that moved up when one before it was left out).
   */
  #layers: readonly (readonly Alias[])[] = [];

  add(file: FilePositions): void {
    this.#files.push(file);
  }

  /**
   * The same files, with the values at each `from` path written at its `to` path; a
   * path is looked up through these aliases first, then through earlier ones.
   */
  redirected(aliases: readonly Alias[]): PositionIndex {
    const index = new PositionIndex();
    index.#files.push(...this.#files);
    index.#layers = [...this.#layers, aliases];
    return index;
  }

  /**
   * The file every value comes from, when the config is one file: what a caller that
   * needs only the file can know without reading positions (which a valid config read
   * by the fast path never pays for).
   */
  onlyFile(): string | undefined {
    return this.#files.length === 1 ? this.#files[0]?.file : undefined;
  }

  get(path: YamlPath): NodePosition | undefined {
    let at = path;
    for (let i = this.#layers.length - 1; i >= 0; i -= 1) at = aliased(at, this.#layers[i] ?? []);
    return this.#lookup(at);
  }

  #lookup(path: YamlPath): NodePosition | undefined {
    for (const file of this.#files) {
      const found = file.get(path);
      if (found) return found;
    }
    return undefined;
  }

  /** The value's location; else the nearest ancestor's, so that a problem always has one. */
  value(path: YamlPath): SourceLocation | undefined {
    for (let end = path.length; end >= 0; end -= 1) {
      const found = this.get(path.slice(0, end));
      if (found) return end === path.length ? found.value : (found.key ?? found.value);
    }
    return undefined;
  }

  /** The key's location (for unknown or duplicated keys); the value's when it has no key. */
  key(path: YamlPath): SourceLocation | undefined {
    return this.get(path)?.key ?? this.value(path);
  }
}
