import type { Address } from '../model/address.js';
import type { SourceLocation } from '../model/location.js';
import type { PositionIndex, YamlPath } from './position-index.js';

/**
 * Where each address is declared (`DesiredState.locations`), found only when asked: a
 * config without problems never looks one up, so loading records just the YAML path of
 * each object and leaves the positions alone (issue 15).
 */
export class LazyLocations implements ReadonlyMap<Address, SourceLocation> {
  readonly #paths = new Map<Address, YamlPath>();
  readonly #found = new Map<Address, SourceLocation | undefined>();

  constructor(private readonly index: PositionIndex) {}

  /** The first declaration of an address wins. */
  declare(address: Address, path: YamlPath): void {
    if (!this.#paths.has(address)) this.#paths.set(address, path);
  }

  get size(): number {
    return this.#paths.size;
  }

  get(address: Address): SourceLocation | undefined {
    if (this.#found.has(address)) return this.#found.get(address);
    const path = this.#paths.get(address);
    const location = path === undefined ? undefined : this.index.key(path);
    this.#found.set(address, location);
    return location;
  }

  has(address: Address): boolean {
    return this.#paths.has(address);
  }

  *entries(): MapIterator<[Address, SourceLocation]> {
    for (const address of this.#paths.keys()) {
      const location = this.get(address);
      if (location) yield [address, location];
    }
  }

  keys(): MapIterator<Address> {
    return this.#paths.keys();
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
