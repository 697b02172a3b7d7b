import { objectBody, requiredString } from '../../body.js';
import type { Handler } from '../../route.js';
import { ID } from '../model/bounds.js';
import { groupOr404, siteForWrite } from '../model/lookup.js';
import { sectionRef } from '../model/references.js';
import { reorder } from '../model/reorder.js';
import { created } from '../model/reply.js';
import { groupView } from '../views/node-view.js';
import { siteApiUrl } from '../views/urls.js';

/**
 * POST .../section-groups/{siteSectionGroupId}/sections `{sectionId}`: the seed's way
 * to put a section in a group (absent from the official spec, which uses
 * `siteSectionGroupId` on the section). The section goes last in the group; 201 with
 * the group.
 */
export const addSectionToGroup: Handler = (ctx) => {
  const { site } = siteForWrite(ctx);
  const group = groupOr404(ctx, site);
  const section = sectionRef(
    ctx,
    site,
    'sectionId',
    requiredString(objectBody(ctx.body), 'sectionId', ID),
  );
  section.parent = group.id;
  reorder(ctx.world.siteNodes, section, 'end');
  return created(
    groupView(ctx, site, group),
    `${siteApiUrl(ctx, site)}/section-groups/${group.id}`,
  );
};
