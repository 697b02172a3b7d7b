import type { RequestBody } from '../../api/call-operation.js';
import { createSection, deleteSection, updateSection } from '../../api/resources/site-structure.js';
import { updateSite } from '../../api/resources/sites.js';
import { DocformError } from '../../model/errors.js';
import type { LiveSection } from '../../model/live.js';
import type { Change, ChangeOf } from '../../model/plan.js';
import { createOrAdopt } from '../adopt.js';
import type { HandlerContext, KindHandler } from '../handler.js';
import { sendLoop, type Senders } from '../senders.js';
import type { BodyKey } from '../wire.js';
import { namesWith } from '../../model/fields/field-row.js';
import { SECTION_FIELDS } from '../../model/fields/section-fields.js';
import { changeNamed } from '../../model/field-change.js';
import { bodyOf, changedFields, createKeys, isEmpty, sentKeys, text, wireValue } from '../wire.js';
import type { SiteAt } from './locate.js';
import { movedToGroup, parentGroupOf, siteAt } from './locate.js';
import { sortChild } from './move.js';
import { siblingsIn, structureOf } from './siblings.js';

type SectionPatch = RequestBody<'updateSiteSectionById'>;
type SectionCreate = RequestBody<'addSectionToSite'>;

// Typed as the official bodies' keys: a row sent under a key the official request lacks
// is a compile error.
const PATCH_KEYS: readonly BodyKey<SectionPatch>[] = sentKeys(SECTION_FIELDS, 'patch');
const CREATE_KEYS: readonly BodyKey<SectionCreate>[] = createKeys(SECTION_FIELDS);
const CREATED = namesWith(SECTION_FIELDS, 'inCreate');

/**
 * Sections (seed, "Site sections"; official `addSectionToSite`,
 * `updateSiteSectionById`). The API creates a section together with its first site
 * space (`spaceId` is required on create), so the create takes the space of the first
 * site space this plan creates in it, and claims that site space's id for its own
 * create change, which then only patches its settings. A section goes into a group on
 * create, and into or out of one later, through `siteSectionGroupId` (the official
 * form; the seed's `POST .../section-groups/{id}/sections` is not in the official API).
 */
export const sectionHandler: KindHandler<'section'> = {
  create: async (change, ctx) => {
    const fields = changedFields(change);
    const first = firstSiteSpace(change, ctx);
    const title = text(fields.get('title'), `${change.address} title`);
    const at = siteAt(change, ctx);
    const group = parentGroupOf(change.parent);
    const section = await createOrAdopt(ctx, {
      collection: structureOf(at),
      create: () =>
        createSection(ctx.client, at, {
          ...bodyOf<SectionCreate>(SECTION_FIELDS, fields, CREATE_KEYS),
          spaceId: first.spaceId,
          title,
          ...(group === undefined ? {} : { siteSectionGroupId: group }),
        }),
      find: async () =>
        (await siblingsIn(ctx, at, group)).filter(
          (s): s is LiveSection => s.type === 'section' && s.title === title,
        ),
      remove: (sectionId) => deleteSection(ctx.client, at, sectionId),
    });
    claimFirstSiteSpace(ctx, first, section);
    for (const name of CREATED) fields.delete(name);
    const target = { at, id: section.id, extra: {}, alreadyDefault: section.default };
    await send(ctx, target, fields, change);
    return section.id;
  },
  update: async (change, ctx) => {
    const fields = changedFields(change);
    const extra: SectionPatch = {};
    // into a group, or back to the site's root (null): the section's own update
    if (fields.has('parent')) extra.siteSectionGroupId = movedToGroup(change, 'parent');
    const target = { at: siteAt(change, ctx), id: change.id, extra, alreadyDefault: false };
    await send(ctx, target, fields, change);
  },
  move: sortChild,
  delete: async (change, ctx) => {
    await deleteSection(ctx.client, siteAt(change, ctx), change.id);
  },
};

/**
 * The section a sender sends to: where it sits, its id, what its PATCH sends besides
 * its rows (its group), and whether the API made it the default already.
 */
interface SectionTarget {
  readonly at: SiteAt;
  readonly id: string;
  readonly extra: SectionPatch;
  readonly alreadyDefault: boolean;
}

/** One per `via` of the section's rows (model/fields/section-fields.ts), in this order. */
const SENDERS: Senders<typeof SECTION_FIELDS, 'section', SectionTarget> = {
  patch: async (ctx, { at, id, extra }, fields) => {
    const body: SectionPatch = {
      ...bodyOf<SectionPatch>(SECTION_FIELDS, fields, PATCH_KEYS),
      ...extra,
    };
    if (!isEmpty(body)) await updateSection(ctx.client, at, id, body);
  },
  // one default section per site: setting it moves the flag, so `false` needs no call
  default: async (ctx, { at, id, alreadyDefault }, fields) => {
    if (fields.get('default') !== true || alreadyDefault) return;
    await updateSite(ctx.client, at.organization, at.siteId, { defaultSiteSection: id });
  },
};

const send = sendLoop(SENDERS);

interface FirstSpace {
  readonly address: string;
  readonly spaceId: string;
}

function firstSiteSpace(change: ChangeOf<'section'>, ctx: HandlerContext): FirstSpace {
  const child = firstSiteSpaceCreates(ctx.plannedCreates).get(change.address);
  // the section's own `space` is resolved: a space this run created has its id there
  const own = wireValue(changeNamed(change.fields, 'space')?.after);
  const spaceId =
    typeof own === 'string' ? own : wireValue(changeNamed(child?.fields, 'space')?.after);
  if (child === undefined || typeof spaceId !== 'string') {
    throw new DocformError(`${change.address}: a new section needs a site space to create it with`);
  }
  return { address: child.address, spaceId };
}

const firstCreates = new WeakMap<readonly Change[], Map<string, Change>>();

/**
 * The first site space create of each parent, indexed once per plan: a scan of the
 * plan per section create cost 2 s of CPU creating 2,000 sections (the apply benchmark).
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

function claimFirstSiteSpace(ctx: HandlerContext, first: FirstSpace, section: LiveSection): void {
  const match = section.spaces.find((s) => s.spaceId === first.spaceId);
  if (match !== undefined) ctx.claim(first.address, match.id, match.default);
}
