import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDirs } from '../support/scratch-dirs.js';
import type { TestEmulator } from '../support/start-test-emulator.js';
import { startTestEmulator } from '../support/start-test-emulator.js';
import { HandApi } from '../e2e/support/drift-api.js';
import { attentionSection, reviewedPlan } from './reviewed-plan.js';

const dir = scratchDirs('docform-rekeyed-team-');

/**
 * A grant is written by the team's key, which the pull request chooses: the live team
 * "Engineering" pinned under the key `readonly-guests` and raised from edit to admin on
 * a space must read as Engineering's grant, not a guests' one.
 */
describe('a pinned team re-keyed and raised to admin', () => {
  let emulator: TestEmulator;
  let scratch = '';
  let config = '';
  beforeAll(async () => {
    emulator = await startTestEmulator();
    scratch = dir();
    const hand = new HandApi(emulator.url);
    const team = await hand.call<{ id: string }>('PUT', '/orgs/org_acme/teams', {
      title: 'Engineering',
    });
    await hand.call('POST', '/spaces/spc_guides/permissions', { role: 'edit', teams: [team.id] });
    config = `version: 1
organization: org_acme
teams:
  readonly-guests:
    id: ${team.id}
    title: Engineering
spaces:
  guides:
    id: spc_guides
    permissions:
      teams:
        readonly-guests: admin
`;
  });
  afterAll(() => emulator.close());

  it('names the team by its live title as well as its key, with before and after', async () => {
    const { stdout } = await reviewedPlan(emulator.url, scratch, config, 'markdown');
    expect(attentionSection(stdout)).toContain(
      '- `space.guides`: team `readonly-guests` (live title `"Engineering"`) on `space.guides`: `edit` -\\> `admin`',
    );
    const text = await reviewedPlan(emulator.url, scratch, config, 'text');
    expect(text.stdout).toContain(
      'space.guides: team readonly-guests (live title "Engineering") on space.guides: edit -> admin',
    );
  });
});
