import type { Address } from '../model/address.js';
import { segment } from '../model/address.js';
import type { DesiredState, DesiredStructureItem } from '../model/desired.js';
import { KINDS, type ResourceKind, type TitledKind } from '../model/kinds.js';
import type { LiveState } from '../model/live.js';
import type { LiveKey } from '../model/live-key.js';
import { liveKey } from '../model/live-key.js';
import { liveKeys } from '../model/slug-keys.js';

/**
 * Addresses of live objects that no declaration owns. A team, SAML provider, space or site is
 * addressed by the key `docform export` would give it (`team.docs` for a live "Docs"),
 * so a plan, a drift report and an export name it alike; a section, group or site space
 * by its title. Keys and titles repeat (a live team keyed like a declared one), and a
 * plan needs one address per change (`dependsOn` and `--target` name them), so a live
 * object whose address is taken gets `<name>#<id>` as its last segment. An object is
 * known by its kind and id (model/live-key.ts): two kinds may share an id.
 */
export class AddressBook {
  /**
   * The addresses taken: every declared one, gathered when the first live object needs
   * an address of its own (a plan where every live object is declared never does).
   */
  #used: Set<Address> | undefined;
  readonly #byKey = new Map<LiveKey, Address>();
  readonly #keys = new Map<TitledKind, ReadonlyMap<string, string>>();

  constructor(
    private readonly desired: DesiredState,
    private readonly live: LiveState,
  ) {}

  /** The address of a live team, SAML provider, space or site: by its export key. */
  keyedAddress(kind: TitledKind, id: string): Address {
    const { word } = KINDS[kind];
    return this.liveAddress(
      kind,
      id,
      this.#exportKey(kind, id),
      (key) => `${word}.${segment(key)}`,
    );
  }

  /** `make(name)` builds the address from its last segment's text. */
  liveAddress(
    kind: ResourceKind,
    id: string,
    name: string,
    make: (name: string) => Address,
  ): Address {
    const key = liveKey(kind, id);
    const known = this.#byKey.get(key);
    if (known !== undefined) return known;
    const used = (this.#used ??= new Set(desiredAddresses(this.desired)));
    let address = make(name);
    if (used.has(address)) address = make(`${name}#${id}`);
    used.add(address);
    this.#byKey.set(key, address);
    return address;
  }

  /** The export key of a live team, SAML provider, space or site. */
  #exportKey(kind: TitledKind, id: string): string {
    let keys = this.#keys.get(kind);
    if (keys === undefined) {
      keys = liveKeys(this.live, kind);
      this.#keys.set(kind, keys);
    }
    return keys.get(id) ?? id;
  }
}

/** The address of every declared object. */
export function desiredAddresses(desired: DesiredState): Address[] {
  const out: Address[] = [];
  const lists = [
    desired.members,
    desired.teams,
    desired.saml,
    desired.openapi,
    desired.collections,
    desired.spaces,
  ];
  for (const list of lists) for (const item of list) out.push(item.address);
  const walk = (items: readonly DesiredStructureItem[]): void => {
    for (const item of items) {
      out.push(item.address);
      if (item.type === 'group') walk(item.items);
      else if (item.type === 'section') for (const s of item.spaces) out.push(s.address);
    }
  };
  for (const site of desired.sites) {
    out.push(site.address);
    if (site.structure?.kind === 'sections') walk(site.structure.items);
    if (site.structure?.kind === 'spaces')
      for (const s of site.structure.spaces) out.push(s.address);
  }
  return out;
}
