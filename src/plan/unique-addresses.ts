import type { Address } from '../model/address.js';
import type { DesiredState, DesiredStructureItem } from '../model/desired.js';
import type { LiveState } from '../model/live.js';
import { keysByTitle } from '../model/slug-keys.js';

/** The top-level collections whose live-only objects get the keys an export gives. */
type KeyedCollection = 'teams' | 'saml' | 'spaces' | 'sites';

/**
 * Addresses of live objects that no declaration owns. A team, SAML provider, space or site is
 * addressed by the key `docform export` would give it (`team.docs` for a live "Docs"),
 * so a plan, a drift report and an export name it alike; a section, group or site space
 * by its title. Keys and titles repeat (a live team keyed like a declared one), and a
 * plan needs one address per change (`dependsOn` and `--target` name them), so a live
 * object whose address is taken gets `<name>#<id>` as its last segment.
 */
export class AddressBook {
  /**
   * The addresses taken: every declared one, gathered when the first live object needs
   * an address of its own (a plan where every live object is declared never does).
   */
  #used: Set<Address> | undefined;
  readonly #byId = new Map<string, Address>();
  readonly #keys = new Map<KeyedCollection, ReadonlyMap<string, string>>();

  constructor(
    private readonly desired: DesiredState,
    private readonly live: LiveState,
  ) {}

  /** The export key of a live team, SAML provider or site. */
  exportKey(collection: KeyedCollection, id: string): string {
    let keys = this.#keys.get(collection);
    if (keys === undefined) {
      keys =
        collection === 'teams'
          ? keysByTitle(this.live.teams ?? [], (t) => t.title, 'team')
          : collection === 'saml'
            ? keysByTitle(this.live.saml ?? [], (s) => s.label, 'saml')
            : collection === 'spaces'
              ? keysByTitle(this.live.spaces ?? [], (s) => s.title, 'space')
              : keysByTitle(this.live.sites ?? [], (s) => s.title, 'site');
      this.#keys.set(collection, keys);
    }
    return keys.get(id) ?? id;
  }

  /** `make(name)` builds the address from its last segment's text. */
  liveAddress(id: string, name: string, make: (name: string) => Address): Address {
    const known = this.#byId.get(id);
    if (known !== undefined) return known;
    const used = (this.#used ??= new Set(desiredAddresses(this.desired)));
    let address = make(name);
    if (used.has(address)) address = make(`${name}#${id}`);
    used.add(address);
    this.#byId.set(id, address);
    return address;
  }
}

/** The address of every declared object. */
export function desiredAddresses(desired: DesiredState): Address[] {
  const out: Address[] = [];
  const lists = [desired.members, desired.teams, desired.saml, desired.openapi, desired.spaces];
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
