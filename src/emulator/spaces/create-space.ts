import { orgForCaller } from '../access.js';
import { badRequest, forbidden } from '../api-error.js';
import { parentCollection } from '../collections/lookup.js';
import { optionalBoolean, optionalEnum, optionalString } from '../body.js';
import { onlyFields } from '../checks.js';
import type { Handler, Route } from '../handler.js';
import { LANGUAGES } from '../languages.js';
import { roleAtLeast } from '../roles.js';
import { optionalBody } from '../sites/request-reply.js';
import { ID_PREFIX } from '../sites/site-records.js';
import type { SpaceRecord } from '../world.js';
import { spaceView } from './view.js';

/** Title of a space created without one (the official body makes `title` optional). */
export const UNTITLED_SPACE = 'Untitled';

/**
 * The official `CreateSpace` fields. `template`, `computedSource` and `empty` choose the
 * first content; the emulator holds no content, so they are accepted and not kept. Any
 * other field is a 400 (the official schema lets any through: docs/api-differences.md).
 */
const FIELDS = [
  'title',
  'emoji',
  'parent',
  'language',
  'editMode',
  'template',
  'computedSource',
  'empty',
];

/**
 * POST /orgs/{organizationId}/spaces (createSpace): a member with at least the `create`
 * role makes a private space, `editMode` live unless sent, `defaultLevel: inherit`.
 * A `parent` must be a collection of the organization (400 otherwise); the space is put
 * in it. 201 with the `Space` and its API URL in `Location`.
 */
const createSpace: Handler = (ctx) => {
  const { org, member } = orgForCaller(ctx);
  if (!roleAtLeast(member.role, 'create')) {
    throw forbidden('You do not have permission to perform this action: create role required');
  }
  const body = optionalBody(ctx.body);
  onlyFields(body, FIELDS);
  const title = optionalString(body, 'title', { max: 50 });
  const emoji = optionalString(body, 'emoji', { min: 1, max: 50 });
  const language = optionalEnum(body, 'language', LANGUAGES);
  const editMode = optionalEnum(body, 'editMode', ['live', 'locked'] as const);
  const parent = optionalString(body, 'parent', { min: 1, max: 100 });
  if (parent !== undefined) parentCollection(ctx, org.id, parent);
  if (body.empty !== undefined && optionalBoolean(body, 'empty') !== true) {
    throw badRequest('Field "empty" must be true');
  }
  const now = ctx.now();
  const space: SpaceRecord = {
    organization: org.id,
    id: ctx.newId(ID_PREFIX.space),
    title: title ?? UNTITLED_SPACE,
    ...(parent !== undefined ? { parent } : {}),
    ...(emoji !== undefined ? { emoji } : {}),
    visibility: 'private',
    editMode: editMode ?? 'live',
    defaultLevel: 'inherit',
    ...(language !== undefined ? { language } : {}),
    mergeRules: { type: 'inherit' },
    createdAt: now,
    updatedAt: now,
  };
  ctx.world.spaces.push(space);
  return {
    status: 201,
    body: spaceView(ctx, space),
    headers: { location: `${ctx.origin}/v1/spaces/${space.id}` },
  };
};

export const createSpaceRoutes: Route[] = [
  { method: 'POST', pattern: '/orgs/:organizationId/spaces', handler: createSpace },
];
