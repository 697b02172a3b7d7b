import { getStructure } from '../../api/resources/site-structure.js';
import type { LiveGroup, LiveStructureItem } from '../../model/live.js';
import type { HandlerContext } from '../handler.js';
import type { SiteAt } from './locate.js';

/** The collection a section or group create re-reads: its site's structure. */
export function structureOf(at: SiteAt): string {
  return `structure ${at.organization} ${at.siteId}`;
}

/**
 * The sections and groups directly inside `group`, or at the site's root when it is
 * undefined: where a section or group title is a natural key (docs/architecture.md,
 * "Identity"). One request, the official `GET .../structure`, shared with the other
 * creates of the site waiting for it (`ctx.reread`): it starts after this call.
 */
export async function siblingsIn(
  ctx: HandlerContext,
  at: SiteAt,
  group: string | undefined,
): Promise<readonly LiveStructureItem[]> {
  const structure = await ctx.reread(structureOf(at), () =>
    ctx.readStructure(at.siteId, () => getStructure(ctx.client, at.organization, at.siteId)),
  );
  if (structure.kind !== 'sections') return [];
  if (group === undefined) return structure.items;
  return groupIn(structure.items, group)?.items ?? [];
}

function groupIn(items: readonly LiveStructureItem[], id: string): LiveGroup | undefined {
  for (const item of items) {
    if (item.type !== 'group') continue;
    if (item.id === id) return item;
    const inner = groupIn(item.items, id);
    if (inner !== undefined) return inner;
  }
  return undefined;
}
