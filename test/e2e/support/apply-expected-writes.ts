/**
 * The writes a saved plan (`plan --out`, docs/plan-format.md) promises, as
 * `METHOD /path` with ids replaced by `:id`, to compare with the emulator's journal.
 *
 * Why a list of calls and not "one write per change": several changes need more than
 * one call, because the API splits what the plan holds in one change. These are the
 * documented cases (docs/apply.md, docs/plan-format.md), and nothing else is allowed:
 * - a create whose POST cannot carry every field: a site's settings other than title,
 *   type and visibility are a PATCH (adaptive schema and customization a PUT,
 *   visitor authentication a PATCH of its own, publishing a POST); a site space's
 *   customization override a PATCH of its own; a
 *   section's path, description and condition a PATCH; a spec's visibility a PATCH;
 * - `default: true` is a PATCH of the parent (defaultSiteSection / defaultSiteSpace),
 *   except on the first section of a new site and the first site space of a new
 *   section or site, which the API makes the default itself;
 * - the API creates a section with its first site space, so that site space's own
 *   create sends no POST (it only patches its settings);
 * - a section is created in a group by its create (`siteSectionGroupId`), and moved
 *   into or out of one by its PATCH (official; no call of its own);
 * - a create, replace or re-parenting update with a `position` is followed by a move,
 *   always the official `PATCH .../structure/sort` (the `/move` calls are deprecated);
 * - a move that also changes fields is the update's calls, then the move;
 * - a replace (a site space changing section) is a DELETE then a create;
 * - a team rename and a membership change are two calls (PATCH, bulk PUT members), and
 *   a new team's owners a bulk PUT after its create;
 * - the organization's agent instructions are a PUT of their own, beside the PATCH of
 *   its other settings;
 * - a site's or space's grants (`permissions`) are a call each: an invite (POST) for a
 *   new one, a PATCH for a changed role, a DELETE for a removed one; a site's share
 *   links too: a POST a name made, a DELETE a name dropped, a PATCH one switched.
 * Any write beyond these (a PATCH that changes nothing, a second POST of a site
 * space, a default set twice) makes the journal differ from this list.
 */

export interface PlannedField {
  readonly path: string;
  readonly before?: unknown;
  readonly after?: unknown;
}

export interface PlannedChange {
  readonly address: string;
  readonly kind: string;
  readonly action: 'create' | 'update' | 'move' | 'delete' | 'replace';
  readonly id?: string;
  readonly parent?: string;
  readonly position?: { readonly before?: string; readonly after?: string };
  readonly fields?: readonly PlannedField[];
}

const ORG = '/orgs/:id';
const SITE = `${ORG}/sites/:id`;
const SITE_PATCH = ['basename', 'agentsContext', 'proxy', 'defaultLevel', 'adaptiveContent'];
/** The collection fields its PATCH sends besides the title (a create sends the title itself). */
const COLLECTION_PATCH = ['description', 'defaultLevel'];
const SECTION_PATCH = ['path', 'description', 'condition'];
const SITE_SPACE_PATCH = ['path', 'condition', 'hidden'];

/** The segments of an address, quotes kept (`site.p.section."Section A"`). */
export function addressParts(address: string): string[] {
  return address.match(/"(?:[^"\\]|\\.)*"|[^.]+/g) ?? [];
}

function kindOf(address: string | undefined): string | undefined {
  if (address === undefined) return undefined;
  const parts = addressParts(address);
  return parts[parts.length - 2];
}

function siteOf(address: string): string {
  return addressParts(address).slice(0, 2).join('.');
}

/** A journal path in the list's form: no `/v1`, no query, ids as `:id`. */
export function normalizeWrite(method: string, path: string): string {
  const bare = (path.split('?')[0] ?? '').replace(/^\/v1/, '');
  const segments = bare.split('/').map((s) => (/^[a-z]+_[A-Za-z0-9_]+$/.test(s) ? ':id' : s));
  return `${method} ${segments.join('/')}`;
}

export function expectedWrites(changes: readonly PlannedChange[]): string[] {
  const created = new Set(
    changes.filter((c) => c.action === 'create' || c.action === 'replace').map((c) => c.address),
  );
  const firstChild = new Map<string, string>();
  for (const c of changes) {
    if (c.action !== 'create') continue;
    const key = c.kind === 'section' ? `section@${siteOf(c.address)}` : `space@${c.parent ?? '-'}`;
    if ((c.kind === 'section' || c.kind === 'site-space') && !firstChild.has(key)) {
      firstChild.set(key, c.address);
    }
  }
  // the first section of a new site, the first site space of a new section or site
  const autoDefault = (c: PlannedChange): boolean =>
    c.kind === 'section'
      ? created.has(siteOf(c.address)) &&
        firstChild.get(`section@${siteOf(c.address)}`) === c.address
      : c.parent !== undefined &&
        created.has(c.parent) &&
        firstChild.get(`space@${c.parent}`) === c.address;
  return changes.flatMap((c) => writesOf(c, autoDefault(c), created));
}

function fieldMap(change: PlannedChange): Map<string, unknown> {
  return new Map((change.fields ?? []).map((f) => [f.path, f.after ?? null]));
}

/** The grant calls of a site's or space's `permissions` change, on `base`. */
function grantWrites(c: PlannedChange, base: string): string[] {
  const field = c.fields?.find((f) => f.path === 'permissions');
  if (field === undefined) return [];
  const out: string[] = [];
  for (const [group, path] of [
    ['teams', 'teams'],
    ['members', 'users'],
  ] as const) {
    const held = grantsOf(field.before, group);
    const wanted = grantsOf(field.after, group);
    for (const [key, role] of Object.entries(wanted)) {
      if (role === null) {
        if (Object.hasOwn(held, key)) out.push(`DELETE ${base}/permissions/${path}/:id`);
      } else if (!Object.hasOwn(held, key)) out.push(`POST ${base}/permissions`);
      else if (held[key] !== role) out.push(`PATCH ${base}/permissions/${path}/:id`);
    }
  }
  return out;
}

/**
 * The share-link calls of a site's `shareLinks` change: a POST a name made, a DELETE a
 * name dropped, a PATCH a link whose `active` differs (a new link is made active, so one
 * declared `{ name, active: false }` is a POST and a PATCH).
 */
function shareLinkWrites(c: PlannedChange): string[] {
  const field = c.fields?.find((f) => f.path === 'shareLinks');
  if (field === undefined) return [];
  // name -> active: a bare name is an active link, `{ name, active: false }` one off
  const links = (value: unknown): Map<string, boolean> =>
    new Map(
      (Array.isArray(value) ? (value as unknown[]) : []).flatMap((l): [string, boolean][] =>
        typeof l === 'string'
          ? [[l, true]]
          : typeof l === 'object' && l !== null && 'name' in l
            ? [[String(l.name), false]]
            : [],
      ),
    );
  const held = links(field.before);
  const wanted = links(field.after);
  return [
    ...[...wanted.keys()].filter((n) => !held.has(n)).map(() => `POST ${SITE}/share-links`),
    ...[...held.keys()].filter((n) => !wanted.has(n)).map(() => `DELETE ${SITE}/share-links/:id`),
    ...[...wanted]
      .filter(([n, on]) => (held.get(n) ?? true) !== on)
      .map(() => `PATCH ${SITE}/share-links/:id`),
  ];
}

/** A non-empty list: a value a change sends. */
function listed(value: unknown): boolean {
  return Array.isArray(value) && value.length > 0;
}

function grantsOf(value: unknown, group: 'teams' | 'members'): Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return {};
  const held = (value as Record<string, unknown>)[group];
  return typeof held === 'object' && held !== null ? (held as Record<string, unknown>) : {};
}

function anyOf(fields: Map<string, unknown>, names: readonly string[]): boolean {
  return names.some((n) => fields.has(n));
}

function writesOf(c: PlannedChange, autoDefault: boolean, created: Set<string>): string[] {
  const f = fieldMap(c);
  const move = c.position === undefined ? [] : [moveOf()];
  const slug = addressParts(c.address)[1] ?? '';
  switch (`${c.kind}:${c.action}`) {
    case 'settings:update':
      // the agent instructions are a Document of their own, PUT whole
      return [
        ...([...f.keys()].some((k) => k !== 'agentInstructions') ? [`PATCH ${ORG}`] : []),
        ...(f.has('agentInstructions') ? [`PUT ${ORG}/agent-instructions`] : []),
      ];
    case 'member:update':
      return [`PATCH ${ORG}/members/:id`];
    case 'member:delete':
      return [`DELETE ${ORG}/members/:id`];
    // one call per invited email
    case 'member:invite':
      return [`POST ${ORG}/invites`];
    // members (by id) go in the create; owners' roles in one bulk PUT after it
    case 'team:create':
      return [
        `PUT ${ORG}/teams`,
        ...(listed(f.get('owners')) ? [`PUT ${ORG}/teams/:id/members`] : []),
      ];
    case 'team:update':
      return [
        ...(f.has('title') ? [`PATCH ${ORG}/teams/:id`] : []),
        ...(f.has('members') || f.has('owners') ? [`PUT ${ORG}/teams/:id/members`] : []),
      ];
    case 'team:delete':
      return [`DELETE ${ORG}/teams/:id`];
    case 'saml:create':
      return [`POST ${ORG}/saml`];
    case 'saml:update':
      return [`PATCH ${ORG}/saml/:id`];
    case 'saml:delete':
      return [`DELETE ${ORG}/saml/:id`];
    case 'openapi:create':
      // a new spec is private: only another visibility needs the PATCH
      return [
        `POST ${ORG}/openapi`,
        ...(f.has('visibility') && f.get('visibility') !== 'private' && f.get('visibility') !== null
          ? [`PATCH ${ORG}/openapi/${slug}`]
          : []),
      ];
    case 'openapi:update':
      return [
        ...(f.has('source') ? [`PUT ${ORG}/openapi/${slug}`] : []),
        ...(f.has('visibility') ? [`PATCH ${ORG}/openapi/${slug}`] : []),
      ];
    case 'openapi:delete':
      return [`DELETE ${ORG}/openapi/${slug}`];
    case 'space:create':
      // the create takes title, emoji, edit mode and language; the default level follows
      return [
        `POST ${ORG}/spaces`,
        ...(f.has('defaultLevel') ? ['PATCH /spaces/:id'] : []),
        ...grantWrites(c, '/spaces/:id'),
      ];
    case 'space:delete':
      return ['DELETE /spaces/:id'];
    case 'space:update':
      return [
        ...(anyOf(f, ['title', 'emoji', 'editMode', 'defaultLevel', 'language'])
          ? ['PATCH /spaces/:id']
          : []),
        ...(f.has('collection') ? ['POST /spaces/:id/move'] : []),
        ...grantWrites(c, '/spaces/:id'),
      ];
    case 'collection:create':
    case 'collection:update':
      // a create takes the title and parent; a new parent is a move
      return [
        ...(c.action === 'create' ? [`POST ${ORG}/collections`] : []),
        ...(anyOf(f, c.action === 'create' ? COLLECTION_PATCH : [...COLLECTION_PATCH, 'title'])
          ? ['PATCH /collections/:id']
          : []),
        ...(c.action === 'update' && f.has('parent') ? ['POST /collections/:id/move'] : []),
        ...grantWrites(c, '/collections/:id'),
      ];
    case 'collection:delete':
      return ['DELETE /collections/:id'];
    case 'site:create':
    case 'site:update':
      return [
        ...(c.action === 'create' ? [`POST ${ORG}/sites`] : []),
        ...(anyOf(f, c.action === 'create' ? SITE_PATCH : [...SITE_PATCH, 'title', 'visibility'])
          ? [`PATCH ${SITE}`]
          : []),
        ...(f.has('adaptiveSchema') && f.get('adaptiveSchema') !== null
          ? [`PUT ${SITE}/adaptive-schema`]
          : []),
        ...grantWrites(c, SITE),
        ...shareLinkWrites(c),
        ...(f.has('customization') ? [`PUT ${SITE}/customization`] : []),
        ...(f.has('visitorAuth') ? [`PATCH ${SITE}/publishing/auth`] : []),
        ...(f.has('published')
          ? [`POST ${SITE}/${f.get('published') ? 'publish' : 'unpublish'}`]
          : []),
      ];
    case 'site:delete':
      return [`DELETE ${SITE}`];
    case 'section:create':
    case 'section:update': {
      return [
        ...(c.action === 'create' ? [`POST ${SITE}/sections`] : []),
        ...(anyOf(
          f,
          c.action === 'create' ? SECTION_PATCH : [...SECTION_PATCH, 'title', 'icon', 'parent'],
        )
          ? [`PATCH ${SITE}/sections/:id`]
          : []),
        ...(f.get('default') === true && !autoDefault ? [`PATCH ${SITE}`] : []),
        ...move,
      ];
    }
    case 'section:delete':
      return [`DELETE ${SITE}/sections/:id`];
    case 'group:create':
      return [`POST ${SITE}/section-groups`, ...move];
    case 'group:update':
      return [`PATCH ${SITE}/section-groups/:id`, ...move];
    case 'group:delete':
      return [`DELETE ${SITE}/section-groups/:id`];
    case 'link:create':
      return [`POST ${SITE}/external-links`, ...move];
    case 'link:update':
      return [`PATCH ${SITE}/external-links/:id`, ...move];
    case 'link:delete':
      return [`DELETE ${SITE}/external-links/:id`];
    case 'site-space:create':
    case 'site-space:replace':
    case 'site-space:update': {
      const claimed =
        c.action === 'create' &&
        autoDefault &&
        kindOf(c.parent) === 'section' &&
        created.has(c.parent ?? '');
      const inSection = kindOf(c.parent) === 'section';
      return [
        ...(c.action === 'replace' ? [`DELETE ${SITE}/site-spaces/:id`] : []),
        ...(c.action !== 'update' && !claimed ? [`POST ${SITE}/site-spaces`] : []),
        ...(anyOf(f, SITE_SPACE_PATCH) ? [`PATCH ${SITE}/site-spaces/:id`] : []),
        ...(f.get('default') === true && !(autoDefault && c.action !== 'replace')
          ? [inSection ? `PATCH ${SITE}/sections/:id` : `PATCH ${SITE}`]
          : []),
        // an override set is a PATCH; one reset (no `after`), a DELETE
        ...(f.has('customization')
          ? [
              `${f.get('customization') === null ? 'DELETE' : 'PATCH'} ${SITE}/site-spaces/:id/customization`,
            ]
          : []),
        ...move,
      ];
    }
    case 'site-space:delete':
      return [`DELETE ${SITE}/site-spaces/:id`];
    case 'redirect:create':
      return [`POST ${SITE}/redirects`];
    case 'redirect:update':
      return [`PATCH ${SITE}/redirects/:id`];
    case 'redirect:delete':
      return [`DELETE ${SITE}/redirects/:id`];
    case 'section:move':
    case 'group:move':
    case 'link:move':
    case 'site-space:move': {
      const { position: _moved, ...fieldsOnly } = c;
      const update =
        (c.fields ?? []).length > 0
          ? writesOf({ ...fieldsOnly, action: 'update' }, false, created)
          : [];
      return [...update, moveOf()];
    }
    default:
      throw new Error(`no expected writes for ${c.kind} ${c.action} (${c.address})`);
  }
}

/** Every reorder, of a section, group or site space: the official structure sort. */
function moveOf(): string {
  return `PATCH ${SITE}/structure/sort`;
}
