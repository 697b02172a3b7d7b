import type { Address } from '../../model/address.js';
import { addressKind, parseAddress, siteAddress } from '../../model/address.js';
import { DocformError } from '../../model/errors.js';
import { isIdRef } from '../../model/id-ref.js';
import type { NodeKind, StructureKind } from '../../model/kinds.js';
import type { ChangeOf, FieldName, IdRef } from '../../model/plan.js';
import type { HandlerContext } from '../handler.js';

/** The organization and site a section, group or site space lives in. */
export interface SiteAt {
  readonly organization: string;
  readonly siteId: string;
}

/** The group or link a sender sends to: its site and its id. */
export interface SiteChild {
  readonly at: SiteAt;
  readonly id: string;
}

/** The site of a section, group or site space: the first two segments of its address. */
export function siteOf(address: Address): Address {
  const [head, key] = parseAddress(address);
  if (head !== 'site' || key === undefined) {
    throw new DocformError(`${address} is not inside a site`);
  }
  return siteAddress(key);
}

export function siteAt(change: { readonly address: Address }, ctx: HandlerContext): SiteAt {
  const site = siteOf(change.address);
  const id = ctx.idOf(site);
  if (id === undefined) throw new DocformError(`the id of ${site} is unknown`);
  return { organization: ctx.organization, siteId: id };
}

/** The id of the group a child is created in, or undefined at the site's root. */
export function parentGroupOf(parent: IdRef | undefined): string | undefined {
  if (parent === undefined || addressKind(parent.ref) !== 'group') return undefined;
  if (parent.id === undefined) throw new DocformError(`${parent.ref} has no id`);
  return parent.id;
}

/**
 * The group id a `parent` field moves a section, group or link into, or null for the root of
 * the site: the field holds a group IdRef, or the site's IdRef (or null) for the root.
 */
export function movedToGroup<K extends NodeKind>(
  change: ChangeOf<K>,
  path: FieldName<K>,
): string | null {
  const after = change.fields?.find((f) => f.path === path)?.after;
  if (!isIdRef(after)) return null;
  return parentGroupOf(after) ?? null;
}

/** The section a site space is in, or undefined at the site's root. */
export function sectionOf(parent: IdRef | undefined): string | undefined {
  if (parent === undefined || addressKind(parent.ref) !== 'section') return undefined;
  return parent.id;
}

/**
 * Each kind of a site's structure, as the official `sortSiteStructure` names it in a move
 * pointer: keyed by kind, so a kind added to a site's structure asks for its type here.
 */
export const POINTER_TYPES = {
  section: 'site-section',
  group: 'site-section-group',
  link: 'site-external-link',
  'site-space': 'site-space',
} as const satisfies { readonly [K in StructureKind]: string };
