import * as z from 'zod';
import { isObject } from '../is-object.js';

/** A share link's name (official `ShareLinkName`, at most 50; the config asks for one). */
const name = z.string().min(1).max(50);

/** A share link as the config writes it: its name, or `{ name, active }`. */
const written = z.union([
  name,
  z.strictObject({
    name,
    active: z.boolean().optional().describe('false: the link is kept but opens nothing'),
  }),
]);

/**
 * A share link as the config holds it and as the API's is read (official `ShareLink`,
 * `updateSiteShareLinkById`): its name alone when it is active (a new link is, and a
 * link written by name is declared so), else `{ name, active: false }`, a link kept but
 * switched off. The short form is the canonical one: a plan and an export show a link
 * as a config writes it.
 */
export type ShareLink = string | { readonly name: string; readonly active: false };

/**
 * The config's `shareLinks`: each link once, by name. The check runs even when an entry
 * failed (a link without `name`), so validate reports both problems at once: zod skips a
 * refinement after an element's issue unless `when` asks for it, and `duplicateName`
 * reads entries of any shape, passing over those with no name.
 */
export const shareLinks = z.array(written).refine((links) => duplicateName(links) === undefined, {
  when: (payload) => Array.isArray(payload.value),
  error: (issue) => {
    const twice = Array.isArray(issue.input) ? duplicateName(issue.input) : undefined;
    return twice === undefined
      ? 'each share link name once'
      : `each share link name once: "${twice}" is written twice`;
  },
});

/** The first name two links share, or undefined. */
function duplicateName(links: readonly unknown[]): string | undefined {
  const seen = new Set<string>();
  for (const link of links) {
    if (!isShareLink(link)) continue;
    const name = shareLinkName(link);
    if (seen.has(name)) return name;
    seen.add(name);
  }
  return undefined;
}

/** A link as written or read, in its canonical form. */
export function shareLink(link: z.output<typeof written> | ShareLink): ShareLink {
  if (typeof link === 'string') return link;
  return link.active === false ? { name: link.name, active: false } : link.name;
}

export function shareLinkName(link: z.output<typeof written> | ShareLink): string {
  return typeof link === 'string' ? link : link.name;
}

/**
 * Whether a value of a plan holds a share link: a name, or an object naming one (a link
 * switched off), as a plan read back or a drift report's side may hold it.
 */
export function isShareLink(value: unknown): value is ShareLink {
  return typeof value === 'string' || (isObject(value) && typeof value.name === 'string');
}

export function isActive(link: ShareLink): boolean {
  return typeof link === 'string';
}
