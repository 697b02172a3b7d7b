import type { Address } from '../model/address.js';
import type { SourceLocation } from '../model/location.js';
import type { PositionIndex, YamlPath } from './position-index.js';

/**
 * Where each address is declared (`DesiredState.locations`), found only when asked: a
 * config without problems never looks one up, so loading records just the YAML path of
 * each object and leaves the positions alone.
 */
export class LazyLocations implements ReadonlyMap<Address, SourceLocation> {
  // Declarations are appended to arrays: no address is hashed until one is looked up.
  readonly #addresses: Address[] = [];
  readonly #parents: YamlPath[] = [];
  readonly #lasts: (string | number | undefined)[] = [];
  /** Indexes of the declarations located at their value rather than their key. */
  readonly #atValue = new Set<number>();
  #paths: Map<Address, { path: YamlPath; value: boolean }> | undefined;
  readonly #found = new Map<Address, SourceLocation | undefined>();

  constructor(private readonly index: PositionIndex) {}

  /** An object declared at `parent` (then `last`, when given); the first declaration wins. */
  declare(address: Address, parent: YamlPath, last?: string | number): void {
    this.#addresses.push(address);
    this.#parents.push(parent);
    this.#lasts.push(last);
    this.#paths = undefined;
  }

  /**
   * A value written at `path` (a field's value, a list item), for a problem that is the
   * value itself: located where the value starts, not at its key.
   */
  declareValue(key: string, path: YamlPath): void {
    this.#atValue.add(this.#addresses.length);
    this.declare(key, path);
  }

  get #byAddress(): Map<Address, { path: YamlPath; value: boolean }> {
    if (this.#paths === undefined) {
      const paths = new Map<Address, { path: YamlPath; value: boolean }>();
      this.#addresses.forEach((address, i) => {
        if (paths.has(address)) return;
        const parent = this.#parents[i] ?? [];
        const last = this.#lasts[i];
        const path = last === undefined ? parent : [...parent, last];
        paths.set(address, { path, value: this.#atValue.has(i) });
      });
      this.#paths = paths;
    }
    return this.#paths;
  }

  get size(): number {
    return this.#byAddress.size;
  }

  get(address: Address): SourceLocation | undefined {
    if (this.#found.has(address)) return this.#found.get(address);
    const at = this.#byAddress.get(address);
    const location =
      at === undefined ? undefined : at.value ? this.index.value(at.path) : this.index.key(at.path);
    this.#found.set(address, location);
    return location;
  }

  has(address: Address): boolean {
    return this.#byAddress.has(address);
  }

  *entries(): MapIterator<[Address, SourceLocation]> {
    for (const address of this.#byAddress.keys()) {
      const location = this.get(address);
      if (location) yield [address, location];
    }
  }

  keys(): MapIterator<Address> {
    return this.#byAddress.keys();
  }

  *values(): MapIterator<SourceLocation> {
    for (const [, location] of this.entries()) yield location;
  }

  [Symbol.iterator](): MapIterator<[Address, SourceLocation]> {
    return this.entries();
  }

  forEach(
    callback: (
      value: SourceLocation,
      key: Address,
      map: ReadonlyMap<Address, SourceLocation>,
    ) => void,
  ): void {
    for (const [address, location] of this.entries()) callback(location, address, this);
  }
}
