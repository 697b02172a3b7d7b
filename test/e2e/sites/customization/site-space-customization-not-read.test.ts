import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../../../src/emulator/server.js';
import type { HostileProxy } from '../../../support/hostile-proxy.js';
import { emulatorRefusingRead, type RefusedRead } from '../../../support/refused-read.js';
import { clearJournalAt } from '../../../support/emulator-journal.js';
import { docform } from '../../support/examples-cli.js';

/**
 * The settings a site space shows, which the API refuses to read (403, behind a proxy
 * that answers so for that one route; the site's own settings pass): the read does not
 * abort with a bare HTTP error, and the plan does not compare the override with nothing;
 * the override is an error at its `customization:` key naming the site space and why,
 * an apply writes nothing, and export leaves the override out with a warning.
 */
const CONFIG = `version: 1
organization: org_acme
sites:
  portal:
    title: Portal
    sections:
      - title: Guides
        spaces:
          - space: spc_guides
            path: guides
            customization:
              styling:
                primaryColor: { light: "#0B6E4F", dark: "#111111" }
`;

describe("a site space's customization the API refuses to read", () => {
  let emulator: RunningEmulator;
  let proxy: HostileProxy;
  let dir: string;
  const run = (args: string[], apiUrl = proxy.url) => docform(args, { apiUrl, cwd: dir });
  let writes: RefusedRead['writes'];

  beforeAll(async () => {
    // the site spaces' settings are refused; everything else, the site's too, passes
    ({ emulator, proxy, writes } = await emulatorRefusingRead(
      /^\/v1\/orgs\/[^/]+\/sites\/[^/]+\/site-spaces\/[^/]+\/customization$/,
    ));
    dir = mkdtempSync(join(tmpdir(), 'docform-site-space-customization-not-read-'));
    writeFileSync(join(dir, 'docform.yaml'), CONFIG);
    // the site space exists, its override set, before the token loses the read
    const apply = await run(['apply', '--auto-approve'], emulator.url);
    expect(apply.status, apply.stdout + apply.stderr).toBe(0);
  });
  afterAll(async () => {
    await proxy?.close();
    await emulator?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('plan and apply: an error at the override, naming the site space and why', async () => {
    await clearJournalAt(emulator.url);
    for (const args of [['plan'], ['apply', '--auto-approve']]) {
      const out = await run(args);
      const said = `${out.stdout}${out.stderr}`;
      expect(out.status, said).toBe(1);
      expect(said).toContain('customization-not-read');
      expect(said).toMatch(/docform\.yaml:12:15\b/);
      expect(said).toContain('site.portal.section.Guides.space.spc_guides');
      expect(said).toContain('403');
      expect(said).not.toMatch(/^HTTP 403/m);
    }
    expect(await writes()).toEqual([]);
  });

  it('export leaves the override out, with a warning, rather than guess it', async () => {
    const exported = await run(['export', '--organization', 'org_acme']);
    expect(exported.status, exported.stderr).toBe(0);
    expect(exported.stderr).toContain('the customization override of site space');
    expect(exported.stderr).toContain('403');
    expect(exported.stdout).toContain('spc_guides');
    expect(exported.stdout).not.toContain('primaryColor');
  });

  it('the same config through a token that may read it plans empty', async () => {
    const plan = await run(['plan', '--detailed-exitcode'], emulator.url);
    expect(plan.status, plan.stdout + plan.stderr).toBe(0);
  });
});
