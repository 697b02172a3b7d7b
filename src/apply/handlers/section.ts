import { DocformError } from '../../model/errors.js';
import type { Change } from '../../model/plan.js';
import { createOrAdopt, idIn, isDefaultIn } from '../adopt.js';
import type { HandlerContext, KindHandler } from '../handler.js';
import { bodyOf, changedFields, isEmpty, wireValue } from '../wire.js';
import { updateThenMove } from './move.js';
import { enc, kindOfAddress, needId, parentGroupId, siteOf, sitePath } from './paths.js';

const PATCH_FIELDS = ['title', 'path', 'icon', 'description', 'condition'];
/** Names the planner may give the containing group of a section. */
const GROUP_FIELDS = ['group', 'parent', 'sectionGroup'];

/**
 * Sections (seed, "Site sections"). The API creates a section together with its first
 * site space (`spaceId` is required on POST), so the create takes the space of the
 * first site space this plan creates in it, and claims that site space's id for its
 * own create change, which then only patches its settings.
 */
export const sectionHandler: KindHandler = {
  create: async (change, ctx) => {
    const fields = changedFields(change);
    const first = firstSiteSpace(change, ctx);
    const title = String(fields.get('title'));
    const site = sitePath(change, ctx);
    let body: unknown;
    const id = await createOrAdopt(
      ctx,
      async () => {
        body = await ctx.api.send('POST', `${site}/sections`, {
          spaceId: first.spaceId,
          title,
          ...bodyOf(fields, ['icon']),
        });
        return idIn(body);
      },
      async () => {
        const found = (await ctx.api.list(`${site}/sections`)).find(
          (s) => (s as { title?: unknown }).title === title,
        );
        body = found;
        return (found as { id?: string } | undefined)?.id;
      },
    );
    claimFirstSiteSpace(ctx, first, body);
    const group = groupOf(change);
    if (group !== undefined) {
      await ctx.api.send('POST', `${site}/section-groups/${enc(group)}/sections`, {
        sectionId: id,
      });
    }
    fields.delete('title');
    fields.delete('icon');
    await patchSection(change, ctx, id, fields, {}, isDefaultIn(body));
    return id;
  },
  update: async (change, ctx) => {
    const fields = changedFields(change);
    const id = needId(change);
    const site = sitePath(change, ctx);
    const extra: Record<string, unknown> = {};
    for (const name of GROUP_FIELDS) {
      if (!fields.has(name)) continue;
      const group = parentGroupId(change, name);
      // out of a group: the section's own PATCH carries it; into one: the seed's call
      if (group === null) extra.siteSectionGroupId = null;
      else {
        await ctx.api.send('POST', `${site}/section-groups/${enc(group)}/sections`, {
          sectionId: id,
        });
      }
    }
    await patchSection(change, ctx, id, fields, extra);
  },
  move: updateThenMove(() => sectionHandler.update),
  delete: async (change, ctx) => {
    await ctx.api.send('DELETE', `${sitePath(change, ctx)}/sections/${enc(needId(change))}`);
  },
};

async function patchSection(
  change: Change,
  ctx: HandlerContext,
  id: string,
  fields: ReadonlyMap<string, unknown>,
  extra: Readonly<Record<string, unknown>> = {},
  alreadyDefault = false,
): Promise<void> {
  const site = sitePath(change, ctx);
  const body = { ...bodyOf(fields, PATCH_FIELDS), ...extra };
  if (!isEmpty(body)) await ctx.api.send('PATCH', `${site}/sections/${enc(id)}`, body);
  // one default section per site: setting it moves the flag, so `false` needs no call
  if (fields.get('default') === true && !alreadyDefault) {
    await ctx.api.send('PATCH', site, { defaultSiteSection: id });
  }
}

interface FirstSpace {
  readonly address: string;
  readonly spaceId: string;
}

function firstSiteSpace(change: Change, ctx: HandlerContext): FirstSpace {
  const child = firstSiteSpaceCreates(ctx.plannedCreates).get(change.address);
  const field = child?.fields?.find((f) => f.path === 'spaceId' || f.path === 'space');
  const spaceId = wireValue(field?.after);
  if (child === undefined || typeof spaceId !== 'string') {
    throw new DocformError(`${change.address}: a new section needs a site space to create it with`);
  }
  return { address: child.address, spaceId };
}

const firstCreates = new WeakMap<readonly Change[], Map<string, Change>>();

/**
 * The first site space create of each parent, indexed once per plan: a scan of the
 * plan per section create cost 2 s of CPU creating 2,000 sections (issue 8 benchmark).
 */
function firstSiteSpaceCreates(creates: readonly Change[]): Map<string, Change> {
  let index = firstCreates.get(creates);
  if (index === undefined) {
    index = new Map();
    for (const c of creates) {
      const parent = c.parent?.ref;
      if (c.kind === 'site-space' && parent !== undefined && !index.has(parent)) {
        index.set(parent, c);
      }
    }
    firstCreates.set(creates, index);
  }
  return index;
}

function claimFirstSiteSpace(ctx: HandlerContext, first: FirstSpace, section: unknown): void {
  const spaces = (section as { siteSpaces?: unknown[] } | undefined)?.siteSpaces ?? [];
  const match = spaces.find((s) => spaceIdOf(s) === first.spaceId);
  const id = (match as { id?: string } | undefined)?.id;
  if (id !== undefined) ctx.claim(first.address, id, isDefaultIn(match));
}

export function spaceIdOf(siteSpace: unknown): string | undefined {
  const space = (siteSpace as { space?: unknown }).space;
  if (typeof space === 'string') return space;
  return (space as { id?: string } | undefined)?.id;
}

/** The group the section is created in: its parent, unless that is the site. */
function groupOf(change: Change): string | undefined {
  if (change.parent === undefined || change.parent.ref === siteOf(change)) return undefined;
  return kindOfAddress(change.parent.ref) === 'group' ? change.parent.id : undefined;
}
