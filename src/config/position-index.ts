import type { SourceLocation } from '../model/location.js';

/** A path into the YAML value: mapping keys and sequence indexes. */
export type YamlPath = readonly (string | number)[];

export interface NodePosition {
  /** Where the mapping key is written, for values under a key. */
  readonly key?: SourceLocation;
  /** Where the value starts. */
  readonly value: SourceLocation;
}

/** Paths are joined with a control character no YAML key of ours can hold. */
export function pathKey(path: YamlPath): string {
  return path.join('\u001f');
}

/**
 * Source positions of every node of the parsed config, by path, so that a problem
 * found on plain values (schema, rules) can still be pointed at `file:line:col`.
 */
export class PositionIndex {
  readonly #positions = new Map<string, NodePosition>();

  set(path: YamlPath, position: NodePosition): void {
    this.#positions.set(pathKey(path), position);
  }

  get(path: YamlPath): NodePosition | undefined {
    return this.#positions.get(pathKey(path));
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
