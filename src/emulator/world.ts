import type { DocumentValue } from './document.js';

/**
 * The emulator's whole state: what `GET /_emulator/state` returns, what
 * `PUT /_emulator/state`, `--fixture` and `--state` load. Plain JSON, so a world
 * can be written by hand (docs/emulator.md documents it).
 *
 * Records hold what the server stores; handlers derive the response objects
 * (urls, counters, permissions) from them. Ordered children live in arrays whose
 * order is the order the API shows.
 */
export interface World {
  readonly format: 'docform-emulator-world';
  readonly version: 1;
  /** Counter behind generated ids, so ids are deterministic for a given history. */
  nextId: number;
  users: UserRecord[];
  /** Bearer token -> user id. */
  tokens: Record<string, string>;
  organizations: OrganizationRecord[];
  members: MemberRecord[];
  teams: TeamRecord[];
  /** Team and user grants on sites and spaces (absent in older files: none). */
  permissions: PermissionRecord[];
  saml: SamlRecord[];
  /** Collections (folders of spaces), in display order (absent from older state files: none). */
  collections: CollectionRecord[];
  spaces: SpaceRecord[];
  openapi: OpenApiRecord[];
  sites: SiteRecord[];
  /** Sections, section groups and external links of every site, in display order among siblings. */
  siteNodes: SiteNodeRecord[];
  /** Site spaces of every site, in display order among siblings (same section or root). */
  siteSpaces: SiteSpaceRecord[];
  /** Redirects of every site, oldest first (absent from older state files: empty). */
  siteRedirects: SiteRedirectRecord[];
  /** Share links of every site, oldest first (absent from older state files: empty). */
  siteShareLinks: SiteShareLinkRecord[];
  /** Git Sync installations on sites and spaces (absent from older state files: none). */
  gitSyncInstallations: GitSyncInstallationRecord[];
}

export type RoleValue = 'admin' | 'create' | 'review' | 'edit' | 'comment' | 'read';

export interface UserRecord {
  id: string;
  displayName: string;
  email: string;
  photoURL?: string;
}

export interface OrganizationRecord {
  id: string;
  title: string;
  createdAt: string;
  emailDomains: string[];
  hostname?: string;
  type: 'business' | 'community';
  plan: string;
  defaultRole?: RoleValue | null;
  defaultContent?: { type: 'site'; site: string } | null;
  logo?: string | null;
  sso?: boolean;
  ai?: boolean;
  inviteLinks: boolean;
  /** Each rule holds the fields of its official `MergeRule` variant only. */
  mergeRules: {
    type: 'rules' | 'none';
    rules?: { rule: string; users?: string[]; expression?: string; message?: string }[];
  };
  /** Docs agent instructions, once PUT; `updatedBy` is a user id. */
  agentInstructions?: { instructions: DocumentValue; updatedAt: string; updatedBy: string };
  /**
   * Test switch (docs/emulator.md): a member DELETE answers 202, "request sent to the
   * admins", and removes nobody.
   */
  memberRemovalNeedsApproval?: boolean;
}

export interface MemberRecord {
  organization: string;
  user: string;
  role: RoleValue | null;
  joinedAt: string;
  lastSeenAt?: string;
  disabled: boolean;
  sso: boolean;
}

export interface TeamRecord {
  organization: string;
  id: string;
  title: string;
  createdAt: string;
  members: { user: string; role: 'owner' | 'member' }[];
}

/**
 * A role granted on one site, space or collection to one team or one user (the official
 * `inviteToSite` / `inviteToSpace` / `inviteToCollection`). `null` is the guest role,
 * which sites take and spaces and collections refuse.
 */
export interface PermissionRecord {
  on: 'site' | 'space' | 'collection';
  /** Id of the site, space or collection. */
  target: string;
  subject: 'team' | 'user';
  /** Id of the team or user. */
  subjectId: string;
  role: RoleValue | null;
}

export interface SamlRecord {
  organization: string;
  id: string;
  label: string;
  ssoURL?: string;
  entityID?: string;
  certificate?: string;
  defaultTeam?: string | null;
  defaultRole?: RoleValue | null;
  createdAt: string;
}

/** A collection: a folder of spaces and collections (official `Collection`). */
export interface CollectionRecord {
  organization: string;
  id: string;
  title: string;
  description?: string;
  /** Id of the parent collection; absent at the root of the organization. */
  parent?: string;
  defaultLevel: RoleValue | 'inherit' | null;
  createdAt: string;
}

export interface SpaceRecord {
  organization: string;
  id: string;
  title: string;
  /** Id of the collection holding the space; absent at the root of the organization. */
  parent?: string;
  emoji?: string;
  icon?: string;
  visibility: 'public' | 'unlisted' | 'share-link' | 'visitor-auth' | 'in-collection' | 'private';
  editMode?: 'live' | 'locked';
  defaultLevel: RoleValue | 'inherit' | null;
  language?: string;
  mergeRules: { type: 'inherit' | 'rules' | 'none'; rules?: unknown[] };
  createdAt: string;
  updatedAt: string;
  deletedAt?: string;
}

export interface OpenApiRecord {
  organization: string;
  id: string;
  slug: string;
  source: { url: string } | { text: string };
  visibility?: 'private' | 'public';
  createdAt: string;
  updatedAt: string;
  /**
   * Oldest first; the last is `lastVersion`. `text` is the specification a version was
   * made from when its source was `{text}`; a `{url}` version keeps only its `url`.
   */
  versions: { id: string; createdAt: string; url: string; text?: string }[];
}

export interface SiteRecord {
  organization: string;
  id: string;
  title: string;
  type: string;
  visibility: 'public' | 'unlisted' | 'share-link' | 'visitor-auth';
  published: boolean;
  basename?: string;
  hostname?: string;
  /** The PATCH form, `domain/path`; the response shows `{origin, target}`. */
  proxy?: string | null;
  agentsContext: 'excluded' | 'included';
  adaptiveContent?: boolean;
  defaultLevel: RoleValue | 'inherit' | null;
  /** Id of the style-guide space (official `Site.styleguide`); null or absent: none. */
  styleguide?: string | null;
  createdAt: string;
  adaptiveSchema?: { jsonSchema: Record<string, unknown>; updatedAt: string } | null;
  /** The whole official `SiteCustomizationSettings` last PUT; absent: the defaults. */
  customization?: { settings: Record<string, unknown>; updatedAt: string };
  /** Visitor authentication settings (official `SitePublishingAuth`); absent: defaults. */
  publishingAuth?: PublishingAuthRecord;
}

export interface PublishingAuthRecord {
  backend: 'custom' | 'integration';
  /** The secret that signs visitor tokens; generated by the emulator. */
  privateKey: string;
  fallbackURL?: string;
  logoutURL?: string;
}

export interface SiteRedirectRecord {
  site: string;
  id: string;
  source: string;
  draft: boolean;
  captureWildcard: boolean;
  permanent: boolean;
  /** The official `SiteRedirectDestination` (a `path` input is stored resolved). */
  destination: RedirectDestination;
  createdAt: string;
  updatedAt?: string;
}

export type RedirectDestination =
  | { kind: 'site-section'; siteSectionId: string }
  | { kind: 'site-space'; siteSpaceId: string }
  | { kind: 'site-page'; siteSpaceId: string; pageId: string }
  | { kind: 'external'; url: string };

export interface SiteShareLinkRecord {
  site: string;
  id: string;
  name: string;
  active: boolean;
  /** The secret part of the share link's URL; generated by the emulator. */
  key: string;
  createdAt: string;
}

export interface SiteNodeRecord {
  site: string;
  id: string;
  /** `link`: an official `SiteExternalLink`, at the root or in a group, never in a section. */
  type: 'section' | 'group' | 'link';
  title: string;
  /** External links only: the absolute URL the link opens. */
  url?: string;
  /** Id of the containing group; null at the root of the site. */
  parent: string | null;
  icon?: string | null;
  draft: boolean;
  /** Overrides of the title per language (official `localizedTitle`). */
  localizedTitle?: Record<string, string>;
  /** Sections only. */
  localizedDescription?: Record<string, string>;
  description?: string | null;
  path?: string;
  condition?: string | null;
  default?: boolean;
}

export interface SiteSpaceRecord {
  site: string;
  id: string;
  space: string;
  /** Id of the owning section; null for a root site space of a site without sections. */
  section: string | null;
  path: string;
  title?: string;
  condition?: string | null;
  default: boolean;
  hidden: boolean;
  draft: boolean;
  /** Custom home page within the space (official `SiteSpace.pageId`). */
  pageId?: string | null;
  /** Overrides of the site's customization (official overrideSiteSpaceCustomizationById). */
  customization?: { override: Record<string, unknown>; updatedAt: string };
}

/**
 * A Git Sync installation (official `GitSyncInstallation`) on a site (its structure is
 * authored in Git, `gitbook-docs.yaml`) or a space (its content). A space installation
 * made under a site's (`target.siteId`) has that one as its parent.
 */
export interface GitSyncInstallationRecord {
  organization: string;
  id: string;
  provider: 'github' | 'gitlab';
  target: { type: 'site'; siteId: string } | { type: 'space'; spaceId: string; siteId?: string };
  parentInstallationId?: string;
  status: 'unauthenticated' | 'active' | 'pending';
  /** The provider's own settings (`repositoryId`/`projectId`, `branch`...), as PATCHed. */
  providerConfiguration: Record<string, unknown>;
  projectDirectory?: string;
  commitMessageTemplate?: string;
  previewExternalBranches?: boolean;
  agentInstructions?: ('agents' | 'claude')[];
  priority?: 'git' | 'gitbook';
  /** Full name of the repository, once one is connected (`owner/name`). */
  repository?: string;
  createdAt: string;
  createdBy: string;
  updatedAt: string;
}
