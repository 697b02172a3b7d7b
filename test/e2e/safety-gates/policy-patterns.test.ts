import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../../src/emulator/server.js';
import type { CliRun } from '../support/examples-cli.js';
import { docform } from '../support/examples-cli.js';
import { scratchDirs } from '../../support/scratch-dirs.js';

const tempDir = scratchDirs('docform-policy-patterns-');
const shown = (run: CliRun): string => `exit ${run.status}\n${run.stdout}\n${run.stderr}`;

const BUILT = `version: 1
organization: org_acme
teams:
  support: { title: Support }
  sales: { title: Sales }
  eng: { title: Eng }
sites:
  docs: { title: Docs }
  blog: { title: Blog }
`;

/** Every site and team prunable, and the policy patterns keep some of them. */
const PRUNED = `version: 1
organization: org_acme
policy:
  prune: [teams, sites]
  protect: [team.s*]
  ignore: ['site.*']
`;

/**
 * `policy.protect` and `policy.ignore` patterns through apply on the emulator: a prune of
 * every team and site deletes only what no pattern keeps.
 */
describe('policy patterns through apply', () => {
  let emulator: Awaited<ReturnType<typeof startEmulator>>;
  beforeAll(async () => {
    emulator = await startEmulator({ port: 0 });
  });
  afterAll(() => emulator.close());

  it('keeps the sites site.* ignores and the teams team.s* protects; deletes the rest', async () => {
    const config = join(tempDir(), 'docform.yaml');
    const at = { apiUrl: emulator.url };
    writeFileSync(config, BUILT);
    const built = await docform(['apply', config, '--auto-approve'], at);
    expect(built.status, shown(built)).toBe(0);

    writeFileSync(config, PRUNED);
    const pruned = await docform(['apply', config, '--auto-approve', '--allow-delete'], at);
    expect(pruned.status, shown(pruned)).toBe(0);
    expect(pruned.stdout).toContain('team.support is not deleted: policy.protect lists team.s*');
    const world = emulator.world();
    expect(world.teams.map((t) => t.title).sort()).toEqual(['Sales', 'Support']);
    expect(world.sites.map((s) => s.title).sort()).toEqual(['Blog', 'Docs']);
  });
});
