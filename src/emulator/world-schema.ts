import * as z from 'zod';
import { badRequest } from './api-error.js';
import { checkWorldReferences } from './world-references.js';
import type { World } from './world.js';

/*
 * The world format of world.ts as a schema, checked when a world is loaded from
 * `PUT /_emulator/state`, `--fixture` or `--state`. Unknown keys are kept (passthrough),
 * so a newer record field does not make an older file unreadable.
 */
const role = z.enum(['admin', 'create', 'review', 'edit', 'comment', 'read']);
const timestamp = z.string().min(1);
const id = z.string().min(1);

const user = z.looseObject({
  id,
  displayName: z.string(),
  email: z.string(),
  photoURL: z.string().optional(),
});

const organization = z.looseObject({
  id,
  title: z.string(),
  createdAt: timestamp,
  emailDomains: z.array(z.string()),
  hostname: z.string().optional(),
  type: z.enum(['business', 'community']),
  plan: z.string(),
  defaultRole: role.nullable().optional(),
  defaultContent: z
    .object({ type: z.literal('site'), site: z.string() })
    .nullable()
    .optional(),
  logo: z.string().nullable().optional(),
  sso: z.boolean().optional(),
  ai: z.boolean().optional(),
  inviteLinks: z.boolean(),
  mergeRules: z.looseObject({ type: z.enum(['rules', 'none']) }),
  agentInstructions: z
    .looseObject({
      // The document itself is checked by document.ts (world-references.ts).
      instructions: z.looseObject({ object: z.literal('document') }),
      updatedAt: timestamp,
      updatedBy: z.string(),
    })
    .optional(),
  memberRemovalNeedsApproval: z.boolean().optional(),
});

const member = z.looseObject({
  organization: id,
  user: id,
  role: role.nullable(),
  joinedAt: timestamp,
  lastSeenAt: timestamp.optional(),
  disabled: z.boolean(),
  sso: z.boolean(),
});

const team = z.looseObject({
  organization: id,
  id,
  title: z.string(),
  createdAt: timestamp,
  members: z.array(z.object({ user: id, role: z.enum(['owner', 'member']) })),
});

const permission = z.looseObject({
  on: z.enum(['site', 'space', 'collection']),
  target: id,
  subject: z.enum(['team', 'user']),
  subjectId: id,
  role: role.nullable(),
});

const saml = z.looseObject({
  organization: id,
  id,
  label: z.string(),
  ssoURL: z.string().optional(),
  entityID: z.string().optional(),
  certificate: z.string().optional(),
  defaultTeam: z.string().nullable().optional(),
  defaultRole: role.nullable().optional(),
  createdAt: timestamp,
});

const collection = z.looseObject({
  organization: id,
  id,
  title: z.string(),
  description: z.string().optional(),
  parent: id.optional(),
  defaultLevel: z.union([role, z.literal('inherit')]).nullable(),
  createdAt: timestamp,
});

const space = z.looseObject({
  organization: id,
  id,
  title: z.string(),
  parent: id.optional(),
  emoji: z.string().optional(),
  icon: z.string().optional(),
  visibility: z.enum([
    'public',
    'unlisted',
    'share-link',
    'visitor-auth',
    'in-collection',
    'private',
  ]),
  editMode: z.enum(['live', 'locked']).optional(),
  defaultLevel: z.union([role, z.literal('inherit')]).nullable(),
  language: z.string().optional(),
  mergeRules: z.looseObject({ type: z.enum(['inherit', 'rules', 'none']) }),
  createdAt: timestamp,
  updatedAt: timestamp,
  deletedAt: timestamp.optional(),
});

const openapi = z.looseObject({
  organization: id,
  id,
  slug: z.string().min(1),
  source: z.union([z.object({ url: z.string() }), z.object({ text: z.string() })]),
  visibility: z.enum(['private', 'public']).optional(),
  createdAt: timestamp,
  updatedAt: timestamp,
  versions: z.array(
    z.looseObject({ id, createdAt: timestamp, url: z.string(), text: z.string().optional() }),
  ),
});

const site = z.looseObject({
  organization: id,
  id,
  title: z.string(),
  type: z.string(),
  visibility: z.enum(['public', 'unlisted', 'share-link', 'visitor-auth']),
  published: z.boolean(),
  agentsContext: z.enum(['excluded', 'included']),
  defaultLevel: z.union([role, z.literal('inherit')]).nullable(),
  createdAt: timestamp,
  customization: z.looseObject({ settings: z.looseObject({}), updatedAt: timestamp }).optional(),
  publishingAuth: z
    .looseObject({
      backend: z.enum(['custom', 'integration']),
      privateKey: z.string().min(1),
      fallbackURL: z.string().optional(),
      logoutURL: z.string().optional(),
    })
    .optional(),
});

const siteNode = z.looseObject({
  site: id,
  id,
  type: z.enum(['section', 'group', 'link']),
  title: z.string(),
  url: z.string().optional(),
  parent: z.string().nullable(),
  draft: z.boolean(),
  localizedTitle: z.record(z.string(), z.string()).optional(),
  localizedDescription: z.record(z.string(), z.string()).optional(),
});

const siteSpace = z.looseObject({
  site: id,
  id,
  space: id,
  section: z.string().nullable(),
  path: z.string(),
  default: z.boolean(),
  hidden: z.boolean(),
  draft: z.boolean(),
  customization: z.looseObject({ override: z.looseObject({}), updatedAt: timestamp }).optional(),
});

const redirectDestination = z.discriminatedUnion('kind', [
  z.looseObject({ kind: z.literal('site-section'), siteSectionId: id }),
  z.looseObject({ kind: z.literal('site-space'), siteSpaceId: id }),
  z.looseObject({ kind: z.literal('site-page'), siteSpaceId: id, pageId: id }),
  z.looseObject({ kind: z.literal('external'), url: z.string() }),
]);

const siteRedirect = z.looseObject({
  site: id,
  id,
  source: z.string().min(1),
  draft: z.boolean(),
  captureWildcard: z.boolean(),
  permanent: z.boolean(),
  destination: redirectDestination,
  createdAt: timestamp,
  updatedAt: timestamp.optional(),
});

const siteShareLink = z.looseObject({
  site: id,
  id,
  name: z.string(),
  active: z.boolean(),
  key: z.string().min(1),
  createdAt: timestamp,
});

const gitSyncInstallation = z.looseObject({
  organization: id,
  id,
  provider: z.enum(['github', 'gitlab']),
  target: z.union([
    z.object({ type: z.literal('site'), siteId: id }),
    z.object({ type: z.literal('space'), spaceId: id, siteId: id.optional() }),
  ]),
  parentInstallationId: id.optional(),
  status: z.enum(['unauthenticated', 'active', 'pending']),
  providerConfiguration: z.record(z.string(), z.unknown()),
  projectDirectory: z.string().optional(),
  commitMessageTemplate: z.string().optional(),
  previewExternalBranches: z.boolean().optional(),
  agentInstructions: z.array(z.enum(['agents', 'claude'])).optional(),
  priority: z.enum(['git', 'gitbook']).optional(),
  repository: z.string().optional(),
  createdAt: timestamp,
  createdBy: id,
  updatedAt: timestamp,
});

const world = z.object({
  format: z.literal('docform-emulator-world'),
  version: z.literal(1),
  nextId: z.number().int().nonnegative(),
  users: z.array(user),
  tokens: z.record(z.string(), z.string()),
  organizations: z.array(organization),
  members: z.array(member),
  teams: z.array(team),
  // Absent in files written before grants existed: none.
  permissions: z.array(permission).default([]),
  saml: z.array(saml),
  // Absent from state files written before collections: none.
  collections: z.array(collection).default([]),
  spaces: z.array(space),
  openapi: z.array(openapi),
  sites: z.array(site),
  siteNodes: z.array(siteNode),
  siteSpaces: z.array(siteSpace),
  // Absent from state files written before sites had redirects and share links.
  siteRedirects: z.array(siteRedirect).default([]),
  siteShareLinks: z.array(siteShareLink).default([]),
  // Absent from state files written before Git Sync: none.
  gitSyncInstallations: z.array(gitSyncInstallation).default([]),
});

/**
 * The value as a World, or a 400 naming the first offending path: first its shape, then
 * its references (world-references.ts).
 */
export function parseWorld(value: unknown): World {
  const result = world.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue && issue.path.length > 0 ? issue.path.join('.') : '(root)';
    throw badRequest(`Invalid world at "${where}": ${issue?.message ?? 'unknown problem'}`);
  }
  const parsed = result.data as unknown as World;
  checkWorldReferences(parsed);
  return parsed;
}
