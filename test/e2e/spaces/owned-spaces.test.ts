import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDirs } from '../../support/scratch-dirs.js';
import { API_TARGETS, startApiTarget, type TargetApi } from '../support/api-targets.js';
import { shown } from '../support/apply-harness.js';
import { HandApi } from '../support/drift-api.js';
import { docform } from '../support/examples-cli.js';

const tempDir = scratchDirs('docform-owned-spaces-');

/** The fixture's spaces, declared by id so that `prune: [spaces]` keeps them. */
const FIXTURE_SPACES = `  guides: { id: spc_guides }
  api: { id: spc_api }
  sdk: { id: spc_sdk }
  changelog: { id: spc_changelog }
  internal: { id: spc_internal }
`;

/** An owned space (no id) with grants, shown by a site space of a site made with it. */
const owned = (title: string, extra = '') => `version: 1
organization: org_acme
teams:
  writers: { title: Writers }
spaces:
${FIXTURE_SPACES}  handbook:
    title: ${title}
${extra}    emoji: "1f4d8"
    editMode: locked
    defaultLevel: read
    permissions:
      teams: { writers: edit }
      members: { bob@acme.example: admin }
sites:
  portal:
    title: Portal
    sections:
      - title: Handbook
        spaces:
          - { space: handbook, path: handbook }
      - title: Guides
        spaces:
          - { space: guides, path: guides }
`;

/** The same site without the owned space: its section goes, the space is pruned. */
const dropped = (prune: boolean) => `version: 1
organization: org_acme
teams:
  writers: { title: Writers }
spaces:
${FIXTURE_SPACES}sites:
  portal:
    title: Portal
    sections:
      - title: Guides
        spaces:
          - { space: guides, path: guides }
${prune ? 'policy:\n  prune: [spaces]\n' : ''}`;

/**
 * A space declared without `id:` is one docform owns: created with its settings and
 * grants before the site space that shows it, matched by title afterwards (renamed in
 * place through `previously:`), deleted only under `prune: [spaces]` and behind
 * --allow-delete; export writes it back by id and plans nothing. On both APIs.
 */
describe.each(API_TARGETS)('owned spaces against the %s', (target) => {
  let api: TargetApi;
  let hand: HandApi;
  let file = '';
  const run = (args: string[]) => docform([args[0]!, file, ...args.slice(1)], { apiUrl: api.url });
  const live = () =>
    api.world().spaces.filter((s) => s.organization === 'org_acme' && s.deletedAt === undefined);
  const handbook = () =>
    live().filter((s) => s.title.startsWith('Handbook') || s.title === 'Team Handbook');

  beforeAll(async () => {
    api = await startApiTarget(target);
    hand = new HandApi(api.emulatorUrl);
    file = join(tempDir(), 'docform.yaml');
  });
  afterAll(async () => {
    await api.close();
  });

  it('creates the space with its grants, then the site space with its new id; plans empty after', async () => {
    writeFileSync(file, owned('Team Handbook'));
    const plan = await run(['plan', '--format', 'json']);
    expect(plan.status, shown(plan)).toBe(0);
    const changes = (
      JSON.parse(plan.stdout) as { changes: { address: string; dependsOn: string[] }[] }
    ).changes;
    const section = changes.find((c) => c.address === 'site.portal.section.Handbook');
    expect(section?.dependsOn).toContain('space.handbook');
    const addresses = changes.map((c) => c.address);
    expect(addresses.indexOf('space.handbook')).toBeLessThan(addresses.indexOf(section!.address));

    const apply = await run(['apply', '--auto-approve']);
    expect(apply.status, shown(apply)).toBe(0);
    const [space] = handbook();
    expect(handbook()).toHaveLength(1);
    expect(space).toMatchObject({
      title: 'Team Handbook',
      emoji: '1f4d8',
      editMode: 'locked',
      defaultLevel: 'read',
    });
    const world = api.world();
    const team = world.teams.find((t) => t.title === 'Writers');
    const grants = world.permissions
      .filter((g) => g.on === 'space' && g.target === space?.id)
      .map((g) => `${g.subject} ${g.subjectId} ${String(g.role)}`);
    expect(grants).toEqual(expect.arrayContaining([`team ${team?.id} edit`]));
    expect(grants.some((g) => g.startsWith('user ') && g.endsWith(' admin'))).toBe(true);
    expect(world.siteSpaces.filter((s) => s.space === space?.id)).toHaveLength(1);

    const again = await run(['plan', '--detailed-exitcode']);
    expect(again.status, shown(again)).toBe(0);
  });

  it('a site space showing it takes a branding override, and the next plan is empty', async () => {
    // the space is not pinned: the override's read finds its site space by the site
    const config = owned('Team Handbook').replace(
      '{ space: handbook, path: handbook }',
      '{ space: handbook, path: handbook, customization: { footer: { copyright: Acme } } }',
    );
    writeFileSync(file, config);
    const apply = await run(['apply', '--auto-approve']);
    expect(apply.status, shown(apply)).toBe(0);
    const again = await run(['plan', '--detailed-exitcode']);
    expect(again.status, shown(again)).toBe(0);
    writeFileSync(file, owned('Team Handbook'));
  });

  it('reports a setting changed by hand as drift', async () => {
    const id = handbook()[0]?.id ?? '';
    await hand.call('PATCH', `/spaces/${id}`, { editMode: 'live' });
    const drift = await run(['drift']);
    expect(drift.status, shown(drift)).toBe(2);
    expect(drift.stdout).toContain('space.handbook');
    expect(drift.stdout).toContain('editMode');
    const apply = await run(['apply', '--auto-approve']);
    expect(apply.status, shown(apply)).toBe(0);
    expect(handbook()[0]?.editMode).toBe('locked');
  });

  it('writes back the same config through export, which plans nothing', async () => {
    const out = join(tempDir(), 'exported.yaml');
    const exported = await docform(['export', '--organization', 'org_acme', '--output', out], {
      apiUrl: api.url,
    });
    expect(exported.status, shown(exported)).toBe(0);
    const text = readFileSync(out, 'utf8');
    expect(text).toContain(`id: ${handbook()[0]?.id}`);
    const plan = await docform(['plan', out, '--detailed-exitcode'], { apiUrl: api.url });
    expect(plan.status, shown(plan)).toBe(0);
  });

  it('renames in place by previously:, and refuses a second space for a title changed without it', async () => {
    const id = handbook()[0]?.id;
    writeFileSync(file, owned('Handbook', '    previously: [Team Handbook]\n'));
    const plan = await run(['plan']);
    expect(plan.stdout).toContain('~ space.handbook (space update)');
    expect(plan.stdout).not.toContain('space create');
    const apply = await run(['apply', '--auto-approve']);
    expect(apply.status, shown(apply)).toBe(0);
    expect(handbook().map((s) => `${s.id} ${s.title}`)).toEqual([`${id} Handbook`]);
    expect((await run(['plan', '--detailed-exitcode'])).status).toBe(0);

    writeFileSync(file, owned('Handbooks'));
    const refused = await run(['apply', '--auto-approve', '--allow-delete']);
    expect(refused.status, shown(refused)).toBe(1);
    expect(refused.stderr).toContain('create-needs-allow-create');
    expect(handbook()).toHaveLength(1);
  });

  it('writes the id of the matched space with pin', async () => {
    writeFileSync(file, owned('Handbook', '    previously: [Team Handbook]\n'));
    const pin = await run(['pin']);
    expect(pin.status, shown(pin)).toBe(0);
    expect(readFileSync(file, 'utf8')).toContain(`id: ${handbook()[0]?.id}`);
    expect((await run(['plan', '--detailed-exitcode'])).status).toBe(0);
  });

  it('leaves a dropped space alone without prune, and deletes it under prune with --allow-delete only', async () => {
    const id = handbook()[0]?.id;
    writeFileSync(file, dropped(false));
    const kept = await run(['apply', '--auto-approve', '--allow-delete']);
    expect(kept.status, shown(kept)).toBe(0);
    expect(handbook().map((s) => s.id)).toEqual([id]);

    writeFileSync(file, dropped(true));
    const plan = await run(['plan']);
    expect(plan.stdout).toContain('- space.handbook (space delete)');
    expect(plan.stdout).toContain('title: "Handbook"');
    const refused = await run(['apply', '--auto-approve']);
    expect(refused.status, shown(refused)).toBe(1);
    expect(refused.stderr).toContain('delete-needs-allow-delete');
    expect(handbook().map((s) => s.id)).toEqual([id]);

    const apply = await run(['apply', '--auto-approve', '--allow-delete']);
    expect(apply.status, shown(apply)).toBe(0);
    expect(handbook()).toEqual([]);
    expect(
      live()
        .map((s) => s.id)
        .sort(),
    ).toEqual(['spc_api', 'spc_changelog', 'spc_guides', 'spc_internal', 'spc_sdk'].sort());
    expect((await run(['plan', '--detailed-exitcode'])).status).toBe(0);
  });
});
