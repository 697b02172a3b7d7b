import { expect } from 'vitest';
import type { TestEmulator } from '../../support/start-test-emulator.js';
import { TOKENS } from '../../support/tokens.js';

/**
 * A site Docs with two sections, Alpha then Beta, made before the apply; their ids. The
 * journal is cleared after, so it holds only what the apply sends.
 */
export async function twoSections(
  emulator: TestEmulator,
): Promise<{ siteId: string; alpha: string; beta: string }> {
  const { id: siteId } = await emulator.admin('POST', '/orgs/org_acme/sites', { title: 'Docs' });
  for (const [title, spaceId] of [
    ['Alpha', 'spc_guides'],
    ['Beta', 'spc_api'],
  ]) {
    const path = `/orgs/org_acme/sites/${siteId}/sections`;
    const res = await emulator.v1(TOKENS.admin, 'POST', path, { json: { title, spaceId } });
    expect(res.status, res.text).toBe(201);
  }
  const [alpha, beta] = emulator
    .world()
    .siteNodes.filter((n) => n.site === siteId)
    .map((n) => n.id) as [string, string];
  await emulator.clearJournal();
  return { siteId, alpha, beta };
}
