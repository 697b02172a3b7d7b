import { badRequest, notFound } from '../api-error.js';
import {
  nullableString,
  objectBody,
  optionalBoolean,
  optionalLocalized,
  optionalString,
} from '../body.js';
import type { Body } from '../body.js';
import { onlyFields, urlField } from '../checks.js';
import type { Handler, RequestContext, Route } from '../handler.js';
import { LANGUAGES } from '../languages.js';
import { findById } from '../record-index.js';
import type { SiteNodeRecord, SiteRecord } from '../world.js';
import { CONDITION, ICON, ID, SECTION_DESCRIPTION, SECTION_TITLE } from '../sites/bounds.js';
import { externalLinkView } from './view.js';
import { created, deleted, representation } from '../sites/request-reply.js';
import { findGroup, siteForWrite } from '../sites/site-lookup.js';
import { reorder, siteSpacesIn } from '../sites/site-tree.js';
import { siteApiUrl } from '../sites/site-view.js';

const LINKS = '/orgs/:organizationId/sites/:siteId/external-links';
const LINK = `${LINKS}/:siteExternalLinkId`;

const FIELDS = [
  'title',
  'localizedTitle',
  'description',
  'localizedDescription',
  'icon',
  'url',
  'parent',
  'draft',
  'condition',
];

/** Official 400 of addExternalLinkToSite. */
const SIMPLE_OR_BAD_PARENT = 'The site has a simple structure or the parent group is invalid';

/**
 * POST .../external-links: `title` and `url` required; `parent` puts the link last in a
 * group, else last at the root. External links need the sections structure: a site
 * whose site spaces sit at the root answers 400, as an unknown `parent` does. 201.
 */
const addLink: Handler = (ctx) => {
  const { site } = siteForWrite(ctx);
  const body = objectBody(ctx.body);
  onlyFields(body, FIELDS);
  const title = optionalString(body, 'title', SECTION_TITLE);
  const url = urlField(body, 'url');
  if (title === undefined) throw badRequest('Field "title" is required');
  if (url === undefined) throw badRequest('Field "url" is required');
  if (body.localizedTitle === null) throw badRequest('Field "localizedTitle" must be an object');
  const fields = readFields(body);
  const parentId = optionalString(body, 'parent', ID);
  const parent = parentId === undefined ? null : findGroup(ctx, site, parentId)?.id;
  if (parent === undefined || siteSpacesIn(ctx.world, site.id, null).length > 0) {
    throw badRequest(SIMPLE_OR_BAD_PARENT);
  }
  const link: SiteNodeRecord = {
    site: site.id,
    id: ctx.newId('sitel'),
    type: 'link',
    title,
    url,
    parent,
    draft: fields.draft ?? false,
  };
  assign(link, fields);
  ctx.world.siteNodes.push(link);
  return created(externalLinkView(link), `${siteApiUrl(ctx, site)}/external-links/${link.id}`);
};

/**
 * PATCH .../external-links/{id}: every field optional; `null` removes `localizedTitle`,
 * `description`, `localizedDescription`, `icon` and `condition`. `parent` (a group id,
 * or null for the root) moves the link last among its new siblings.
 */
const updateLink: Handler = (ctx) => {
  const { site } = siteForWrite(ctx);
  const link = linkOr404(ctx, site);
  const body = objectBody(ctx.body);
  onlyFields(body, FIELDS);
  const title = optionalString(body, 'title', SECTION_TITLE);
  const url = urlField(body, 'url');
  const fields = readFields(body);
  const parentId = nullableString(body, 'parent', ID);
  const parent =
    typeof parentId === 'string'
      ? findGroup(ctx, site, parentId)?.id
      : parentId === null
        ? null
        : link.parent;
  if (parent === undefined) throw badRequest('The parent group or destination URL is invalid');
  if (title !== undefined) link.title = title;
  if (url !== undefined) link.url = url;
  if (body.localizedTitle === null) delete link.localizedTitle;
  assign(link, fields);
  if (parent !== link.parent) {
    link.parent = parent;
    reorder(ctx.world.siteNodes, link, 'end');
  }
  return representation(ctx, externalLinkView(link));
};

/** DELETE .../external-links/{id}: 205 deleted, 204 when there was no such link. */
const deleteLink: Handler = (ctx) => {
  const { site } = siteForWrite(ctx);
  const link = findLink(ctx, site);
  if (!link) return deleted(false);
  const nodes = ctx.world.siteNodes;
  nodes.splice(nodes.indexOf(link), 1);
  return deleted(true);
};

interface LinkFields {
  readonly localizedTitle?: Record<string, string>;
  readonly description?: string | null;
  readonly localizedDescription?: Record<string, string> | null;
  readonly icon?: string | null;
  readonly draft?: boolean;
  readonly condition?: string | null;
}

/** The optional fields shared by create and update, checked before anything changes. */
function readFields(body: Body): LinkFields {
  const localizedTitle =
    body.localizedTitle === null
      ? undefined
      : optionalLocalized(body, 'localizedTitle', LANGUAGES, 128);
  const localizedDescription =
    body.localizedDescription === null
      ? null
      : optionalLocalized(body, 'localizedDescription', LANGUAGES, 256);
  return {
    localizedTitle,
    description: nullableString(body, 'description', SECTION_DESCRIPTION),
    localizedDescription,
    icon: nullableString(body, 'icon', ICON),
    draft: optionalBoolean(body, 'draft'),
    condition: nullableString(body, 'condition', CONDITION),
  };
}

/** Stores what was sent; null removes the field. */
function assign(link: SiteNodeRecord, fields: LinkFields): void {
  if (fields.localizedTitle !== undefined) link.localizedTitle = fields.localizedTitle;
  if (fields.description === null) delete link.description;
  else if (fields.description !== undefined) link.description = fields.description;
  if (fields.localizedDescription === null) delete link.localizedDescription;
  else if (fields.localizedDescription !== undefined) {
    link.localizedDescription = fields.localizedDescription;
  }
  if (fields.icon === null) delete link.icon;
  else if (fields.icon !== undefined) link.icon = fields.icon;
  if (fields.draft !== undefined) link.draft = fields.draft;
  if (fields.condition === null) delete link.condition;
  else if (fields.condition !== undefined) link.condition = fields.condition;
}

function findLink(ctx: RequestContext, site: SiteRecord): SiteNodeRecord | undefined {
  const id = ctx.params.siteExternalLinkId;
  if (id === undefined) return undefined;
  const node = findById(ctx.world.siteNodes, id);
  return node?.site === site.id && node.type === 'link' ? node : undefined;
}

function linkOr404(ctx: RequestContext, site: SiteRecord): SiteNodeRecord {
  const link = findLink(ctx, site);
  if (!link) throw notFound('Site or external link not found');
  return link;
}

/** External links of a site's structure (official, absent from the seed). */
export const externalLinkRoutes: Route[] = [
  { method: 'POST', pattern: LINKS, handler: addLink },
  { method: 'PATCH', pattern: LINK, handler: updateLink },
  { method: 'DELETE', pattern: LINK, handler: deleteLink },
];
