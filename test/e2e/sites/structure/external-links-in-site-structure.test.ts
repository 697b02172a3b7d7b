import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchAs } from '../../../support/fetch-as.js';
import { scratchDirs } from '../../../support/scratch-dirs.js';
import { API_TARGETS, startApiTarget, type TargetApi } from '../../support/api-targets.js';
import { shown } from '../../support/apply-harness.js';
import { docform } from '../../support/examples-cli.js';

const tempDir = scratchDirs('docform-external-links-');

const STATUS = `      - link: Status
        url: https://status.acme.example
        icon: signal
`;
const GUIDES = `      - title: Guides
        spaces: [{ space: spc_guides, path: guides }]
`;
const PRODUCTS = `      - group: Products
        sections:
          - title: API
            spaces: [{ space: spc_api, path: api }]
          - link: Changelog
            url: https://acme.example/changes
`;
const COMMUNITY = `      - link: Community
        url: https://forum.acme.example
`;

const config = (...items: string[]) => `version: 1
organization: org_acme
sites:
  portal:
    title: Portal
    sections:
${items.join('')}`;

interface JsonPlan {
  readonly changes: { address: string; action: string; fields?: { path: string }[] }[];
}

/**
 * External links are items of a site's structure (`- link: Title` with `url:`), at the
 * root or in a group: created in their place among the sections, updated, reordered
 * with the same fewest moves as sections, and, the site owning its children, deleted
 * behind --allow-delete when the YAML drops them. Export writes them back in order.
 */
describe.each(API_TARGETS)('external links in a site structure against the %s', (target) => {
  let api: TargetApi;
  let dir = '';
  const file = () => join(dir, 'docform.yaml');
  const run = (args: string[]) =>
    docform([args[0]!, file(), ...args.slice(1)], { apiUrl: api.url });
  /** The titles of a parent's children (a group's title; the site's root when null), in order. */
  const order = (group: string | null) => {
    const world = api.world();
    const parent = group === null ? null : world.siteNodes.find((n) => n.title === group)?.id;
    return world.siteNodes.filter((n) => n.parent === parent).map((n) => n.title);
  };
  const link = (title: string) => api.world().siteNodes.find((n) => n.title === title);

  beforeAll(async () => {
    api = await startApiTarget(target);
    dir = tempDir();
  });
  afterAll(async () => {
    await api.close();
  });

  it('creates the links in their place among the sections, and the next plan is empty', async () => {
    writeFileSync(file(), config(STATUS, GUIDES, PRODUCTS, COMMUNITY));
    const plan = await run(['plan']);
    expect(plan.status, shown(plan)).toBe(0);
    expect(plan.stdout).toContain('+ site.portal.link.Status (link create)');
    expect(plan.stdout).toContain('+ site.portal.group.Products.link.Changelog (link create)');
    const apply = await run(['apply', '--auto-approve']);
    expect(apply.status, shown(apply)).toBe(0);
    expect(order(null)).toEqual(['Status', 'Guides', 'Products', 'Community']);
    expect(order('Products')).toEqual(['API', 'Changelog']);
    expect(link('Status')).toMatchObject({
      type: 'link',
      url: 'https://status.acme.example',
      icon: 'signal',
    });
    const again = await run(['plan', '--detailed-exitcode']);
    expect(again.status, shown(again)).toBe(0);
  });

  it('reorders a link among the sections with one move', async () => {
    writeFileSync(file(), config(GUIDES, PRODUCTS, COMMUNITY, STATUS));
    const plan = await run(['plan', '--format', 'json']);
    const { changes } = JSON.parse(plan.stdout) as JsonPlan;
    expect(changes.map((c) => [c.address, c.action])).toEqual([
      ['site.portal.link.Status', 'move'],
    ]);
    const apply = await run(['apply', '--auto-approve']);
    expect(apply.status, shown(apply)).toBe(0);
    expect(order(null)).toEqual(['Guides', 'Products', 'Community', 'Status']);
    expect((await run(['plan', '--detailed-exitcode'])).status).toBe(0);
  });

  it('updates a changed url; deletes a dropped link only with --allow-delete', async () => {
    const moved = STATUS.replace('status.acme.example', 'status.acme.example/v2');
    writeFileSync(file(), config(GUIDES, PRODUCTS, moved));
    const plan = await run(['plan', '--format', 'json']);
    const { changes } = JSON.parse(plan.stdout) as JsonPlan;
    expect(changes.map((c) => [c.address, c.action, (c.fields ?? []).map((f) => f.path)])).toEqual([
      ['site.portal.link.Status', 'update', ['url']],
      ['site.portal.link.Community', 'delete', ['title', 'url']],
    ]);
    const refused = await run(['apply', '--auto-approve']);
    expect(refused.status, shown(refused)).toBe(1);
    expect(`${refused.stdout}${refused.stderr}`).toContain('--allow-delete');
    expect(link('Community')).toBeDefined();
    const apply = await run(['apply', '--auto-approve', '--allow-delete']);
    expect(apply.status, shown(apply)).toBe(0);
    expect(order(null)).toEqual(['Guides', 'Products', 'Status']);
    expect(link('Status')?.url).toBe('https://status.acme.example/v2');
    expect((await run(['plan', '--detailed-exitcode'])).status).toBe(0);
  });

  it('drift reports a link changed by hand, and the next apply puts it back', async () => {
    const record = link('Changelog');
    const path = `/v1/orgs/org_acme/sites/${record?.site}/external-links/${record?.id}`;
    const edited = await fetchAs(api.emulatorUrl, 'dev-token', 'PATCH', path, {
      json: { url: 'https://acme.example/elsewhere' },
    });
    expect(edited.status, edited.text).toBe(200);
    const drift = await run(['drift']);
    expect(drift.status, shown(drift)).toBe(2);
    expect(drift.stdout).toContain('~ site.portal.group.Products.link.Changelog');
    expect(drift.stdout).toContain(
      '"https://acme.example/elsewhere" -> "https://acme.example/changes"',
    );
    expect((await run(['apply', '--auto-approve'])).status).toBe(0);
    expect(link('Changelog')?.url).toBe('https://acme.example/changes');
  });

  it('export writes the links back in order, and the export plans empty', async () => {
    const out = join(dir, 'exported', 'docform.yaml');
    const exported = await docform(
      ['export', '--organization', 'org_acme', '--output', `${dir}/exported/`],
      { apiUrl: api.url },
    );
    expect(exported.status, shown(exported)).toBe(0);
    const text = readFileSync(out, 'utf8');
    expect(text).toMatch(/- title: Guides[\s\S]*- group: Products[\s\S]*- link: Status/);
    expect(text).toMatch(/- link: Changelog\n\s+id: \S+\n\s+url: https:\/\/acme\.example\/changes/);
    const plan = await docform(['plan', out, '--detailed-exitcode'], { apiUrl: api.url });
    expect(plan.status, shown(plan)).toBe(0);
  });
});
