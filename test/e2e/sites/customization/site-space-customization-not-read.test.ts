import { beforeAll, describe, expect, it } from 'vitest';
import { clearJournalAt } from '../../../support/emulator-journal.js';
import { useConfigRefusingRead } from '../../support/config-refusing-read.js';

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
  const suite = useConfigRefusingRead(
    // the site spaces' settings are refused; everything else, the site's too, passes
    /^\/v1\/orgs\/[^/]+\/sites\/[^/]+\/site-spaces\/[^/]+\/customization$/,
    {
      prefix: 'docform-site-space-customization-not-read-',
      files: { 'docform.yaml': CONFIG },
    },
  );
  const { run, writes } = suite;

  beforeAll(async () => {
    // the site space exists, its override set, before the token loses the read
    const apply = await run(['apply', '--auto-approve'], suite.emulator.url);
    expect(apply.status, apply.stdout + apply.stderr).toBe(0);
  });

  it('plan and apply: an error at the override, naming the site space and why', async () => {
    await clearJournalAt(suite.emulator.url);
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
    const plan = await run(['plan', '--detailed-exitcode'], suite.emulator.url);
    expect(plan.status, plan.stdout + plan.stderr).toBe(0);
  });
});
