import type { SourceLocation } from '../model/location.js';

/** A path into the YAML value: mapping keys and sequence indexes. */
export type YamlPath = readonly (string | number)[];

export interface NodePosition {
  /** Where the mapping key is written, for values under a key. */
  readonly key?: SourceLocation;
  /** Where the value starts. */
  readonly value: SourceLocation;
}

/** Turns an offset of one file into a 1-based line and column. */
export interface OffsetMapper {
  readonly file: string;
  linePos(offset: number): { line: number; col: number };
}

/** Offsets are kept and turned into lines only when asked: cheap for large configs. */
interface RawPosition {
  readonly source: OffsetMapper;
  readonly key: number;
  readonly value: number;
}

const SEPARATOR = '\u001f';

/** Paths are joined with a control character no YAML key of ours can hold. */
export function pathKey(path: YamlPath): string {
  return path.join(SEPARATOR);
}

/** The key of a child path, from its parent's key. */
export function childKey(parent: string, segment: string | number): string {
  return parent === '' ? String(segment) : `${parent}${SEPARATOR}${segment}`;
}

function locate(source: OffsetMapper, offset: number): SourceLocation {
  return { file: source.file, ...source.linePos(offset) };
}

/**
 * Source positions of every node of the parsed config, by path, so that a problem
 * found on plain values (schema, rules) can still be pointed at `file:line:col`.
 */
export class PositionIndex {
  readonly #positions = new Map<string, RawPosition>();

  /** `key` is -1 for a node that is not under a mapping key (items, the root). */
  setAt(pathKeyed: string, source: OffsetMapper, key: number, value: number): void {
    this.#positions.set(pathKeyed, { source, key, value });
  }

  get(path: YamlPath): NodePosition | undefined {
    const raw = this.#positions.get(pathKey(path));
    if (raw === undefined) return undefined;
    const value = locate(raw.source, raw.value);
    return raw.key < 0 ? { value } : { key: locate(raw.source, raw.key), value };
  }

  /** Copies every position of `other` (directory mode merges the files' indexes). */
  absorb(other: PositionIndex): void {
    for (const [key, position] of other.#positions) this.#positions.set(key, position);
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
