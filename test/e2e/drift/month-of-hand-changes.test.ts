import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDirs } from '../../support/scratch-dirs.js';
import { API_TARGETS, startApiTarget, type TargetApi } from '../support/api-targets.js';
import { shown } from '../support/apply-harness.js';
import { HandApi } from '../support/drift-api.js';
import { docform, ROOT } from '../support/examples-cli.js';

const tempDir = scratchDirs('docform-month-');
const FULL = join(ROOT, 'examples/full/docform.yaml');
const CERT = 'MIIC-month-of-hand-changes-certificate';
const env = { OKTA_SAML_CERT: CERT, DOCFORM_SAML_OKTA_CERTIFICATE: CERT };

/** One night's hand change in the web app, and what the next drift report must name. */
interface Night {
  readonly what: string;
  readonly change: (hand: HandApi) => Promise<unknown>;
  /** Text the drift report holds from this night on, until the apply. */
  readonly reported: readonly (string | RegExp)[];
  /** The last night whose report still holds it (a later night deletes what it changed). */
  readonly until?: string;
}

const ORG = '/orgs/org_acme';

/** The id of the share link `name` of the site titled `site`. */
async function shareLinkOf(hand: HandApi, site: string, name: string) {
  const id = await hand.siteId(site);
  const links = await hand.items<{ id: string; name: string }>(`${ORG}/sites/${id}/share-links`);
  return { site: id, link: links.find((l) => l.name === name)?.id };
}

/**
 * A month of hand changes, one a night, none of them undone: deletes, renames, switches and
 * new admins, each as a person makes it in the web app (on the emulator itself).
 */
const NIGHTS: readonly Night[] = [
  {
    what: 'a section deleted',
    change: async (hand) => {
      const site = await hand.siteId('Developer Portal');
      const sdk = await hand.idOf(`${ORG}/sites/${site}/sections`, 'title', 'SDK');
      return hand.call('DELETE', `${ORG}/sites/${site}/sections/${sdk}`);
    },
    reported: ['site.developer-portal.group.Reference.section.SDK', 'pinned-id-deleted'],
  },
  {
    what: 'a team renamed far from its title, with the same members',
    change: async (hand) => {
      const docs = await hand.idOf(`${ORG}/teams`, 'title', 'Docs');
      return hand.call('PATCH', `${ORG}/teams/${docs}`, { title: 'Technical Writing' });
    },
    reported: ['~ team.docs (team update)', '"Technical Writing" -> "Docs"'],
  },
  {
    what: 'a share link switched off',
    change: async (hand) => {
      const { site, link } = await shareLinkOf(hand, 'Partner Docs', 'acme-partners');
      return hand.call('PATCH', `${ORG}/sites/${site}/share-links/${link}`, { active: false });
    },
    reported: ['~ site.partner-docs (site update)', '~ acme-partners.active: false -> true'],
  },
  {
    what: 'a new admin invited by hand, and a member made admin',
    change: async (hand) => {
      await hand.call('POST', `${ORG}/invites`, {
        emails: [{ email: 'mallory@acme.example', role: 'admin' }],
      });
      const members = await hand.items<{ id: string; user: { email: string } }>(`${ORG}/members`);
      const carol = members.find((m) => m.user.email === 'carol@acme.example');
      return hand.call('PATCH', `${ORG}/members/${carol?.id}`, { role: 'admin' });
    },
    reported: [
      /member\.mallory@acme\.example \(member \S+\) "[^"]*": role admin \[admin\]/,
      '~ member.carol@acme.example (member update)',
    ],
  },
  {
    what: 'a redirect made a draft',
    change: async (hand) => {
      const site = await hand.siteId('Handbook');
      const [redirect] = await hand.items<{ id: string; source: string }>(
        `${ORG}/sites/${site}/redirects`,
      );
      return hand.call('PATCH', `${ORG}/sites/${site}/redirects/${redirect?.id}`, {
        draft: true,
      });
    },
    reported: [/site\.handbook\.redirect\."[^"]+" \(redirect update\)/, 'draft: true -> false'],
    until: 'a team deleted',
  },
  {
    what: 'a team deleted',
    change: async (hand) => {
      const engineering = await hand.idOf(`${ORG}/teams`, 'title', 'Engineering');
      return hand.call('DELETE', `${ORG}/teams/${engineering}`);
    },
    reported: ['+ team.engineering (team create)'],
  },
  {
    what: 'a whole site deleted',
    change: async (hand) => hand.call('DELETE', `${ORG}/sites/${await hand.siteId('Handbook')}`),
    reported: ['+ site.handbook (site create)'],
  },
];

/**
 * A team adopts its organization with `docform export`, commits it, runs `docform pin`,
 * and runs `docform drift` every night while people change the organization by hand.
 * Every night's report exits 2 and names that night's change beside every earlier one;
 * no night ends on an error that hides the rest. One apply then restores the config,
 * `pin` writes the ids of what it made again, and the next plan and drift are clean.
 */
describe.each(API_TARGETS)('a month of hand changes, against the %s', (target) => {
  let api: TargetApi;
  let hand: HandApi;
  let config = '';
  const run = (args: string[]) =>
    docform([args[0]!, config, ...args.slice(1)], { apiUrl: api.url, env });

  beforeAll(async () => {
    api = await startApiTarget(target);
    hand = new HandApi(api.emulatorUrl);
    const made = await docform(['apply', FULL, '--auto-approve'], { apiUrl: api.url, env });
    expect(made.status, shown(made)).toBe(0);
    config = join(tempDir(), 'docform.yaml');
    const exported = await docform(['export', '--organization', 'org_acme', '--output', config], {
      apiUrl: api.url,
      env,
    });
    expect(exported.status, shown(exported)).toBe(0);
    const pinned = await run(['pin']);
    expect(pinned.status, shown(pinned)).toBe(0);
    const clean = await run(['drift', '--no-color']);
    expect(clean.status, shown(clean)).toBe(0);
  });
  afterAll(async () => {
    await api.close();
  });

  it('reports every night, and one apply restores it', async () => {
    for (const [i, night] of NIGHTS.entries()) {
      await night.change(hand);
      const expected = NIGHTS.slice(0, i + 1)
        .filter((earlier) => {
          const last = NIGHTS.findIndex((n) => n.what === earlier.until);
          return last === -1 || last >= i;
        })
        .flatMap((earlier) => earlier.reported);
      const drift = await run(['drift', '--no-color']);
      expect(drift.status, `${night.what}\n${shown(drift)}`).toBe(2);
      const report = drift.stdout + drift.stderr;
      expect(report, night.what).not.toMatch(/\berror\b/);
      for (const text of expected) {
        if (typeof text === 'string') expect(report, night.what).toContain(text);
        else expect(report, night.what).toMatch(text);
      }
    }

    const apply = await run(['apply', '--auto-approve']);
    expect(apply.status, shown(apply)).toBe(0);
    expect(apply.stdout.trimEnd().split('\n').at(-1)).toContain('pin');
    const world = api.world();
    expect(world.teams.filter((t) => t.title === 'Engineering')).toHaveLength(1);
    expect(world.sites.filter((s) => s.title === 'Handbook')).toHaveLength(1);

    const stale = readFileSync(config, 'utf8');
    const pin = await run(['pin']);
    expect(pin.status, shown(pin)).toBe(0);
    expect(readFileSync(config, 'utf8')).not.toBe(stale);

    const plan = await run(['plan', '--detailed-exitcode', '--no-color']);
    expect(plan.status, shown(plan)).toBe(0);
    expect(plan.stdout + plan.stderr).not.toContain('pinned-id');
    const drift = await run(['drift', '--no-color']);
    expect(drift.status, shown(drift)).toBe(0);
    // the admin invited by hand is no part of the config: still listed, flagged
    expect(drift.stdout).toMatch(/member\.mallory@acme\.example .*role admin \[admin\]/);
  });
});
