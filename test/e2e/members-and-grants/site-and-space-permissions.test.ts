import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiClient } from '../../../src/api/client.js';
import { readLive } from '../../../src/api/read-live.js';
import { readAll } from '../../../src/model/read-needs.js';
import { readNeedsFor } from '../../../src/plan/read-needs.js';
import { applyPlan } from '../../../src/apply/apply-plan.js';
import { exportConfig } from '../../../src/config/export/export-config.js';
import { parseConfigSources } from '../../../src/config/parse-sources.js';
import type { Plan } from '../../../src/model/plan.js';
import { planChanges } from '../../../src/plan/plan.js';
import { serializePlan } from '../../../src/plan/serialize.js';
import { renderText } from '../../../src/report/text.js';
import { API_TARGETS, startApiTarget, type TargetApi } from '../support/api-targets.js';
import { HandApi } from '../support/drift-api.js';
import { setStateAt, stateAt } from '../../support/emulator-state.js';
import { docform } from '../support/examples-cli.js';
import { clearJournalAt, journalAt } from '../../support/emulator-journal.js';

let scratch = '';
beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'docform-grants-'));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/**
 * Site and space permissions held to both APIs: grants declared by team key and member
 * email are applied and then plan nothing; a role changed by hand shows as one leaf line;
 * a grant set to null is removed; an undeclared grant is unmanaged, or pruned behind
 * --allow-delete; the token's own grant is not removed by surprise; and grants are read
 * only for the sites and spaces that declare `permissions:` (the request journal).
 */
type Yaml = Record<string, unknown>;

function config(site: Yaml | undefined, space: Yaml | undefined, policy?: Yaml): Yaml {
  return {
    version: 1,
    organization: 'org_acme',
    teams: { writers: { title: 'Writers' } },
    spaces: { guides: { id: 'spc_guides', ...(space ? { permissions: space } : {}) } },
    sites: { portal: { title: 'Portal', ...(site ? { permissions: site } : {}) } },
    ...(policy ? { policy } : {}),
  };
}

const GRANTS = { teams: { writers: 'edit' }, members: { 'bob@acme.example': 'admin' } };

describe.each(API_TARGETS)('site and space permissions against the %s', (target) => {
  let api: TargetApi;
  let client: ApiClient;
  let hand: HandApi;
  let fixture: unknown;
  beforeAll(async () => {
    api = await startApiTarget(target);
    client = new ApiClient({ baseUrl: api.url, token: 'dev-token', parallelism: 4 });
    hand = new HandApi(api.emulatorUrl);
    fixture = await stateAt(api.emulatorUrl);
  });
  afterAll(async () => {
    await client.close();
    await api.close();
  });
  beforeEach(async () => {
    await setStateAt(api.emulatorUrl, fixture);
  });

  async function planFor(doc: Yaml): Promise<Plan> {
    const text = stringify(doc);
    const result = parseConfigSources([{ file: 'grants.yaml', text }], { env: {} });
    if (result.desired === undefined) {
      throw new Error(`invalid config:\n${text}\n${JSON.stringify(result.diagnostics)}`);
    }
    const { live } = await readLive(client, readNeedsFor(result.desired));
    return planChanges(result.desired, live);
  }

  async function apply(doc: Yaml, allowDelete = false): Promise<void> {
    const result = await applyPlan(await planFor(doc), {
      client,
      parallelism: 4,
      allowDelete,
      force: false,
      allowCreate: true,
    });
    expect(result.outcome).not.toBe('refused');
    expect(result.results.filter((r) => r.status !== 'done')).toEqual([]);
  }

  function text(plan: Plan): string {
    return renderText(serializePlan(plan), { color: false, mode: 'plan' });
  }

  function shortPlan(plan: Plan): string[] {
    return plan.changes.map((c) => `${c.action} ${c.address}`);
  }

  async function grants(): Promise<string[]> {
    const world = (await stateAt(api.emulatorUrl)) as {
      permissions: {
        on: string;
        target: string;
        subject: string;
        subjectId: string;
        role: unknown;
      }[];
    };
    return world.permissions
      .map((g) => `${g.on} ${g.target} ${g.subject} ${g.subjectId} ${String(g.role)}`)
      .sort();
  }

  it('applies grants to a team created in the same plan and to a member, then plans nothing', async () => {
    const doc = config(GRANTS, GRANTS);
    const plan = await planFor(doc);
    const space = plan.changes.find((c) => c.address === 'space.guides');
    expect(space?.dependsOn).toEqual(['team.writers']);
    await apply(doc);
    const team = await hand.idOf('/orgs/org_acme/teams', 'title', 'Writers');
    const site = await hand.siteId('Portal');
    expect(await grants()).toEqual(
      [
        `site ${site} team ${team} edit`,
        `site ${site} user usr_bob admin`,
        `space spc_guides team ${team} edit`,
        `space spc_guides user usr_bob admin`,
      ].sort(),
    );
    expect(shortPlan(await planFor(doc))).toEqual([]);
  });

  it('shows a role changed by hand as one leaf line, in plan and drift, and puts it back', async () => {
    const doc = config(GRANTS, GRANTS);
    await apply(doc);
    const team = await hand.idOf('/orgs/org_acme/teams', 'title', 'Writers');
    const site = await hand.siteId('Portal');
    await hand.call('PATCH', `/orgs/org_acme/sites/${site}/permissions/teams/${team}`, {
      role: 'read',
    });
    await hand.call('PATCH', '/spaces/spc_guides/permissions/users/usr_bob', { role: 'comment' });
    const plan = await planFor(doc);
    expect(shortPlan(plan)).toEqual(['update space.guides', 'update site.portal']);
    const shown = text(plan);
    expect(shown).toContain('~ teams.writers: "read" -> "edit"');
    expect(shown).toContain('~ members."bob@acme.example": "comment" -> "admin"');
    // drift reports the same difference, and exits 2
    const file = join(scratch, `drift-${target.replace(/\W/g, '-')}.yaml`);
    writeFileSync(file, stringify(doc));
    const drift = await docform(['drift', file], { apiUrl: api.url });
    expect(drift.status, drift.stderr).toBe(2);
    expect(drift.stdout).toContain('~ teams.writers: "read" -> "edit"');
    await apply(doc);
    expect(shortPlan(await planFor(doc))).toEqual([]);
  });

  it('removes a grant set to null', async () => {
    await apply(config(GRANTS, GRANTS));
    const removed = { teams: { writers: 'edit' }, members: { 'bob@acme.example': null } };
    const doc = config(removed, removed);
    const shown = text(await planFor(doc));
    expect(shown).toContain('- members."bob@acme.example": "admin"');
    await apply(doc);
    expect((await grants()).filter((g) => g.includes('usr_bob'))).toEqual([]);
    expect(shortPlan(await planFor(doc))).toEqual([]);
  });

  it('lists a grant made by hand as unmanaged, and prunes it only with --allow-delete', async () => {
    const doc = config(GRANTS, undefined);
    await apply(doc);
    const site = await hand.siteId('Portal');
    await hand.call('POST', `/orgs/org_acme/sites/${site}/permissions`, {
      role: 'comment',
      users: ['usr_dave'],
    });
    const plan = await planFor(doc);
    expect(shortPlan(plan)).toEqual([]);
    expect(plan.unmanaged.map((u) => u.address)).toEqual([
      'site.portal.permissions.member.dave@acme.example',
    ]);

    const pruned = config(GRANTS, undefined, { prune: ['permissions'] });
    const prunePlan = await planFor(pruned);
    expect(text(prunePlan)).toContain('- members."dave@acme.example": "comment"');
    // the removal's warning points at the site's `members:`, where the grant would be kept
    const file = join(scratch, `pruned-${target.replace(/\W/g, '-')}.yaml`);
    const yaml = stringify(pruned);
    writeFileSync(file, yaml);
    const lines = yaml.split('\n');
    const members = lines.findIndex(
      (l, i) => l.trim() === 'members:' && lines.slice(0, i).some((k) => k.trim() === 'portal:'),
    );
    const cli = await docform(['plan', file, '--no-color'], { apiUrl: api.url });
    expect(cli.status, cli.stderr).toBe(0);
    expect(cli.stdout).toMatch(
      new RegExp(
        `\\.yaml:${members + 1}:\\d+ +warning +delete-needs-allow-delete +removes the grant of member dave@acme\\.example`,
      ),
    );
    const refused = await applyPlan(prunePlan, {
      client,
      parallelism: 4,
      allowDelete: false,
      force: false,
    });
    expect(refused.outcome).toBe('refused');
    expect((await grants()).some((g) => g.includes('usr_dave'))).toBe(true);
    await apply(pruned, true);
    expect((await grants()).some((g) => g.includes('usr_dave'))).toBe(false);
    expect(shortPlan(await planFor(pruned))).toEqual([]);
  });

  it("refuses a plan that removes the token's own grant, and says the way out", async () => {
    const own = { members: { 'alice@acme.example': 'admin' } };
    await apply(config(own, own));
    for (const gone of [null, 'read']) {
      const after = { members: { 'alice@acme.example': gone } };
      const plan = await planFor(config(after, undefined));
      const errors = plan.diagnostics.filter((d) => d.severity === 'error');
      expect(errors.map((d) => `${d.code} ${d.address}`)).toEqual([
        'lockout-own-grant site.portal',
      ]);
      expect(errors[0]?.hint).toContain('keep `alice@acme.example: admin`');
      const result = await applyPlan(plan, {
        client,
        parallelism: 4,
        allowDelete: true,
        force: true,
      });
      expect(result.outcome).toBe('refused');
    }
  });

  it('refuses a team or an email that names nothing', async () => {
    // without `teams:`, a team is named by its live id, which only the plan can check
    // (a config that declares `teams:` has a key not among them refused by validate)
    const { teams: _declared, ...doc } = config(
      { teams: { nobody: 'edit' }, members: { 'zed@acme.example': 'read' } },
      undefined,
    );
    const plan = await planFor(doc);
    expect(plan.diagnostics.map((d) => `${d.severity} ${d.code}`)).toEqual([
      'error unknown-grant-subject',
      'error unknown-grant-subject',
    ]);
    expect(plan.diagnostics.map((d) => d.message).join('\n')).toContain('"nobody"');
  });

  it('reads grants only for the sites and spaces that declare permissions', async () => {
    await apply(config(GRANTS, undefined));
    await clearJournalAt(api.emulatorUrl);
    await planFor(config(undefined, undefined));
    const journal = async (): Promise<string[]> =>
      (await journalAt(api.emulatorUrl))
        .map((e) => e.path.replace(/\?.*$/, ''))
        .filter((p) => p.includes('/permissions'));
    expect(await journal()).toEqual([]);
    await planFor(config(undefined, GRANTS));
    expect((await journal()).sort()).toEqual([
      '/v1/spaces/spc_guides/permissions/teams',
      '/v1/spaces/spc_guides/permissions/users',
    ]);
  });

  it('exports the grants by team key and email, and the export plans nothing', async () => {
    await apply(config(GRANTS, GRANTS));
    const { live } = await readLive(client, readAll('org_acme', { grants: true }));
    const yaml = exportConfig(live, { organization: 'org_acme' }).yaml;
    const exported = parse(yaml) as {
      spaces: Record<string, { permissions?: unknown }>;
      sites: Record<string, { permissions?: unknown }>;
    };
    expect(exported.sites.portal?.permissions).toEqual(GRANTS);
    expect(exported.spaces.guides?.permissions).toEqual(GRANTS);
    expect(exported.spaces.sdk?.permissions).toBeUndefined();
    const result = parseConfigSources([{ file: 'export.yaml', text: yaml }], { env: {} });
    if (result.desired === undefined) throw new Error(JSON.stringify(result.diagnostics));
    const again = await readLive(client, readNeedsFor(result.desired));
    const plan = planChanges(result.desired, again.live);
    expect(shortPlan(plan)).toEqual([]);
    expect(plan.unmanaged.filter((u) => u.address.includes('.permissions.'))).toEqual([]);
  });
});
