import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { API_TARGETS } from '../../support/api-targets.js';
import { useConfigOnTarget } from '../../support/config-on-target.js';
import { clearJournalAt, journalAt } from '../../../support/emulator-journal.js';

/**
 * A site's customization, managed by its declared leaves, on both API targets: the plan
 * and drift show one line per changed leaf under the field (text and Markdown; JSON carries the
 * live value cut to the declared paths), a live leaf the config does not declare is never
 * changed by an apply, `export` writes the settings of a customized site (and plans
 * empty), and a plan reads the customization only for the sites that declare it.
 */
const CONFIG = `version: 1
organization: org_acme
sites:
  portal:
    title: Portal
    customization:
      styling:
        primaryColor: { light: "#0B6E4F", dark: "#0B6E4F" }
      footer: { copyright: Acme }
  plain:
    title: Plain Site
`;

interface Settings {
  readonly styling: {
    readonly primaryColor: { readonly light: string; readonly dark: string };
    readonly corners: string;
  };
  readonly footer: { readonly copyright?: string };
}

describe.each(API_TARGETS)('site customization against the %s', (target) => {
  const suite = useConfigOnTarget(target, {
    prefix: 'docform-customization-',
    files: { 'docform.yaml': CONFIG },
  });
  const { run } = suite;
  let portal: string;
  let plain: string;
  const settings = (site: string) =>
    suite.hand.call<Settings>('GET', `/orgs/org_acme/sites/${site}/customization`);

  beforeAll(async () => {
    const apply = await run(['apply', '--auto-approve']);
    expect(apply.status, apply.stderr).toBe(0);
    portal = await suite.hand.siteId('Portal');
    plain = await suite.hand.siteId('Plain Site');
  });

  it('the apply set the declared leaves and kept the rest of the settings', async () => {
    const now = await settings(portal);
    expect(now.styling.primaryColor).toEqual({ light: '#0B6E4F', dark: '#0B6E4F' });
    expect(now.footer.copyright).toBe('Acme');
    // the platform's default, which the config does not declare, is still there
    expect(now.styling.corners).toBe('rounded');
    const again = await run(['plan', '--detailed-exitcode']);
    expect(again.status, again.stdout).toBe(0);
  });

  it('a leaf changed by hand: one line for it; an undeclared leaf changed by hand is no change', async () => {
    const now = await settings(portal);
    await suite.hand.call('PUT', `/orgs/org_acme/sites/${portal}/customization`, {
      ...now,
      styling: {
        ...now.styling,
        primaryColor: { light: '#346DDB', dark: '#0B6E4F' },
        corners: 'circular',
      },
    });

    const text = await run(['plan', '--detailed-exitcode']);
    expect(text.status, text.stderr).toBe(2);
    expect(text.stdout).toContain(
      ['      customization:', '        ~ styling.primaryColor.light: "#346DDB" -> "#0B6E4F"'].join(
        '\n',
      ),
    );
    expect(text.stdout).not.toContain('corners');
    expect(text.stdout).not.toContain('dark:');

    const drift = await run(['drift']);
    expect(drift.status, drift.stderr).toBe(2);
    expect(drift.stdout).toContain('~ styling.primaryColor.light: "#346DDB" -> "#0B6E4F"');

    const markdown = await run(['plan', '--format', 'markdown']);
    expect(markdown.stdout).toContain(
      ['~ customization:', '    ~ styling.primaryColor.light: "#346DDB" -> "#0B6E4F"'].join('\n'),
    );

    const json = await run(['plan', '--format', 'json']);
    const doc = JSON.parse(json.stdout) as {
      changes: {
        address: string;
        fields?: { path: string; before?: unknown; after?: unknown }[];
      }[];
    };
    const field = doc.changes
      .find((c) => c.address === 'site.portal')
      ?.fields?.find((f) => f.path === 'customization');
    // the live value cut to the declared paths, the declared value as written
    expect(field?.before).toEqual({
      styling: { primaryColor: { light: '#346DDB', dark: '#0B6E4F' } },
      footer: { copyright: 'Acme' },
    });
    expect(field?.after).toEqual({
      styling: { primaryColor: { light: '#0B6E4F', dark: '#0B6E4F' } },
      footer: { copyright: 'Acme' },
    });

    const apply = await run(['apply', '--auto-approve']);
    expect(apply.status, apply.stderr).toBe(0);
    const after = await settings(portal);
    expect(after.styling.primaryColor.light).toBe('#0B6E4F');
    // the leaf the config does not declare keeps the value set by hand
    expect(after.styling.corners).toBe('circular');
    const again = await run(['plan', '--detailed-exitcode']);
    expect(again.status, again.stdout).toBe(0);
  });

  it('export writes the leaves a customized site changed only, and the export plans empty', async () => {
    const out = await run(['export', '--organization', 'org_acme', '--output', 'exported.yaml']);
    expect(out.status, out.stderr).toBe(0);
    const exported = parse(readFileSync(join(suite.dir, 'exported.yaml'), 'utf8')) as {
      sites: Record<string, { title: string; customization?: Settings & { updatedAt?: string } }>;
    };
    const sites = Object.values(exported.sites);
    const customized = sites.find((s) => s.title === 'Portal')?.customization;
    expect(customized?.styling.primaryColor).toEqual({ light: '#0B6E4F', dark: '#0B6E4F' });
    expect(customized?.styling.corners).toBe('circular');
    expect(customized).not.toHaveProperty('updatedAt');
    // a leaf the site holds as every new site does is left out
    expect(customized?.styling).not.toHaveProperty('font');
    // a site never customized answers the platform's defaults: nothing to write
    expect(sites.find((s) => s.title === 'Plain Site')).not.toHaveProperty('customization');
    const plan = await run(['plan', 'exported.yaml', '--detailed-exitcode']);
    expect(plan.status, plan.stdout + plan.stderr).toBe(0);
  });

  it('the customization is read only for the sites that declare it', async () => {
    await clearJournalAt(suite.api.url);
    const plan = await run(['plan']);
    expect(plan.status, plan.stderr).toBe(0);
    const journal = await journalAt(suite.api.url);
    const reads = journal.filter((r) => r.path.endsWith('/customization')).map((r) => r.path);
    expect(reads).toEqual([`/v1/orgs/org_acme/sites/${portal}/customization`]);
    expect(reads.join()).not.toContain(plain);
  });
});
