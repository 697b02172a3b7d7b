import { describe, expect, it } from 'vitest';
import { v1Routes } from '../../src/emulator/v1-routes.js';
import { findOperation } from '../support/official-operations.js';
import { COLLECTION_OPERATIONS } from './collection-operations.js';
import { GIT_SYNC_OPERATIONS } from './git-sync-operations.js';

/**
 * The seed's operations the emulator also serves though the official spec has none
 * (docs/api-differences.md, row 29: adding a section to a group).
 */
const SEED_ONLY = [
  'POST /orgs/{organizationId}/sites/{siteId}/section-groups/{siteSectionGroupId}/sections',
];

/** Each route of the emulator as the official path template, e.g. `/collections/{collectionId}`. */
const all = v1Routes().map((r) => ({
  method: r.method,
  template: r.pattern.replace(/:(\w+)/g, '{$1}'),
}));
const served = all.filter((r) => !SEED_ONLY.includes(`${r.method} ${r.template}`));

describe('the routes the emulator serves under /v1', () => {
  it.each(served)('$method $template is an official operation at that method and path', (r) => {
    const op = findOperation(r.method, r.template);
    expect(typeof op === 'string' ? op : op.template).toBe(r.template);
  });

  it('leave out only seed operations the official spec lacks', () => {
    const left = all.filter((r) => !served.includes(r));
    expect(left.map((r) => `${r.method} ${r.template}`)).toEqual(SEED_ONLY);
    for (const r of left) expect(typeof findOperation(r.method, r.template)).toBe('string');
  });

  it('include every collection operation of the official spec', () => {
    const ids = served.map((r) => {
      const op = findOperation(r.method, r.template);
      return typeof op === 'string' ? op : op.id;
    });
    expect(ids).toEqual(expect.arrayContaining(COLLECTION_OPERATIONS));
  });

  it('include every Git Sync operation of the official spec', () => {
    const ids = served.map((r) => {
      const op = findOperation(r.method, r.template);
      return typeof op === 'string' ? op : op.id;
    });
    expect(ids).toEqual(expect.arrayContaining(GIT_SYNC_OPERATIONS));
  });
});
