import { HandApi } from '../e2e/support/drift-api.js';

/**
 * What the organization holds, read through the API as plain sorted strings without ids,
 * so that two orgs built by different histories compare equal when they hold the same
 * objects. `duplicates` lists every natural key held by more than one object.
 */
export interface LiveShape {
  readonly members: string[];
  readonly teams: string[];
  readonly saml: string[];
  readonly openapi: string[];
  readonly spaces: string[];
  readonly sites: string[];
  readonly duplicates: string[];
}

interface Item {
  id: string;
  [field: string]: unknown;
}
interface SiteSpace {
  path: string;
  hidden?: boolean;
  default?: boolean;
  space: { id: string };
}
interface Node {
  object: string;
  title: string;
  icon?: string;
  siteSpaces?: SiteSpace[];
  children?: Node[];
  sections?: Node[];
}

const ORG = '/orgs/org_acme';

export async function readShape(url: string): Promise<LiveShape> {
  const api = new HandApi(url);
  const duplicates: string[] = [];
  const keyed = (kind: string, keys: string[]): void => {
    const seen = new Set<string>();
    for (const key of keys) {
      if (seen.has(key)) duplicates.push(`${kind} ${key}`);
      seen.add(key);
    }
  };
  const members = await api.items<{ role: string; user: { email: string } }>(`${ORG}/members`);
  const teams = await api.items<Item>(`${ORG}/teams`);
  keyed(
    'team',
    teams.map((t) => String(t.title)),
  );
  const teamTitle = new Map(teams.map((t) => [t.id, String(t.title)]));
  const teamRows = await Promise.all(
    teams.map(async (t) => {
      const people = await api.items<{ organization: { user: { email: string } } }>(
        `${ORG}/teams/${t.id}/members`,
      );
      const emails = people.map((p) => p.organization.user.email).sort();
      return `${String(t.title)}: ${emails.join(', ')}`;
    }),
  );
  const saml = await api.items<Item>(`${ORG}/saml`);
  keyed(
    'saml',
    saml.map((s) => String(s.label)),
  );
  const openapi = await api.items<Item>(`${ORG}/openapi`);
  keyed(
    'openapi',
    openapi.map((s) => String(s.slug)),
  );
  const spaces = await api.items<Item>(`${ORG}/spaces`);
  const sites = await api.items<Item>(`${ORG}/sites`);
  keyed(
    'site',
    sites.map((s) => String(s.title)),
  );
  const siteRows = await Promise.all(sites.map((s) => siteRow(api, s, keyed)));
  return {
    members: members.map((m) => `${m.user.email} ${m.role}`).sort(),
    teams: teamRows.sort(),
    saml: saml.map((s) => `${String(s.label)} ${String(s.ssoURL)} ${defaultTeam(s, teamTitle)}`),
    openapi: openapi.map((s) => `${String(s.slug)} ${String(s.visibility)}`).sort(),
    spaces: spaces.map((s) => `${s.id} ${String(s.editMode)}`).sort(),
    sites: siteRows.sort(),
    duplicates,
  };
}

function defaultTeam(saml: Item, titles: Map<string, string>): string {
  const team = saml.defaultTeam as { id?: string } | null | undefined;
  return team?.id ? `team=${titles.get(team.id) ?? team.id}` : 'team=none';
}

/** One line per site: its settings and its ordered tree, sections, groups and site spaces. */
async function siteRow(
  api: HandApi,
  site: Item,
  keyed: (kind: string, keys: string[]) => void,
): Promise<string> {
  const path = `${ORG}/sites/${site.id}`;
  const tree = await api.call<{ structure: (Node | SiteSpace)[] }>('GET', `${path}/structure`);
  const title = String(site.title);
  let shown = 0;
  const render = (node: Node | SiteSpace, scope: string): string => {
    if (!('object' in node) || node.object === 'site-space') {
      shown += 1;
      return siteSpace(node as SiteSpace);
    }
    const children = node.children ?? node.sections ?? [];
    if (node.object === 'site-section-group') {
      keyed(`${title} group`, [`${scope}/${node.title}`]);
      return `${node.title}{${renderAll(children, `${scope}/${node.title}`)}}`;
    }
    const spaces = node.siteSpaces ?? [];
    keyed(
      `${title}/${node.title} site space`,
      spaces.map((s) => s.space.id),
    );
    shown += spaces.length;
    return `${node.title}${node.icon ? `(${node.icon})` : ''}[${spaces.map(siteSpace).join(' ')}]`;
  };
  const renderAll = (nodes: (Node | SiteSpace)[], scope: string): string => {
    const sections = nodes.filter((n): n is Node => 'object' in n && n.object === 'site-section');
    keyed(
      `${title} section`,
      sections.map((n) => `${scope}/${n.title}`),
    );
    return nodes.map((n) => render(n, scope)).join(' ');
  };
  const rendered = `${title} ${String(site.visibility)}: ${renderAll(tree.structure, '')}`;
  // A site space the tree does not show (an orphan) still counts: the flat list must agree.
  const flat = await api.items<Item>(`${path}/site-spaces`);
  if (flat.length !== shown) duplicatesOf(keyed, `${title} site spaces outside the tree`);
  return rendered;
}

function duplicatesOf(keyed: (kind: string, keys: string[]) => void, what: string): void {
  keyed(what, ['(count)', '(count)']);
}

function siteSpace(s: SiteSpace): string {
  const flags = `${s.default ? '*' : ''}${s.hidden ? '~' : ''}`;
  return `${s.path}=${s.space.id}${flags}`;
}
