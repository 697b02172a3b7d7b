import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../../src/emulator/server.js';
import { HandApi } from '../support/drift-api.js';
import { setStateAt, stateAt } from '../../support/emulator-state.js';
import { docform } from '../support/examples-cli.js';
import { scratchDirs } from '../../support/scratch-dirs.js';

/** Scratch directories, removed when this file's tests are done. */
const tempDir = scratchDirs('docform-202-');

type World = { organizations: { id: string; memberRemovalNeedsApproval?: boolean }[] };

const CONFIG = `version: 1
organization: org_acme
members:
  alice@acme.example: admin
  bob@acme.example: edit
  carol@acme.example: read
policy:
  prune: [members]
`;

/**
 * Every status the official spec documents is handled as documented: a member
 * removal answered 202 (official `removeMemberFromOrganizationById`: the request was sent
 * to the organization's admins) is reported as pending approval, and verify does not call
 * it a failure to converge.
 */
describe('a member removal that needs an admin to approve it', () => {
  let emulator: Awaited<ReturnType<typeof startEmulator>>;
  let config: string;
  beforeAll(async () => {
    emulator = await startEmulator({ port: 0 });
    const world = (await stateAt(emulator.url)) as World;
    for (const org of world.organizations) {
      if (org.id === 'org_acme') org.memberRemovalNeedsApproval = true;
    }
    await setStateAt(emulator.url, world);
    config = join(tempDir(), 'docform.yaml');
    writeFileSync(config, CONFIG);
  });
  afterAll(() => emulator.close());

  it('is reported as pending, the apply exits 0, and the member is still there', async () => {
    const run = await docform(['apply', config, '--auto-approve', '--allow-delete'], {
      apiUrl: emulator.url,
    });
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
    expect(run.stdout).toMatch(
      /Pending approval:\n {2}- member\.dave@acme\.example: .*admins for approval/,
    );
    expect(run.stdout).toMatch(
      /converged, except 1 change the API holds for an admin's approval:\n {2}- member\.dave@acme\.example/,
    );
    expect(run.stdout).not.toContain('not converged');
    const members = await new HandApi(emulator.url).items<{ user: { email: string } }>(
      '/orgs/org_acme/members',
    );
    expect(members.map((m) => m.user.email)).toContain('dave@acme.example');
  });
});
