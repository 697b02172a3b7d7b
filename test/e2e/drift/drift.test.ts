import { readFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_TARGETS, startApiTarget } from '../support/api-targets.js';
import type { TargetApi } from '../support/api-targets.js';
import { HandApi } from '../support/drift-api.js';
import { setStateAt, stateAt } from '../../support/emulator-state.js';
import { clearJournal, docform, journalMethods, ROOT } from '../support/examples-cli.js';

const FULL = join(ROOT, 'examples/full/docform.yaml');
const CERT = 'MIIC-drift-test-certificate-7c1e';
const env = { OKTA_SAML_CERT: CERT };

let emulator: TargetApi;
let api: HandApi;
let applied: unknown;
let scratch = '';

const drift = (args: string[] = [], config = FULL) =>
  docform(['drift', config, ...args], { apiUrl: emulator.url, env });

/**
 * Once against the emulator, once through the official gateway (../support/api-targets.ts): hand
 * changes are made on the emulator itself, as a person in the web app would.
 */
describe.each(API_TARGETS)('against the %s', (target) => {
  beforeAll(async () => {
    emulator = await startApiTarget(target);
    api = new HandApi(emulator.emulatorUrl);
    scratch = mkdtempSync(join(tmpdir(), 'docform-drift-'));
    const apply = await docform(['apply', FULL, '--auto-approve', '--allow-delete', '--force'], {
      apiUrl: emulator.url,
      env,
    });
    expect(apply.status, apply.stderr).toBe(0);
    applied = await stateAt(emulator.emulatorUrl);
  });

  afterAll(async () => {
    await emulator?.close();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  beforeEach(async () => {
    await setStateAt(emulator.emulatorUrl, applied);
  });

  /** Each hand change and the address that the report must name. */
  const HAND_CHANGES: [string, string, () => Promise<unknown>][] = [
    [
      'a renamed team',
      'team.engineering',
      async () => {
        const id = await api.idOf('/orgs/org_acme/teams', 'title', 'Engineering');
        return api.call('PATCH', `/orgs/org_acme/teams/${id}`, { title: 'Eng' });
      },
    ],
    [
      'a site setting',
      'site.developer-portal',
      async () => {
        const site = await api.siteId('Developer Portal');
        return api.call('PATCH', `/orgs/org_acme/sites/${site}`, { visibility: 'unlisted' });
      },
    ],
    [
      'a deleted section',
      'section.SDK',
      async () => {
        const site = await api.siteId('Developer Portal');
        const id = await api.idOf(`/orgs/org_acme/sites/${site}/sections`, 'title', 'SDK');
        return api.call('DELETE', `/orgs/org_acme/sites/${site}/sections/${id}`);
      },
    ],
    [
      'a reordered site space',
      'section.Guides.space.',
      async () => {
        const site = await api.siteId('Developer Portal');
        const spaces = await api.items<{ id: string; path: string }>(
          `/orgs/org_acme/sites/${site}/site-spaces`,
        );
        const guides = spaces.find((s) => s.path === 'guides');
        const changelog = spaces.find((s) => s.path === 'changelog');
        return api.call('POST', `/orgs/org_acme/sites/${site}/site-spaces/${changelog?.id}/move`, {
          position: { before: { type: 'site-space', siteSpace: guides?.id } },
        });
      },
    ],
    [
      'an undeclared team under prune',
      'team.',
      () => api.call('PUT', '/orgs/org_acme/teams', { title: 'Rogue', members: [] }),
    ],
    [
      'a changed member role',
      'member.dave@acme.example',
      async () => {
        const members = await api.items<{ id: string; user: { email: string } }>(
          '/orgs/org_acme/members',
        );
        const dave = members.find((m) => m.user.email === 'dave@acme.example');
        return api.call('PATCH', `/orgs/org_acme/members/${dave?.id}`, { role: 'admin' });
      },
    ],
    [
      'an organization setting',
      'settings',
      () => api.call('PATCH', '/orgs/org_acme', { defaultRole: 'edit' }),
    ],
    [
      'a SAML provider URL',
      'saml.okta',
      async () => {
        const id = await api.idOf('/orgs/org_acme/saml', 'label', 'Okta');
        return api.call('PATCH', `/orgs/org_acme/saml/${id}`, {
          ssoURL: 'https://evil.example/sso',
        });
      },
    ],
    [
      'an OpenAPI spec visibility',
      'openapi.petstore',
      () => api.call('PATCH', '/orgs/org_acme/openapi/petstore', { visibility: 'private' }),
    ],
    [
      'a space setting',
      'space.changelog',
      () => api.call('PATCH', '/spaces/spc_changelog', { editMode: 'live' }),
    ],
    [
      'a deleted site',
      'site.handbook',
      async () => {
        const site = await api.siteId('Handbook');
        return api.call('DELETE', `/orgs/org_acme/sites/${site}`);
      },
    ],
    [
      'a renamed section group',
      'group.Reference',
      async () => {
        const site = await api.siteId('Developer Portal');
        const id = await api.idOf(
          `/orgs/org_acme/sites/${site}/section-groups`,
          'title',
          'Reference',
        );
        return api.call('PATCH', `/orgs/org_acme/sites/${site}/section-groups/${id}`, {
          title: 'Refs',
        });
      },
    ],
    [
      'a share link switched off',
      'site.partners',
      async () => {
        const site = await api.siteId('Partner Docs');
        const id = await api.idOf(
          `/orgs/org_acme/sites/${site}/share-links`,
          'name',
          'acme-partners',
        );
        return api.call('PATCH', `/orgs/org_acme/sites/${site}/share-links/${id}`, {
          active: false,
        });
      },
    ],
    [
      'a site space shown in navigation',
      'space.changelog',
      async () => {
        const site = await api.siteId('Developer Portal');
        const id = await api.idOf(`/orgs/org_acme/sites/${site}/site-spaces`, 'path', 'changelog');
        return api.call('PATCH', `/orgs/org_acme/sites/${site}/site-spaces/${id}`, {
          hidden: false,
        });
      },
    ],
  ];

  describe('docform drift', () => {
    it('exits 0 when the organization matches the config', async () => {
      const run = await drift();
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
    });

    for (const [what, address, change] of HAND_CHANGES) {
      it(`exits 2 and names ${address} after ${what}`, async () => {
        await change();
        const run = await drift();
        expect(run.status, run.stderr).toBe(2);
        expect(run.stdout).toContain(address);
      });
    }

    it('shows what the YAML says and what the org holds, and masks secrets', async () => {
      const id = await api.idOf('/orgs/org_acme/saml', 'label', 'Okta');
      await api.call('PATCH', `/orgs/org_acme/saml/${id}`, { certificate: 'MIIC-hand-rotated-99' });
      await api.call('PATCH', '/orgs/org_acme', { defaultRole: 'edit' });
      const run = await drift(['--format', 'json']);
      expect(run.status).toBe(2);
      const report = JSON.stringify(JSON.parse(run.stdout));
      expect(report).toContain('saml.okta');
      expect(report).not.toContain(CERT);
      expect(report).not.toContain('MIIC-hand-rotated-99');
      const text = (await drift()).stdout;
      expect(text).toMatch(/defaultRole/);
      expect(text).toContain('edit');
      expect(text).toContain('read');
      expect(text).not.toContain(CERT);
    });

    it('reads only: every request it makes is a GET', async () => {
      await api.call('PATCH', '/orgs/org_acme', { defaultRole: 'edit' });
      await clearJournal(emulator.url);
      expect((await drift()).status).toBe(2);
      const methods = await journalMethods(emulator.url);
      expect(methods.length).toBeGreaterThan(0);
      expect(new Set(methods)).toEqual(new Set(['GET']));
    });

    it('writes Markdown for a PR comment or step summary to --output', async () => {
      await api.call('PATCH', '/orgs/org_acme', { defaultRole: 'edit' });
      const out = join(scratch, 'drift.md');
      const run = await drift(['--format', 'markdown', '--output', out]);
      expect(run.status).toBe(2);
      const markdown = readFileSync(out, 'utf8');
      expect(markdown).toContain('settings');
      expect(markdown).toContain('<details>');
      expect(markdown.length).toBeLessThan(65_536);
    });

    it('lists unmanaged objects apart, and they alone are not drift', async () => {
      await api.call('PUT', '/orgs/org_acme/teams', { title: 'Side Project', members: [] });
      const unpruned = join(scratch, 'unpruned.yaml');
      const teamsOnly = 'teams:\n  engineering:\n    title: Engineering\n';
      writeFileSync(unpruned, `version: 1\norganization: org_acme\n${teamsOnly}`);
      const run = await drift([], unpruned);
      expect(run.status, run.stdout).toBe(0);
      expect(run.stdout).toContain('Side Project');
      expect(run.stdout).toMatch(/unmanaged/i);
      // under prune (the full example prunes teams) the same team is drift
      const pruned = await drift(['--format', 'json']);
      expect(pruned.status).toBe(2);
      expect(pruned.stdout).toContain('Side Project');
    });

    it('lists a member invited as admin by hand with their role, flagged admin, in every format', async () => {
      await api.call('POST', '/orgs/org_acme/invites', {
        emails: [{ email: 'mallory@acme.example', role: 'admin' }],
      });
      // an unmanaged member alone is no drift: the report lists them apart
      const text = await drift(['--no-color']);
      expect(text.status, text.stderr).toBe(0);
      expect(text.stdout).toMatch(
        /\n {2}member\.mallory@acme\.example \(member \S+\) "[^"]*": role admin \[admin\]\n/,
      );
      const markdown = await drift(['--format', 'markdown']);
      expect(markdown.stdout).toMatch(
        /\n- `member\.mallory@acme\.example` \(member \S+\): .*: role admin \*\*\[admin\]\*\*\n/,
      );
      const json = JSON.parse((await drift(['--format', 'json'])).stdout) as {
        unmanaged: { address: string; role?: string; admin?: boolean }[];
      };
      expect(json.unmanaged.find((u) => u.address === 'member.mallory@acme.example')).toMatchObject(
        { kind: 'member', role: 'admin', admin: true },
      );
    });

    it('exits 1 on an invalid config, and on an unreachable API', async () => {
      const bad = join(scratch, 'bad.yaml');
      writeFileSync(bad, 'version: 1\norganization: org_acme\nteams: [not, a, map]\n');
      expect((await drift([], bad)).status).toBe(1);
      const offline = await docform(['drift', FULL], { apiUrl: 'http://127.0.0.1:9', env });
      expect(offline.status).toBe(1);
    });
  });
});
