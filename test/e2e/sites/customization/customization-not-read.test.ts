import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { clearJournalAt } from '../../../support/emulator-journal.js';
import { useConfigRefusingRead } from '../../support/config-refusing-read.js';

/**
 * A site's customization settings the API refuses to read (403, behind a proxy that
 * answers so for that one route): the plan does not take the site for one never
 * customized (the platform's defaults comparing and completing the declared values); a
 * declared customization, and an override that needs the site's to complete it, are
 * errors at their `customization:` key naming the site and why, and an apply writes
 * nothing.
 */
const CONFIG = `version: 1
organization: org_acme
sites:
  portal:
    title: Portal
    customization:
      styling:
        primaryColor: { light: "#346DDB", dark: "#111111" }
    sections:
      - title: Guides
        spaces:
          - space: spc_guides
            path: guides
`;

/** The same site without a customization of its own, and an override declared in part. */
const OVERRIDE_ONLY = `version: 1
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
                primaryColor: { light: "#0B6E4F" }
`;

describe("a site's customization the API refuses to read", () => {
  const suite = useConfigRefusingRead(
    // the site's own settings are refused; everything else, site spaces' too, passes
    /^\/v1\/orgs\/[^/]+\/sites\/[^/]+\/customization$/,
    {
      prefix: 'docform-customization-not-read-',
      files: { 'docform.yaml': CONFIG, 'override.yaml': OVERRIDE_ONLY },
    },
  );
  const { run, writes } = suite;
  /** Plan and apply through the proxy refuse `name`, at `where`, and write nothing. */
  const refused = async (name: string, where: RegExp, what: string[]) => {
    await clearJournalAt(suite.emulator.url);
    for (const args of [
      ['plan', name],
      ['apply', name, '--auto-approve'],
    ]) {
      const out = await run(args);
      const said = `${out.stdout}${out.stderr}`;
      expect(out.status, said).toBe(1);
      expect(said).toContain('customization-not-read');
      expect(said).toMatch(where);
      for (const words of what) expect(said).toContain(words);
    }
    expect(await writes()).toEqual([]);
  };

  beforeAll(async () => {
    // the site exists, customized, before the token loses the read
    const apply = await run(['apply', '--auto-approve'], suite.emulator.url);
    expect(apply.status, apply.stdout + apply.stderr).toBe(0);
  });

  it("the site's declared customization: an error at its key, naming the site and why", async () => {
    await refused('docform.yaml', /docform\.yaml:7:7\b/, ['site.portal', '403']);
  });

  it("an override that needs the site's to complete it: an error at the override", async () => {
    await refused('override.yaml', /override\.yaml:12:15\b/, [
      'site.portal.section.Guides.space.spc_guides',
      "overrides site.portal's",
      '403',
    ]);
  });

  it('export leaves the settings out, with a warning, rather than write defaults', async () => {
    const exported = await run(['export', '--organization', 'org_acme']);
    expect(exported.status, exported.stderr).toBe(0);
    expect(exported.stderr).toContain('the customization of site "Portal"');
    expect(exported.stderr).toContain('403');
    expect(exported.stdout).toContain('title: Portal');
    expect(exported.stdout).not.toContain('customization:');
  });

  it('a config that needs no customization read plans as before', async () => {
    writeFileSync(
      join(suite.dir, 'plain.yaml'),
      CONFIG.replace(/ {4}customization:\n.*\n.*\n/, ''),
    );
    const plan = await run(['plan', 'plain.yaml']);
    expect(plan.status, plan.stdout + plan.stderr).toBe(0);
  });
});
