import { expect, it } from 'vitest';
import { GitBookAPIError } from '@gitbook/api';
import { ORG, SPACES, TOKENS } from '../../support/tokens.js';
import { adminClient } from './conformance-context.js';
import type { ConformanceContext } from './conformance-context.js';

/** Thrown error of a failing client call, or a failure of the test when it succeeds. */
async function rejection(call: () => Promise<unknown>): Promise<GitBookAPIError> {
  try {
    await call();
  } catch (error) {
    expect(error).toBeInstanceOf(GitBookAPIError);
    return error as GitBookAPIError;
  }
  throw new Error('expected the official client to throw');
}

/**
 * How the official client sees the emulator's errors and headers: it reads
 * `error.message` into `GitBookAPIError`, and 201s carry `Location`.
 */
export function clientErrorsScenario(ctx: ConformanceContext): void {
  it('surfaces a 404 as GitBookAPIError with the emulator message', async () => {
    const error = await rejection(() => adminClient(ctx).orgs.getSiteById(ORG, 'site_nope'));
    expect(error.code).toBe(404);
    expect(error.errorMessage).toBe('No matching site found');
  });

  it('surfaces a 400 naming the field', async () => {
    const error = await rejection(() =>
      adminClient(ctx).orgs.createOrganizationTeam(ORG, { title: '' }),
    );
    expect(error.code).toBe(400);
    expect(error.errorMessage).toContain('title');
  });

  it('surfaces 401 for an unknown token and 403 for a reader', async () => {
    const unknown = await rejection(() =>
      ctx.emulator().client('nope').orgs.listOrganizationsForAuthenticatedUser(),
    );
    expect(unknown.code).toBe(401);
    const reader = await rejection(() =>
      ctx.emulator().client(TOKENS.read).orgs.createSite(ORG, { title: 'Reader site' }),
    );
    expect(reader.code).toBe(403);
  });

  it('answers a create with Location, the URL of the new object', async () => {
    const api = adminClient(ctx);
    const site = await api.orgs.createSite(ORG, { title: 'Located' });
    ctx.recorder.check('createSite', site, 201);
    const location = site.headers.get('location');
    expect(location).toBe(`${ctx.emulator().url}/v1/orgs/${ORG}/sites/${site.data.id}`);
    const section = await api.orgs.addSectionToSite(ORG, site.data.id, {
      spaceId: SPACES.guides,
      title: 'Guides',
    });
    ctx.recorder.check('addSectionToSite', section, 201);
    expect(section.headers.get('location')).toContain(`/sections/${section.data.id}`);
  });
}
