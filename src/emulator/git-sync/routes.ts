import { badRequest, conflict, forbidden, notFound } from '../api-error.js';
import { objectBody, optionalBoolean, optionalEnum, optionalString, type Body } from '../body.js';
import { onlyFields } from '../checks.js';
import type { Handler, RequestContext, Route } from '../handler.js';
import { callerRole, roleAtLeast } from '../roles.js';
import { siteForRead } from '../sites/site-lookup.js';
import { spaceForCaller } from '../spaces/lookup.js';
import type { GitSyncInstallationRecord } from '../world.js';
import { providerConfiguration } from './provider-configuration.js';
import { INHERITED, gitInfoView, installationView } from './view.js';

const PROVIDERS = ['github', 'gitlab'] as const;
const PRIORITIES = ['git', 'gitbook'] as const;
const AGENT_FILES = ['agents', 'claude'] as const;
const INSTALLATION = '/git/installations/:installationId';
const NO_INSTALLATION = 'No matching Git Sync installation found';

/** Only admins of the target's organization install, change or remove Git Sync. */
function requireAdmin(ctx: RequestContext, organization: string): void {
  const role = callerRole(ctx, organization);
  if (role === undefined) throw notFound(NO_INSTALLATION);
  if (!roleAtLeast(role, 'admin')) {
    throw forbidden('You do not have permission to perform this action: admin role required');
  }
}

/** The installation of `:installationId` in an organization the caller belongs to, else 404. */
function installationOf(ctx: RequestContext): GitSyncInstallationRecord {
  const found = ctx.world.gitSyncInstallations.find((i) => i.id === ctx.params.installationId);
  if (!found || callerRole(ctx, found.organization) === undefined) throw notFound(NO_INSTALLATION);
  return found;
}

/** The site installation of `siteId`, if any. */
function siteInstallation(ctx: RequestContext, siteId: string) {
  return ctx.world.gitSyncInstallations.find(
    (i) => i.target.type === 'site' && i.target.siteId === siteId,
  );
}

/**
 * The target of an install (official `GitSyncInstallationTarget`): a site, or a space
 * (under a site's installation when `siteId` is given), each in an organization the
 * caller administers; 404 for one it cannot see, 409 for one already installed.
 */
function targetOf(ctx: RequestContext, body: Body) {
  const target = objectBody(body.target);
  const type = optionalEnum(target, 'type', ['site', 'space'] as const);
  if (type === undefined) throw badRequest('Field "target.type" is required');
  onlyFields(target, type === 'site' ? ['type', 'siteId'] : ['type', 'spaceId', 'siteId']);
  const siteId = optionalString(target, 'siteId');
  const site = ctx.world.sites.find((s) => s.id === siteId);
  if (type === 'site') {
    if (site === undefined || callerRole(ctx, site.organization) === undefined) {
      throw notFound('No matching site found');
    }
    if (siteInstallation(ctx, site.id)) throw conflict('Git Sync is already set up on the site');
    return { organization: site.organization, target: { type, siteId: site.id } } as const;
  }
  const spaceId = optionalString(target, 'spaceId');
  const space = ctx.world.spaces.find((s) => s.id === spaceId && !s.deletedAt);
  if (space === undefined || callerRole(ctx, space.organization) === undefined) {
    throw notFound('No matching Space found for given ID');
  }
  if (
    ctx.world.gitSyncInstallations.some(
      (i) => 'spaceId' in i.target && i.target.spaceId === space.id,
    )
  ) {
    throw conflict('Git Sync is already set up on the space');
  }
  if (siteId === undefined)
    return { organization: space.organization, target: { type, spaceId: space.id } } as const;
  const parent = site === undefined ? undefined : siteInstallation(ctx, site.id);
  if (site === undefined || parent === undefined || site.organization !== space.organization) {
    throw notFound('No matching site Git Sync installation found');
  }
  return {
    organization: space.organization,
    target: { type, spaceId: space.id, siteId: site.id },
    parentInstallationId: parent.id,
  } as const;
}

/** POST /git/installations: 201, pending until the provider's OAuth connects a repository. */
const install: Handler = (ctx) => {
  const body = objectBody(ctx.body);
  onlyFields(body, ['provider', 'target']);
  const provider = optionalEnum(body, 'provider', PROVIDERS);
  if (provider === undefined) throw badRequest('Field "provider" is required');
  if (body.target === undefined) throw badRequest('Field "target" is required');
  const { organization, target, ...parent } = targetOf(ctx, body);
  requireAdmin(ctx, organization);
  const now = ctx.now();
  const record: GitSyncInstallationRecord = {
    organization,
    id: ctx.newId('gsi'),
    provider,
    target: { ...target },
    ...parent,
    status: 'pending',
    providerConfiguration: {},
    createdAt: now,
    createdBy: ctx.userId,
    updatedAt: now,
  };
  ctx.world.gitSyncInstallations.push(record);
  return { status: 201, body: installationView(ctx, record) };
};

const getInstallation: Handler = (ctx) => ({
  status: 200,
  body: installationView(ctx, installationOf(ctx)),
});

/**
 * PATCH /git/installations/{id} (official `GitSyncInstallationSetup` and
 * `childInstallationProjectDirectories`): `provider` (the installation's own) and
 * `providerConfiguration` are required; a setting absent is kept. A space installation
 * under a site's inherits `previewExternalBranches` and `agentInstructions` and refuses
 * them.
 */
const updateInstallation: Handler = (ctx) => {
  const record = installationOf(ctx);
  requireAdmin(ctx, record.organization);
  const body = objectBody(ctx.body);
  onlyFields(body, [
    'provider',
    'providerConfiguration',
    'projectDirectory',
    'commitMessageTemplate',
    'previewExternalBranches',
    'agentInstructions',
    'priority',
    'childInstallationProjectDirectories',
  ]);
  const provider = optionalEnum(body, 'provider', PROVIDERS);
  if (provider === undefined) throw badRequest('Field "provider" is required');
  if (provider !== record.provider) {
    throw badRequest(`Field "provider" must be ${record.provider}, the installation's provider`);
  }
  if (body.providerConfiguration === undefined) {
    throw badRequest('Field "providerConfiguration" is required');
  }
  const configuration = providerConfiguration(provider, body.providerConfiguration);
  const children = childDirectories(ctx, record, body.childInstallationProjectDirectories);
  const settings = commonSettings(body, record);
  Object.assign(record.providerConfiguration, configuration);
  Object.assign(record, settings);
  for (const [child, directory] of children) child.projectDirectory = directory;
  record.updatedAt = ctx.now();
  return { status: 200, body: installationView(ctx, record) };
};

/** The common settings of the body that are present, checked. */
function commonSettings(body: Body, record: GitSyncInstallationRecord) {
  if (record.parentInstallationId !== undefined) {
    for (const field of INHERITED) {
      if (body[field] !== undefined) {
        throw badRequest(
          `Field "${field}" is inherited from the parent installation and cannot be set`,
        );
      }
    }
  }
  const agentInstructions = body.agentInstructions;
  if (
    agentInstructions !== undefined &&
    (!Array.isArray(agentInstructions) ||
      !agentInstructions.every((a) => (AGENT_FILES as readonly unknown[]).includes(a)))
  ) {
    throw badRequest(`Field "agentInstructions" must be an array of ${AGENT_FILES.join(', ')}`);
  }
  const values = {
    projectDirectory: optionalString(body, 'projectDirectory'),
    commitMessageTemplate: optionalString(body, 'commitMessageTemplate'),
    previewExternalBranches: optionalBoolean(body, 'previewExternalBranches'),
    agentInstructions: agentInstructions as GitSyncInstallationRecord['agentInstructions'],
    priority: optionalEnum(body, 'priority', PRIORITIES),
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
}

/** `childInstallationProjectDirectories`: ids of this site installation's children. */
function childDirectories(
  ctx: RequestContext,
  record: GitSyncInstallationRecord,
  value: unknown,
): [GitSyncInstallationRecord, string][] {
  if (value === undefined) return [];
  const field = 'childInstallationProjectDirectories';
  if (record.target.type !== 'site') {
    throw badRequest(`Field "${field}" applies to a site installation only`);
  }
  const map = objectBody(value);
  return Object.entries(map).map(([id, directory]) => {
    const child = ctx.world.gitSyncInstallations.find(
      (i) => i.id === id && i.parentInstallationId === record.id,
    );
    if (child === undefined) throw badRequest(`Field "${field}": no child installation "${id}"`);
    if (typeof directory !== 'string') throw badRequest(`Field "${field}.${id}" must be a string`);
    return [child, directory];
  });
}

/** DELETE /git/installations/{id}: 205; a site installation takes its children with it. */
const uninstall: Handler = (ctx) => {
  const record = installationOf(ctx);
  requireAdmin(ctx, record.organization);
  ctx.world.gitSyncInstallations = ctx.world.gitSyncInstallations.filter(
    (i) => i.id !== record.id && i.parentInstallationId !== record.id,
  );
  return { status: 205 };
};

/**
 * GET .../sites/{siteId}/spaces/git/installations: the site's installation, then those
 * of its spaces (under it, or on a space the site shows).
 */
const listSiteInstallations: Handler = (ctx) => {
  const { site } = siteForRead(ctx);
  const shown = new Set(ctx.world.siteSpaces.filter((s) => s.site === site.id).map((s) => s.space));
  const all = ctx.world.gitSyncInstallations;
  const own = all.filter((i) => i.target.type === 'site' && i.target.siteId === site.id);
  const spaces = all.filter(
    (i) =>
      i.target.type === 'space' && (i.target.siteId === site.id || shown.has(i.target.spaceId)),
  );
  return { status: 200, body: { items: [...own, ...spaces].map((i) => installationView(ctx, i)) } };
};

/** GET /spaces/{spaceId}/git/info: the space's Git Sync state; 404 when none is set up. */
const spaceGitInfo: Handler = (ctx) => {
  const space = spaceForCaller(ctx);
  if (space.deletedAt) throw notFound('No matching Space found for given ID');
  const found = ctx.world.gitSyncInstallations.find(
    (i) => i.target.type === 'space' && i.target.spaceId === space.id,
  );
  if (!found) throw notFound('No Git provider currently set up on the space');
  return { status: 200, body: gitInfoView(found) };
};

/** Git Sync installations (official tags `git` and `space-git`). */
export const gitSyncRoutes: Route[] = [
  { method: 'POST', pattern: '/git/installations', handler: install },
  { method: 'GET', pattern: INSTALLATION, handler: getInstallation },
  { method: 'PATCH', pattern: INSTALLATION, handler: updateInstallation },
  { method: 'DELETE', pattern: INSTALLATION, handler: uninstall },
  {
    method: 'GET',
    pattern: '/orgs/:organizationId/sites/:siteId/spaces/git/installations',
    handler: listSiteInstallations,
  },
  { method: 'GET', pattern: '/spaces/:spaceId/git/info', handler: spaceGitInfo },
];
