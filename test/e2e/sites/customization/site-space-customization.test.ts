import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { API_TARGETS } from '../../support/api-targets.js';
import { useConfigOnTarget } from '../../support/config-on-target.js';
import { clearJournalAt, journalAt } from '../../../support/emulator-journal.js';

/**
 * A site space's customization override (`customization:` on a site space of a section),
 * on both API targets: the declared leaves are set over the site's own branding and then
 * plan nothing; a leaf changed by hand is drift, one line per leaf under the field, and
 * an apply puts it back without touching what the config leaves out; the export writes
 * the leaves a site space shows differently from its site, and plans empty; only the site spaces that declare an override have their settings read.
 */
const CONFIG = `version: 1
organization: org_acme
sites:
  portal:
    title: Portal
    customization:
      styling:
        primaryColor: { light: "#346DDB", dark: "#346DDB" }
    sections:
      - title: Guides
        spaces:
          - space: spc_guides
            path: guides
            customization:
              styling:
                primaryColor: { light: "#0B6E4F" }
              footer: { copyright: Acme Guides }
          - space: spc_api
            path: api
`;

interface Settings {
  readonly styling: {
    readonly primaryColor: { readonly light: string; readonly dark: string };
    readonly corners: string;
  };
  readonly footer: { readonly copyright?: string };
}

interface SiteSpace {
  readonly id: string;
  readonly space: { readonly id: string };
}

describe.each(API_TARGETS)('site space customization against the %s', (target) => {
  const suite = useConfigOnTarget(target, {
    prefix: 'docform-site-space-customization-',
    files: { 'docform.yaml': CONFIG },
  });
  const { run } = suite;
  let portal: string;
  let guides: string;
  let reference: string;
  const path = (siteSpace: string) =>
    `/orgs/org_acme/sites/${portal}/site-spaces/${siteSpace}/customization`;
  const shown = (siteSpace: string) => suite.hand.call<Settings>('GET', path(siteSpace));

  beforeAll(async () => {
    const apply = await run(['apply', '--auto-approve']);
    expect(apply.status, apply.stdout + apply.stderr).toBe(0);
    portal = await suite.hand.siteId('Portal');
    const spaces = await suite.hand.items<SiteSpace>(`/orgs/org_acme/sites/${portal}/site-spaces`);
    guides = spaces.find((s) => s.space.id === 'spc_guides')?.id ?? '';
    reference = spaces.find((s) => s.space.id === 'spc_api')?.id ?? '';
  });

  it('the override set the declared leaves over the site, and the next plan is empty', async () => {
    const now = await shown(guides);
    // the declared light color overrides the site's; the dark one is still the site's
    expect(now.styling.primaryColor).toEqual({ light: '#0B6E4F', dark: '#346DDB' });
    expect(now.footer.copyright).toBe('Acme Guides');
    // the other site space shows the site's settings
    expect((await shown(reference)).styling.primaryColor.light).toBe('#346DDB');
    const again = await run(['plan', '--detailed-exitcode']);
    expect(again.status, again.stdout + again.stderr).toBe(0);
  });

  it('a leaf changed by hand is drift, one line per leaf; apply puts it back', async () => {
    await suite.hand.call('PATCH', path(guides), {
      styling: { primaryColor: { light: '#FF0000', dark: '#346DDB' }, corners: 'circular' },
    });
    const drift = await run(['drift']);
    expect(drift.status, drift.stderr).toBe(2);
    expect(drift.stdout).toContain(
      ['      customization:', '        ~ styling.primaryColor.light: "#FF0000" -> "#0B6E4F"'].join(
        '\n',
      ),
    );
    expect(drift.stdout).toContain('site.portal.section.Guides.space.spc_guides');
    expect(drift.stdout).not.toContain('corners');
    const apply = await run(['apply', '--auto-approve']);
    expect(apply.status, apply.stderr).toBe(0);
    const after = await shown(guides);
    expect(after.styling.primaryColor.light).toBe('#0B6E4F');
    // the leaf the config does not declare keeps the value set by hand
    expect(after.styling.corners).toBe('circular');
    const again = await run(['plan', '--detailed-exitcode']);
    expect(again.status, again.stdout).toBe(0);
  });

  it('export writes what a site space shows differently from its site, and plans empty', async () => {
    const out = await run(['export', '--organization', 'org_acme', '--output', 'exported.yaml']);
    expect(out.status, out.stderr).toBe(0);
    const exported = parse(readFileSync(join(suite.dir, 'exported.yaml'), 'utf8')) as {
      sites: Record<
        string,
        { sections?: { spaces: { space: string; customization?: unknown }[] }[] }
      >;
    };
    const spaces = Object.values(exported.sites).flatMap((site) =>
      (site.sections ?? []).flatMap((section) => section.spaces),
    );
    expect(spaces.find((s) => s.space === 'guides')?.customization).toEqual({
      styling: { primaryColor: { light: '#0B6E4F', dark: '#346DDB' }, corners: 'circular' },
      footer: { copyright: 'Acme Guides' },
    });
    expect(spaces.find((s) => s.space === 'api-reference')).not.toHaveProperty('customization');
    const plan = await run(['plan', 'exported.yaml', '--detailed-exitcode']);
    expect(plan.status, plan.stdout + plan.stderr).toBe(0);
  });

  it('the settings are read only for the site spaces that declare an override', async () => {
    await clearJournalAt(suite.api.url);
    const plan = await run(['plan']);
    expect(plan.status, plan.stderr).toBe(0);
    const journal = await journalAt(suite.api.url);
    const reads = journal.filter((r) => r.path.includes('/site-spaces/')).map((r) => r.path);
    expect(reads).toEqual([`/v1${path(guides)}`]);
  });

  it("a color the override leaves out follows the site's own: a later change of the site's reaches the site space", async () => {
    writeFileSync(
      join(suite.dir, 'darker.yaml'),
      CONFIG.replace(
        'primaryColor: { light: "#346DDB", dark: "#346DDB" }',
        'primaryColor: { light: "#346DDB", dark: "#222222" }',
      ),
    );
    const plan = await run(['plan', 'darker.yaml']);
    expect(plan.status, plan.stdout + plan.stderr).toBe(0);
    // the override's dark color, which the config leaves out, moves with the site's
    expect(plan.stdout).toContain('~ styling.primaryColor.dark: "#346DDB" -> "#222222"');
    const apply = await run(['apply', 'darker.yaml', '--auto-approve']);
    expect(apply.status, apply.stdout + apply.stderr).toBe(0);
    expect((await shown(guides)).styling.primaryColor).toEqual({
      light: '#0B6E4F',
      dark: '#222222',
    });
    expect((await shown(reference)).styling.primaryColor.dark).toBe('#222222');
    const again = await run(['plan', 'darker.yaml', '--detailed-exitcode']);
    expect(again.status, again.stdout + again.stderr).toBe(0);
  });

  it('a key the override does not take is an error at its line', async () => {
    writeFileSync(
      join(suite.dir, 'font.yaml'),
      CONFIG.replace('footer: { copyright: Acme Guides }', 'styling: { font: Inter }').replace(
        '              styling:\n                primaryColor: { light: "#0B6E4F" }\n',
        '',
      ),
    );
    const check = await run(['validate', 'font.yaml']);
    const said = `${check.stdout}${check.stderr}`;
    expect(check.status, said).toBe(1);
    expect(said).toMatch(/font\.yaml:\d+:\d+/);
    expect(said).toContain('font');
  });
});
