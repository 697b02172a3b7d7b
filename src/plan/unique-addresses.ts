import type { Address } from '../model/address.js';
import type { DesiredState, DesiredStructureItem } from '../model/desired.js';

/**
 * Addresses of live objects that no declaration owns are made from their titles, and
 * titles repeat (two live teams "Old", a live section named like a new one). A plan
 * needs one address per change (`dependsOn` and `--target` name them), so a live
 * object whose address is taken gets `<title>#<id>` as its last segment.
 */
export class AddressBook {
  readonly #used = new Set<Address>();
  readonly #byId = new Map<string, Address>();

  constructor(desired: DesiredState) {
    for (const address of desiredAddresses(desired)) this.#used.add(address);
  }

  /** `make(name)` builds the address from its last segment's text. */
  liveAddress(id: string, name: string, make: (name: string) => Address): Address {
    const known = this.#byId.get(id);
    if (known !== undefined) return known;
    let address = make(name);
    if (this.#used.has(address)) address = make(`${name}#${id}`);
    this.#used.add(address);
    this.#byId.set(id, address);
    return address;
  }
}

function desiredAddresses(desired: DesiredState): Address[] {
  const out: Address[] = [];
  const lists = [desired.members, desired.teams, desired.saml, desired.openapi, desired.spaces];
  for (const list of lists) for (const item of list) out.push(item.address);
  const walk = (items: readonly DesiredStructureItem[]): void => {
    for (const item of items) {
      out.push(item.address);
      if (item.type === 'group') walk(item.items);
      else out.push(...item.spaces.map((s) => s.address));
    }
  };
  for (const site of desired.sites) {
    out.push(site.address);
    if (site.structure?.kind === 'sections') walk(site.structure.items);
    if (site.structure?.kind === 'spaces') out.push(...site.structure.spaces.map((s) => s.address));
  }
  return out;
}
