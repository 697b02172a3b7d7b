import { fetchAs } from './fetch-as.js';
import { ORG, TOKENS } from './tokens.js';

/**
 * Git Sync installed by hand, as a person does in the app (it needs the provider's
 * OAuth, which docform never does): the official install operation on the emulator, as
 * the fixture's admin. Returns the installation's id.
 */
async function install(baseUrl: string, target: Record<string, string>): Promise<string> {
  const made = await fetchAs(baseUrl, TOKENS.admin, 'POST', '/v1/git/installations', {
    json: { provider: 'github', target },
  });
  if (made.status !== 201) throw new Error(`install Git Sync: ${made.status} ${made.text}`);
  return (made.body as { id: string }).id;
}

/** Installs Git Sync on the site titled `title`: Git Sync then drives its structure. */
export async function installGitSyncOnSite(baseUrl: string, title: string): Promise<string> {
  const sites = await fetchAs(baseUrl, TOKENS.admin, 'GET', `/v1/orgs/${ORG}/sites`);
  const items = (sites.body as { items: { id: string; title: string }[] }).items;
  const site = items.find((s) => s.title === title);
  if (site === undefined) throw new Error(`no site titled ${title}`);
  return install(baseUrl, { type: 'site', siteId: site.id });
}

/** Installs Git Sync on a space: its content then belongs to the repository. */
export async function installGitSyncOnSpace(baseUrl: string, spaceId: string): Promise<string> {
  return install(baseUrl, { type: 'space', spaceId });
}
