import { badRequest } from '../api-error.js';
import { objectBody } from '../body.js';
import { onlyFields } from '../checks.js';

const BRANCH = /^refs\/heads\/.+$/;

/**
 * A PATCH's `providerConfiguration`, checked by provider (official
 * `GitSyncInstallationSetupGitHub` / `...GitLab`): every key optional, `branch` a
 * `refs/heads/...` ref. A GitLab access token is taken and never answered (view.ts).
 */
export function providerConfiguration(
  provider: 'github' | 'gitlab',
  value: unknown,
): Record<string, unknown> {
  const body = objectBody(value);
  const field = (name: string) => `Field "providerConfiguration.${name}"`;
  const id = provider === 'github' ? 'repositoryId' : 'projectId';
  onlyFields(
    body,
    provider === 'github' ? [id, 'branch'] : [id, 'branch', 'accessToken', 'customInstanceURL'],
  );
  if (body[id] !== undefined && typeof body[id] !== 'number') {
    throw badRequest(`${field(id)} must be a number`);
  }
  const branch = body.branch;
  if (branch !== undefined && (typeof branch !== 'string' || !BRANCH.test(branch))) {
    throw badRequest(`${field('branch')} must be a branch ref (refs/heads/...)`);
  }
  if (body.accessToken !== undefined && typeof body.accessToken !== 'string') {
    throw badRequest(`${field('accessToken')} must be a string`);
  }
  const url = body.customInstanceURL;
  if (url !== undefined && url !== null && typeof url !== 'string') {
    throw badRequest(`${field('customInstanceURL')} must be a string or null`);
  }
  return body;
}
