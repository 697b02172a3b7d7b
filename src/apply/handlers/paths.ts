import type { Address } from '../../model/address.js';
import { parseAddress, siteAddress } from '../../model/address.js';
import { DocformError } from '../../model/errors.js';
import type { Change, IdRef } from '../../model/plan.js';
import type { HandlerContext } from '../handler.js';
import { isIdRef } from '../resolve-refs.js';

export function orgPath(ctx: HandlerContext): string {
  return `/orgs/${encodeURIComponent(ctx.organization)}`;
}

/** The site a section, group or site space belongs to: the first two segments of its address. */
export function siteOf(change: Change): Address {
  const [head, key] = parseAddress(change.address);
  if (head !== 'site' || key === undefined) {
    throw new DocformError(`${change.address} is not inside a site`);
  }
  return siteAddress(key);
}

export function sitePath(change: Change, ctx: HandlerContext): string {
  const site = siteOf(change);
  const id = ctx.idOf(site);
  if (id === undefined) throw new DocformError(`the id of ${site} is unknown`);
  return `${orgPath(ctx)}/sites/${encodeURIComponent(id)}`;
}

/** The kind of object an address names, from its last `kind.key` pair. */
export function kindOfAddress(address: Address): 'site' | 'section' | 'group' | 'space' | 'other' {
  const parts = parseAddress(address);
  const kind = parts[parts.length - 2];
  return kind === 'site' || kind === 'section' || kind === 'group' || kind === 'space'
    ? kind
    : 'other';
}

export function idOfRef(ref: IdRef | undefined): string | undefined {
  return ref?.id;
}

export function needId(change: Change): string {
  if (change.id === undefined) throw new DocformError(`${change.address} has no live id`);
  return change.id;
}

export function enc(id: string): string {
  return encodeURIComponent(id);
}

/**
 * The group id a `parent` field moves a section or group into, or null for the root of
 * the site: the field holds a group IdRef, or the site's IdRef (or null) for the root.
 */
export function parentGroupId(change: Change, path: string): string | null {
  const after = change.fields?.find((f) => f.path === path)?.after;
  if (!isIdRef(after) || kindOfAddress(after.ref) !== 'group') return null;
  if (after.id === undefined) throw new DocformError(`${after.ref} has no id`);
  return after.id;
}
