import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_TARGETS } from '../../support/api-targets.js';
import { useConfigOnTarget } from '../../support/config-on-target.js';
import { clearJournalAt } from '../../../support/emulator-journal.js';
import { writesIn } from '../../support/apply-harness.js';

/**
 * A customization value the official API takes only whole (a color pair, a logo, the
 * announcement), declared in part, on both API targets: completed from the live site
 * (a site's) or from the site's own customization (a site space's override) where that
 * has the missing keys; where nothing has them, `plan` and `apply` refuse it with an
 * error at the value's key, saying what is missing, and nothing is written.
 */
const CONFIG = `version: 1
organization: org_acme
sites:
  portal:
    title: Portal
    customization:
      styling:
        primaryColor: { light: "#0B6E4F" }
    sections:
      - title: Guides
        spaces:
          - space: spc_guides
            path: guides
  fresh:
    title: Fresh Site
    spaces:
      - space: spc_api
        path: api
        customization:
          styling:
            primaryColor: { light: "#0B6E4F" }
`;

interface Settings {
  readonly styling: { readonly primaryColor: { readonly light: string; readonly dark: string } };
}

interface SiteSpace {
  readonly id: string;
}

describe.each(API_TARGETS)('customization values taken only whole against the %s', (target) => {
  const suite = useConfigOnTarget(target, {
    prefix: 'docform-customization-incomplete-',
    files: { 'docform.yaml': CONFIG },
  });
  const { run } = suite;
  const writes = () => writesIn(suite.api.url);
  /** Plan and apply refuse `text`, at `where`, saying `what`, and write nothing. */
  const refused = async (name: string, text: string, where: RegExp, what: string[]) => {
    writeFileSync(join(suite.dir, name), text);
    await clearJournalAt(suite.api.url);
    for (const args of [
      ['plan', name],
      ['apply', name, '--auto-approve'],
    ]) {
      const out = await run(args);
      const said = `${out.stdout}${out.stderr}`;
      expect(out.status, said).toBe(1);
      expect(said).toContain('customization-incomplete');
      expect(said).toMatch(where);
      for (const words of what) expect(said).toContain(words);
    }
    expect(await writes()).toEqual([]);
  };

  it("a pair declared in part is completed from the live site, or the new site's own", async () => {
    const apply = await run(['apply', '--auto-approve']);
    expect(apply.status, apply.stdout + apply.stderr).toBe(0);
    const portal = await suite.hand.siteId('Portal');
    const own = await suite.hand.call<Settings>(
      'GET',
      `/orgs/org_acme/sites/${portal}/customization`,
    );
    expect(own.styling.primaryColor.light).toBe('#0B6E4F');
    // the override of a site created by the same apply: the dark color is the new site's
    const fresh = await suite.hand.siteId('Fresh Site');
    const [space] = await suite.hand.items<SiteSpace>(`/orgs/org_acme/sites/${fresh}/site-spaces`);
    const shown = await suite.hand.call<Settings>(
      'GET',
      `/orgs/org_acme/sites/${fresh}/site-spaces/${space?.id}/customization`,
    );
    const site = await suite.hand.call<Settings>(
      'GET',
      `/orgs/org_acme/sites/${fresh}/customization`,
    );
    expect(shown.styling.primaryColor).toEqual({
      light: '#0B6E4F',
      dark: site.styling.primaryColor.dark,
    });
    const again = await run(['plan', '--detailed-exitcode']);
    expect(again.status, again.stdout + again.stderr).toBe(0);
  });

  it('a logo declared in part on a site that has none: an error at its key', async () => {
    await refused(
      'logo.yaml',
      CONFIG.replace(
        '        primaryColor: { light: "#0B6E4F" }\n    sections:',
        '        primaryColor: { light: "#0B6E4F" }\n' +
          '      header:\n' +
          '        logo: { light: "https://acme.example/logo.png" }\n' +
          '    sections:',
      ),
      /logo\.yaml:10:9\b/,
      ['header.logo.dark', 'site.portal'],
    );
  });

  it('an announcement without the keys the API requires, on a site that has none', async () => {
    await refused(
      'announce.yaml',
      CONFIG.replace(
        '    customization:\n      styling:',
        '    customization:\n      announcement: { message: New guides }\n      styling:',
      ),
      /announce\.yaml:7:7\b/,
      ['announcement.enabled', 'announcement.style'],
    );
  });

  it("an override's tint declared in part, where the site has no tint to complete it", async () => {
    await refused(
      'tint.yaml',
      CONFIG.replace(
        '            path: guides\n',
        '            path: guides\n' +
          '            customization:\n' +
          '              styling:\n' +
          '                tint: { color: { light: "#FF0000" } }\n',
      ),
      /tint\.yaml:16:25\b/,
      ['styling.tint.color.dark', 'the customization of site.portal'],
    );
  });
});
