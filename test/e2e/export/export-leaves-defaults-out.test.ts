import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { scratchDirs } from '../../support/scratch-dirs.js';
import { API_TARGETS, startApiTarget, type TargetApi } from '../support/api-targets.js';
import { docform } from '../support/examples-cli.js';
import { exportThenPlan } from '../support/export-round-trip.js';

/**
 * `export` writes what a person would: a value equal to what a new object holds anyway
 * (a site's `type: basic`, a space's `editMode: live`, `defaultLevel: inherit`, the
 * dozens of default leaves a customized site answers, an empty member list) is left out,
 * and the export still plans empty, since a field not declared is not managed.
 * `--full` writes them all, and plans empty too.
 */
const scratch = scratchDirs('docform-export-defaults-');

const CONFIG = `version: 1
organization: org_acme
teams:
  empty: { title: Empty }
spaces:
  guides: { id: spc_guides, editMode: locked }
  api: { id: spc_api }
sites:
  portal:
    title: Portal
    visibility: unlisted
    customization:
      styling: { theme: muted, primaryColor: { light: "#0B6E4F", dark: "#0B6E4F" } }
      footer: { copyright: Acme }
    sections:
      - title: Guides
        path: guides
        default: true
        spaces: [{ space: guides, path: guides, default: true }]
      - group: Reference
        sections:
          - title: API
            spaces: [{ space: api, path: api, default: true }]
    redirects: { /old/*: /guides }
  bare: { title: Bare }
`;

type Tree = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe.each(API_TARGETS)('export of a customized organization against the %s', (target) => {
  let api: TargetApi;
  let dir = '';

  beforeAll(async () => {
    api = await startApiTarget(target);
    dir = scratch();
    writeFileSync(join(dir, 'docform.yaml'), CONFIG);
    const apply = await docform(['apply', '--auto-approve'], { apiUrl: api.url, cwd: dir });
    expect(apply.status, apply.stdout + apply.stderr).toBe(0);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('leaves out the values a new object holds anyway, and plans empty', async () => {
    const { yaml, plan } = await exportThenPlan(api.url, dir);
    expect(plan.status, plan.stdout + plan.stderr).toBe(0);
    const tree = parse(yaml) as Tree;
    expect(tree.teams.empty).toEqual({ title: 'Empty', id: expect.any(String) });
    expect(tree.spaces.guides).toEqual({ id: 'spc_guides', title: 'Guides', editMode: 'locked' });
    expect(tree.spaces['api-reference']).toEqual({ id: 'spc_api', title: 'API Reference' });
    const portal = tree.sites.portal;
    expect(Object.keys(portal)).toEqual([
      'title',
      'id',
      'visibility',
      'customization',
      'sections',
      'redirects',
    ]);
    expect(portal.customization).toEqual({
      styling: { theme: 'muted', primaryColor: { light: '#0B6E4F', dark: '#0B6E4F' } },
      footer: { copyright: 'Acme' },
    });
    expect(tree.sites.bare).toEqual({ title: 'Bare', id: expect.any(String) });
    for (const line of [
      'type: basic',
      'editMode: live',
      'defaultLevel:',
      'favicon:',
      'socialAccounts:',
    ]) {
      expect(yaml).not.toContain(line);
    }
  });

  it('writes them with --full, and plans empty', async () => {
    const { yaml, plan } = await exportThenPlan(api.url, dir, {}, ['--full']);
    expect(plan.status, plan.stdout + plan.stderr).toBe(0);
    const tree = parse(yaml) as Tree;
    expect(tree.teams.empty.members).toEqual([]);
    expect(tree.spaces['api-reference']).toMatchObject({
      editMode: 'live',
      defaultLevel: 'inherit',
    });
    const portal = tree.sites.portal;
    expect(portal).toMatchObject({ type: 'basic', published: false, defaultLevel: 'inherit' });
    expect(portal.customization.favicon).toEqual({});
    expect(portal.customization.socialAccounts).toEqual([]);
    expect(portal.customization.styling.font).toBe('Inter');
    expect(tree.sites.bare.spaces).toEqual([]);
    expect(yaml).not.toContain('# Values a new object holds anyway');
  });
});
