import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_TARGETS, startApiTarget, type TargetApi } from '../support/api-targets.js';
import { HandApi } from '../support/drift-api.js';
import { docform, type CliRun } from '../support/examples-cli.js';
import { exportThenPlan } from '../support/export-round-trip.js';
import { setStateAt, stateAt } from '../../support/emulator-state.js';
import { clearJournalAt, journalAt } from '../../support/emulator-journal.js';

/**
 * Collections held to both APIs, through the CLI: the form of docs/config.md
 * ("collections") applies, plans nothing, exports and plans its export empty; a space
 * moved to another collection, a collection given another parent, and a grant revoked
 * are each one planned change and one write (the emulator's journal); a pruned
 * collection that still holds a space is refused, naming both, and deleted once the
 * same plan moves the space out.
 */
type Yaml = Record<string, unknown>;

function config(
  overrides: { engineering?: Yaml; guides?: Yaml; collections?: Yaml; policy?: Yaml } = {},
): Yaml {
  return {
    version: 1,
    organization: 'org_acme',
    teams: { writers: { title: 'Writers' } },
    collections: {
      platform: { title: 'Platform', description: 'Everything platform' },
      archive: { title: 'Archive' },
      engineering: {
        title: 'Engineering Docs',
        parent: 'platform',
        defaultLevel: 'inherit',
        permissions: {
          teams: { writers: 'edit' },
          members: { 'bob@acme.example': 'admin' },
        },
        ...overrides.engineering,
      },
      ...overrides.collections,
    },
    spaces: {
      guides: { id: 'spc_guides', collection: 'engineering', ...overrides.guides },
      api: { id: 'spc_api', collection: 'archive' },
    },
    ...(overrides.policy ? { policy: overrides.policy } : {}),
  };
}

let scratch = '';
beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'docform-collections-'));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function shown(run: CliRun): string {
  return `exit ${run.status}\n--- stdout\n${run.stdout}\n--- stderr\n${run.stderr}`;
}

describe.each(API_TARGETS)('collections against the %s', (target) => {
  let api: TargetApi;
  let hand: HandApi;
  let fixture: unknown;
  let n = 0;
  beforeAll(async () => {
    api = await startApiTarget(target);
    hand = new HandApi(api.emulatorUrl);
    fixture = await stateAt(api.emulatorUrl);
  });
  afterAll(async () => {
    await api.close();
  });
  beforeEach(async () => {
    await setStateAt(api.emulatorUrl, fixture);
  });

  function write(doc: Yaml): string {
    n += 1;
    const file = join(scratch, `${target.replace(/\W/g, '-')}-${n}.yaml`);
    writeFileSync(file, stringify(doc));
    return file;
  }

  async function run(args: readonly string[]): Promise<CliRun> {
    return docform(args, { apiUrl: api.url });
  }

  /** The saved plan's changes, as `action address fields` (none saved: a plan with errors). */
  async function planned(doc: Yaml): Promise<{ changes: string[]; run: CliRun }> {
    const file = write(doc);
    const out = `${file}.plan.json`;
    const result = await run(['plan', file, '--out', out, '--detailed-exitcode']);
    if (!existsSync(out)) return { changes: [], run: result };
    const saved = JSON.parse(readFileSync(out, 'utf8')) as {
      changes: { action: string; address: string; fields?: { path: string }[] }[];
    };
    const changes = saved.changes.map(
      (c) => `${c.action} ${c.address} ${(c.fields ?? []).map((f) => f.path).join(',')}`,
    );
    return { changes, run: result };
  }

  /** Applies `doc`, returns its writes as `METHOD path`, and expects the next plan empty. */
  async function apply(doc: Yaml, more: readonly string[] = []): Promise<string[]> {
    const file = write(doc);
    await clearJournalAt(api.emulatorUrl);
    const applied = await run(['apply', file, '--auto-approve', ...more]);
    expect(applied.status, shown(applied)).toBe(0);
    const writes = (await journalAt(api.emulatorUrl))
      .filter((e) => e.method !== 'GET')
      .map((e) => `${e.method} ${e.path}`);
    const again = await run(['plan', file, '--detailed-exitcode']);
    expect(again.status, shown(again)).toBe(0);
    return writes;
  }

  async function collectionId(title: string): Promise<string> {
    return hand.idOf('/orgs/org_acme/collections', 'title', title);
  }

  it('applies the form, plans nothing, and its export plans empty', async () => {
    const writes = await apply(config());
    expect(writes.filter((w) => w.startsWith('POST /v1/orgs/org_acme/collections'))).toHaveLength(
      3,
    );
    const platform = await collectionId('Platform');
    const engineering = await collectionId('Engineering Docs');
    const world = (await stateAt(api.emulatorUrl)) as {
      collections: { id: string; parent?: string }[];
      spaces: { id: string; parent?: string }[];
    };
    expect(world.collections.find((c) => c.id === engineering)?.parent).toBe(platform);
    expect(world.spaces.find((s) => s.id === 'spc_guides')?.parent).toBe(engineering);

    const trip = await exportThenPlan(api.url, scratch);
    expect(trip.plan.status, shown(trip.plan)).toBe(0);
    const exported = parse(trip.yaml) as {
      collections: Record<string, Yaml>;
      spaces: Record<string, Yaml>;
    };
    expect(exported.collections['engineering-docs']).toMatchObject({
      id: engineering,
      parent: 'platform',
      permissions: { teams: { writers: 'edit' }, members: { 'bob@acme.example': 'admin' } },
    });
    expect(exported.spaces.guides?.collection).toBe('engineering-docs');
  });

  it('moves a space to another collection with one moveSpace', async () => {
    await apply(config());
    const moved = config({ guides: { collection: 'archive' } });
    expect((await planned(moved)).changes).toEqual(['update space.guides collection']);
    expect(await apply(moved)).toEqual(['POST /v1/spaces/spc_guides/move']);
  });

  it("changes a collection's parent with one moveCollection", async () => {
    await apply(config());
    const engineering = await collectionId('Engineering Docs');
    const moved = config({ engineering: { parent: 'archive' } });
    expect((await planned(moved)).changes).toEqual(['update collection.engineering parent']);
    expect(await apply(moved)).toEqual([`POST /v1/collections/${engineering}/move`]);
  });

  it('revokes a grant with one removal', async () => {
    await apply(config());
    const engineering = await collectionId('Engineering Docs');
    const revoked = config({
      engineering: {
        permissions: { teams: { writers: 'edit' }, members: { 'bob@acme.example': null } },
      },
    });
    expect((await planned(revoked)).changes).toEqual(['update collection.engineering permissions']);
    expect(await apply(revoked)).toEqual([
      `DELETE /v1/collections/${engineering}/permissions/users/usr_bob`,
    ]);
  });

  it('refuses to delete a collection that still holds a space, and deletes it once the space moves out', async () => {
    await apply(config());
    const archive = await collectionId('Archive');
    const collections = { ...(config().collections as Record<string, Yaml>) };
    delete collections.archive;
    const withoutArchive: Yaml = {
      ...config(),
      collections,
      spaces: { guides: { id: 'spc_guides', collection: 'engineering' } },
      policy: { prune: ['collections'] },
    };
    const refused = await planned(withoutArchive);
    expect(refused.run.status, shown(refused.run)).toBe(1);
    expect(refused.run.stdout + refused.run.stderr).toMatch(
      /collection\.archive cannot be deleted: it still holds space "API Reference" \(spc_api\)/,
    );

    const movedOut: Yaml = {
      ...withoutArchive,
      spaces: {
        guides: { id: 'spc_guides', collection: 'engineering' },
        api: { id: 'spc_api', collection: null },
      },
    };
    const plan = await planned(movedOut);
    expect(plan.changes).toEqual([
      'update space.api collection',
      'delete collection.archive title,defaultLevel',
    ]);
    const writes = await apply(movedOut, ['--allow-delete']);
    expect(writes).toEqual(['POST /v1/spaces/spc_api/move', `DELETE /v1/collections/${archive}`]);
  });

  it('creates a collection whose title a pinned one holds, beside it, and deletes neither', async () => {
    await apply(config());
    const archive = await collectionId('Archive');
    const collections = config().collections as Record<string, Yaml>;
    const twin: Yaml = {
      ...config(),
      collections: {
        ...collections,
        archive: { id: archive, title: 'Archive' },
        'platform-archive': { title: 'Archive', parent: 'platform' },
      },
    };
    const writes = await apply(twin);
    expect(writes.filter((w) => w.startsWith('DELETE'))).toEqual([]);
    const world = (await stateAt(api.emulatorUrl)) as {
      collections: { id: string; title: string; parent?: string }[];
    };
    const archives = world.collections.filter((c) => c.title === 'Archive');
    expect(archives).toHaveLength(2);
    expect(archives.find((c) => c.id !== archive)?.parent).toBe(await collectionId('Platform'));
  });
});
