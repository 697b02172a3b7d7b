import { orgForCaller } from '../access.js';
import { badRequest, conflict, forbidden, notFound } from '../api-error.js';
import { objectBody, optionalEnum, optionalString } from '../body.js';
import type { Body } from '../body.js';
import { onlyFields, ROLES, urlField } from '../checks.js';
import { paginate } from '../paginate.js';
import { callerRole, roleAtLeast } from '../roles.js';
import type { Reply, RequestContext, Route } from '../handler.js';
import type { SpaceRecord } from '../world.js';
import { LANGUAGES } from '../languages.js';
import { removeSiteSpacesOf } from './site-space-removal.js';
import { spaceForCaller } from './lookup.js';
import { spaceView } from './view.js';

const FIELDS = ['editMode', 'title', 'defaultLevel', 'language', 'mergeRules', 'emoji', 'icon'];

/** Spaces: get, patch, delete, restore, list in an organization (seed "Spaces"). */
export const spaceRoutes: Route[] = [
  { method: 'GET', pattern: '/orgs/:organizationId/spaces', handler: listSpaces },
  { method: 'GET', pattern: '/spaces/:spaceId', handler: getSpace },
  { method: 'PATCH', pattern: '/spaces/:spaceId', handler: patchSpace },
  { method: 'DELETE', pattern: '/spaces/:spaceId', handler: deleteSpace },
  { method: 'POST', pattern: '/spaces/:spaceId/restore', handler: restoreSpace },
];

function listSpaces(ctx: RequestContext): Reply {
  const { org } = orgForCaller(ctx);
  const spaces = ctx.world.spaces.filter((s) => s.organization === org.id && !s.deletedAt);
  const page = paginate(spaces, ctx.query);
  const role = callerRole(ctx, org.id);
  return { status: 200, body: { ...page, items: page.items.map((s) => spaceView(ctx, s, role)) } };
}

/** A deleted space is not found by GET or PATCH; only restore sees it. */
function liveSpace(ctx: RequestContext): SpaceRecord {
  const space = spaceForCaller(ctx);
  if (space.deletedAt) throw notFound('No matching Space found for given ID');
  return space;
}

/** Space settings need the admin role in the owning organization. */
function requireSpaceAdmin(ctx: RequestContext, space: SpaceRecord): void {
  if (!roleAtLeast(callerRole(ctx, space.organization), 'admin')) {
    throw forbidden('You do not have permission to perform this action: admin role required');
  }
}

function getSpace(ctx: RequestContext): Reply {
  return { status: 200, body: spaceView(ctx, liveSpace(ctx)) };
}

function patchSpace(ctx: RequestContext): Reply {
  const space = liveSpace(ctx);
  requireSpaceAdmin(ctx, space);
  const body = objectBody(ctx.body);
  onlyFields(body, FIELDS);
  const title = optionalString(body, 'title', { max: 50 });
  const editMode = optionalEnum(body, 'editMode', ['live', 'locked'] as const);
  const level = defaultLevel(body);
  const language = optionalEnum(body, 'language', LANGUAGES);
  const rules = body.mergeRules === undefined ? undefined : mergeRules(body.mergeRules);
  applyIcon(space, body);
  if (title !== undefined) space.title = title;
  if (editMode !== undefined) space.editMode = editMode;
  if (level !== undefined) space.defaultLevel = level;
  if (language !== undefined) space.language = language;
  if (rules !== undefined) space.mergeRules = rules;
  space.updatedAt = ctx.now();
  return { status: 200, body: spaceView(ctx, space) };
}

function defaultLevel(body: Body): SpaceRecord['defaultLevel'] | undefined {
  if (body.defaultLevel === null) return null;
  return optionalEnum(body, 'defaultLevel', [...ROLES, 'inherit'] as const);
}

/** `MergeRulesSpaceConfiguration`: `{type: inherit|none}` or `{type: rules, rules: [...]}`. */
function mergeRules(value: unknown): SpaceRecord['mergeRules'] {
  const rules = objectBody(value);
  if (rules.type === 'inherit' || rules.type === 'none') return { type: rules.type };
  if (rules.type === 'rules' && Array.isArray(rules.rules)) {
    return { type: 'rules', rules: rules.rules as unknown[] };
  }
  throw badRequest(
    'Field "mergeRules" must be {"type": "inherit"|"none"} or {"type": "rules", "rules": [...]}',
  );
}

/**
 * The official oneOf: `{emoji}`, `{icon}`, or nulls to remove both; an emoji and an icon
 * together are refused.
 */
function applyIcon(space: SpaceRecord, body: Body): void {
  const emoji = body.emoji === null ? null : optionalString(body, 'emoji', { min: 1, max: 50 });
  const icon = body.icon === null ? null : urlField(body, 'icon');
  if (typeof emoji === 'string' && typeof icon === 'string') {
    throw badRequest('Fields "emoji" and "icon" cannot both be set');
  }
  if (typeof emoji === 'string') {
    space.emoji = emoji;
    delete space.icon;
  } else if (typeof icon === 'string') {
    space.icon = icon;
    delete space.emoji;
  } else {
    if (emoji === null) delete space.emoji;
    if (icon === null) delete space.icon;
  }
}

/**
 * 205 when moved to the trash, 204 when unknown or already deleted
 * (docs/api-differences.md, row 42). Sites stop publishing it: its site spaces go
 * (site-space-removal.ts).
 */
function deleteSpace(ctx: RequestContext): Reply {
  const space = ctx.world.spaces.find((s) => s.id === ctx.params.spaceId);
  const member =
    space &&
    ctx.world.members.some((m) => m.organization === space.organization && m.user === ctx.userId);
  if (!space || !member || space.deletedAt) return { status: 204 };
  requireSpaceAdmin(ctx, space);
  space.deletedAt = ctx.now();
  space.updatedAt = space.deletedAt;
  removeSiteSpacesOf(ctx.world, space.id);
  return { status: 205 };
}

/**
 * Only within 7 days of the delete (after that spaceForCaller answers 404); a space that
 * is not deleted is a 409.
 */
function restoreSpace(ctx: RequestContext): Reply {
  const space = spaceForCaller(ctx);
  requireSpaceAdmin(ctx, space);
  if (!space.deletedAt) throw conflict('Space is not deleted');
  delete space.deletedAt;
  space.updatedAt = ctx.now();
  return { status: 200, body: spaceView(ctx, space) };
}
