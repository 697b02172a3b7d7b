import type { Change } from '../../model/plan.js';
import { createOrAdopt, idIn, isDefaultIn } from '../adopt.js';
import type { HandlerContext, KindHandler } from '../handler.js';
import { bodyOf, changedFields, isEmpty } from '../wire.js';
import { updateThenMove } from './move.js';
import { enc, kindOfAddress, needId, sitePath } from './paths.js';
import { spaceIdOf } from './section.js';

const PATCH_FIELDS = ['path', 'condition', 'hidden'];

/**
 * Site spaces (seed, "Site spaces"): a space linked in a section or at the root. A
 * site space the section create already made (claimed) is only patched. There is no
 * call that changes a site space's section: the planner replaces it (delete + create).
 */
export const siteSpaceHandler: KindHandler = {
  create: async (change, ctx) => {
    const fields = changedFields(change);
    const site = sitePath(change, ctx);
    const sectionId = sectionOf(change);
    const spaceId = String(fields.get('spaceId') ?? fields.get('space'));
    const claimed = ctx.idOf(change.address);
    let body: unknown;
    const id =
      claimed ??
      (await createOrAdopt(
        ctx,
        async () => {
          body = await ctx.api.send('POST', `${site}/site-spaces`, {
            spaceId,
            ...(sectionId === undefined ? {} : { sectionId }),
          });
          return idIn(body);
        },
        async () => {
          body = (await ctx.api.list(`${site}/site-spaces`)).find(
            (s) =>
              spaceIdOf(s) === spaceId &&
              ((s as { section?: string }).section ?? undefined) === sectionId,
          );
          return (body as { id?: string } | undefined)?.id;
        },
      ));
    const alreadyDefault =
      claimed === undefined ? isDefaultIn(body) : ctx.claimedDefault(change.address);
    await patchSiteSpace(change, ctx, id, fields, alreadyDefault);
    return id;
  },
  update: async (change, ctx) => {
    await patchSiteSpace(change, ctx, needId(change), changedFields(change));
  },
  move: updateThenMove(() => siteSpaceHandler.update),
  delete: async (change, ctx) => {
    await ctx.api.send('DELETE', `${sitePath(change, ctx)}/site-spaces/${enc(needId(change))}`);
  },
};

async function patchSiteSpace(
  change: Change,
  ctx: HandlerContext,
  id: string,
  fields: ReadonlyMap<string, unknown>,
  alreadyDefault = false,
): Promise<void> {
  const site = sitePath(change, ctx);
  const body = bodyOf(fields, PATCH_FIELDS);
  if (!isEmpty(body)) await ctx.api.send('PATCH', `${site}/site-spaces/${enc(id)}`, body);
  // one default per section (or root): setting it moves the flag, so `false` needs no call
  if (fields.get('default') === true && !alreadyDefault) {
    const section = sectionOf(change);
    const target = section === undefined ? site : `${site}/sections/${enc(section)}`;
    await ctx.api.send('PATCH', target, { defaultSiteSpace: id });
  }
}

/** The section id of a site space, or undefined for a root site space. */
function sectionOf(change: Change): string | undefined {
  const parent = change.parent;
  if (parent === undefined) return undefined;
  return kindOfAddress(parent.ref) === 'section' ? parent.id : undefined;
}
