import { DEFAULT_PARALLELISM } from '../../src/api/defaults.js';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiClient } from '../../src/api/client.js';
import { CREATE_SENDS, LATE_WRITE_READS_MS } from '../../src/apply/adopt.js';
import { applyPlan } from '../../src/apply/apply-plan.js';
import type { ApplyEvent } from '../../src/apply/events.js';
import { olderFirst } from '../../src/apply/older-first.js';
import type { Change } from '../../src/model/plan.js';
import { answerJson, pathOf, startHostileProxy } from '../support/hostile-proxy.js';
import type { HostileProxy } from '../support/hostile-proxy.js';
import { TOKENS } from '../support/tokens.js';
import { useEmulatorAndClient } from './support/emulator-and-client.js';
import { f, handBuiltPlan } from './support/hand-built-plan.js';

/**
 * A create keeps one object per natural key. After it, the
 * collection is read again and the oldest holder wins; a 409 adopts the holder; an
 * unknown outcome that may land late is looked for over 7.5 s before a second create.
 */
const plan = (changes: Change[]) => handBuiltPlan(changes, { summary: { create: changes.length } });
const ORG = '/orgs/org_acme';

const env = useEmulatorAndClient({ parallelism: DEFAULT_PARALLELISM });

const api = (method: string, path: string, body?: unknown) =>
  env.emulator.admin(method, path, body);
const journal = () => env.emulator.journal();
const clearJournal = () => env.emulator.clearJournal();

function run(
  changes: Change[],
  events: ApplyEvent[] = [],
  apiClient = env.client,
  parallelism = 1,
) {
  return applyPlan(plan(changes), {
    client: apiClient,
    parallelism,
    allowDelete: false,
    force: false,
    onEvent: (e) => events.push(e),
  });
}

function newSites(titles: string[]): Change[] {
  return titles.map((title) => ({
    address: `site.${title.toLowerCase()}`,
    kind: 'site',
    action: 'create',
    fields: [f('title', title)],
    dependsOn: [],
  }));
}

describe('after a create, the oldest holder of the natural key is kept', () => {
  it('a team made meanwhile by another apply: the new one is deleted, the older one taken', async () => {
    const older = await api('PUT', `${ORG}/teams`, { title: 'Platform' });
    await clearJournal();
    const events: ApplyEvent[] = [];
    const team: Change = {
      address: 'team.platform',
      kind: 'team',
      action: 'create',
      fields: [f('title', 'Platform')],
      dependsOn: [],
    };
    const result = await run([team], events);
    expect(result.outcome).toBe('applied');
    const made = events.find((e) => e.type === 'deduplicated');
    expect(made).toMatchObject({ kept: older.id });
    expect(result.results[0]).toMatchObject({
      status: 'done',
      id: older.id,
      duplicateDeleted: made?.type === 'deduplicated' ? made.deleted : 'none',
    });
    expect(env.emulator.world().teams.map((t) => t.id)).toEqual([older.id]);
    expect(await journal()).toEqual([
      `PUT /v1${ORG}/teams`,
      `GET /v1${ORG}/teams?title=Platform&limit=1000`,
      `DELETE /v1${ORG}/teams/${made?.type === 'deduplicated' ? made.deleted : ''}`,
    ]);
  });

  it('alone with its key: kept, at the cost of one read', async () => {
    const team: Change = {
      address: 'team.solo',
      kind: 'team',
      action: 'create',
      fields: [f('title', 'Solo')],
      dependsOn: [],
    };
    const result = await run([team]);
    expect(result.results[0]).toMatchObject({ status: 'done' });
    expect(result.results[0]?.duplicateDeleted).toBeUndefined();
    expect(await journal()).toEqual([
      `PUT /v1${ORG}/teams`,
      `GET /v1${ORG}/teams?title=Solo&limit=1000`,
    ]);
  });

  it('a section is a duplicate only of a section of its title in the same group', async () => {
    const site = await api('POST', `${ORG}/sites`, { title: 'Docs' });
    const at = `${ORG}/sites/${site.id}`;
    const group = await api('POST', `${at}/section-groups`, { title: 'Products' });
    await api('POST', `${at}/sections`, {
      title: 'API',
      spaceId: 'spc_api',
      siteSectionGroupId: group.id,
    });
    const rootApi = await api('POST', `${at}/sections`, { title: 'Guides', spaceId: 'spc_guides' });
    const section = (title: string, space: string): Change[] => [
      {
        address: `site.docs.section.${title}`,
        kind: 'section',
        action: 'create',
        parent: { ref: 'site.docs', id: site.id },
        fields: [f('title', title), f('space', space)],
        dependsOn: [],
      },
      {
        address: `site.docs.section.${title}.space.${space}`,
        kind: 'site-space',
        action: 'create',
        parent: { ref: `site.docs.section.${title}` },
        fields: [f('space', space)],
        dependsOn: [`site.docs.section.${title}`],
      },
    ];
    // "API" at the root: the group's "API" is another key, both stay
    const api1 = await run(section('API', 'spc_sdk'));
    expect(api1.outcome).toBe('applied');
    expect(api1.results[0]?.duplicateDeleted).toBeUndefined();
    // "Guides" at the root again: the older root "Guides" is kept
    const guides = await run(section('Guides', 'spc_changelog'));
    expect(guides.outcome).toBe('applied');
    expect(guides.results[0]).toMatchObject({ id: rootApi.id });
    expect(guides.results[0]?.duplicateDeleted).toBeDefined();
    const titles = env.emulator
      .world()
      .siteNodes.filter((n) => n.site === site.id && n.type === 'section')
      .map((n) => `${n.parent === null ? '' : 'Products/'}${n.title}`)
      .sort();
    expect(titles).toEqual(['API', 'Guides', 'Products/API']);
  });

  it('the sections of one site created one after another share one re-read, after the last', async () => {
    const site = await api('POST', `${ORG}/sites`, { title: 'Docs' });
    const at = `${ORG}/sites/${site.id}`;
    const older = await api('POST', `${at}/sections`, { title: 'Beta', spaceId: 'spc_guides' });
    await clearJournal();
    const spaces = ['spc_sdk', 'spc_guides', 'spc_changelog'];
    const changes = ['Alpha', 'Beta', 'Gamma'].flatMap((title, i): Change[] => [
      {
        address: `site.docs.section.${title}`,
        kind: 'section',
        action: 'create',
        parent: { ref: 'site.docs', id: site.id },
        fields: [f('title', title), f('space', spaces[i])],
        dependsOn: [],
      },
      {
        address: `site.docs.section.${title}.space.${spaces[i]}`,
        kind: 'site-space',
        action: 'create',
        parent: { ref: `site.docs.section.${title}` },
        fields: [f('space', spaces[i])],
        dependsOn: [`site.docs.section.${title}`],
      },
    ]);
    const sorted = [0, 2, 4, 1, 3, 5].map((i) => changes[i] as Change);
    const events: ApplyEvent[] = [];
    const result = await run(sorted, events);
    expect(result.outcome).toBe('applied');
    const dedup = events.find((e) => e.type === 'deduplicated');
    expect(dedup).toMatchObject({ kept: older.id });
    expect(result.results[1]).toMatchObject({ id: older.id });
    expect(await journal()).toEqual([
      `POST /v1${at}/sections`,
      `POST /v1${at}/sections`,
      `POST /v1${at}/sections`,
      `GET /v1${at}/structure`,
      `DELETE /v1${at}/sections/${dedup?.type === 'deduplicated' ? dedup.deleted : ''}`,
    ]);
    // the site space of "Beta" is the older section's, not the deleted one's
    const beta = env.emulator.world().siteSpaces.filter((s) => s.section === older.id);
    expect(result.results[4]).toMatchObject({ id: beta[0]?.id });
  });

  // at parallelism 1 too: a site create waiting for its re-read gives up its slot
  it.each([3, 1])(
    "the sites created together share one read of the organization's sites (parallelism %i)",
    async (parallelism) => {
      const older = await api('POST', `${ORG}/sites`, { title: 'Beta' });
      await clearJournal();
      const events: ApplyEvent[] = [];
      const result = await run(
        newSites(['Alpha', 'Beta', 'Gamma']),
        events,
        env.client,
        parallelism,
      );
      expect(result.outcome).toBe('applied');
      const dedup = events.find((e) => e.type === 'deduplicated');
      expect(dedup).toMatchObject({ kept: older.id });
      expect(result.results[1]).toMatchObject({ id: older.id });
      expect(await journal()).toEqual([
        `POST /v1${ORG}/sites`,
        `POST /v1${ORG}/sites`,
        `POST /v1${ORG}/sites`,
        `GET /v1${ORG}/sites?limit=1000`,
        `DELETE /v1${ORG}/sites/${dedup?.type === 'deduplicated' ? dedup.deleted : ''}`,
      ]);
      expect(
        env.emulator
          .world()
          .sites.map((s) => s.title)
          .sort(),
      ).toEqual(['Alpha', 'Beta', 'Gamma']);
    },
  );

  it('sites that span more than a page: each create reads its own title', async () => {
    const older = await api('POST', `${ORG}/sites`, { title: 'Beta' });
    // the organization's sites do not fit one answer: paging them while another apply
    // deletes one could skip an entry
    const proxy = await startHostileProxy(env.emulator.url, async (req, res, upstream) => {
      if (req.method !== 'GET' || req.url !== `/v1${ORG}/sites?limit=1000`) return false;
      const page = JSON.parse((await upstream()).body.toString()) as object;
      answerJson(res, 200, { ...page, next: { page: 'more' } });
      return true;
    });
    const viaProxy = new ApiClient({ baseUrl: proxy.url, token: TOKENS.admin, parallelism: 3 });
    try {
      await clearJournal();
      const events: ApplyEvent[] = [];
      const result = await run(newSites(['Alpha', 'Beta', 'Gamma']), events, viaProxy, 3);
      expect(result.outcome).toBe('applied');
      expect(result.results[1]).toMatchObject({ id: older.id });
      const reads = (await journal()).filter((line) => line.startsWith('GET'));
      expect(reads.sort()).toEqual([
        `GET /v1${ORG}/sites?limit=1000`,
        `GET /v1${ORG}/sites?title=Alpha&limit=1000`,
        `GET /v1${ORG}/sites?title=Beta&limit=1000`,
        `GET /v1${ORG}/sites?title=Gamma&limit=1000`,
      ]);
      // the same client asks no more for the first page: it knows the sites span pages
      await clearJournal();
      await run(newSites(['Delta']), [], viaProxy);
      expect((await journal()).filter((line) => line.startsWith('GET'))).toEqual([
        `GET /v1${ORG}/sites?title=Delta&limit=1000`,
      ]);
    } finally {
      await viaProxy.close();
      await proxy.close();
    }
    expect(
      env.emulator
        .world()
        .sites.map((s) => s.title)
        .sort(),
    ).toEqual(['Alpha', 'Beta', 'Delta', 'Gamma']);
  });

  it('a key the API keeps unique (an OpenAPI slug): the 409 adopts the holder', async () => {
    const holder = await api('POST', `${ORG}/openapi`, {
      slug: 'petstore',
      source: { url: 'https://specs.example/petstore.yaml' },
    });
    const events: ApplyEvent[] = [];
    const spec: Change = {
      address: 'openapi.petstore',
      kind: 'openapi',
      action: 'create',
      fields: [f('source', { url: 'https://specs.example/petstore.yaml' })],
      dependsOn: [],
    };
    const result = await run([spec], events);
    expect(result.outcome).toBe('applied');
    expect(result.results[0]).toMatchObject({ id: holder.id, adopted: true, adoptReason: 'taken' });
    expect(events.find((e) => e.type === 'adopted')).toMatchObject({ reason: 'taken' });
    expect(env.emulator.world().openapi).toHaveLength(1);
  });
});

/** A client of the admin token that sends its requests through `proxy`. */
function clientOf(proxy: HostileProxy): ApiClient {
  return new ApiClient({
    baseUrl: proxy.url,
    token: TOKENS.admin,
    parallelism: DEFAULT_PARALLELISM,
  });
}

/** The create of one team, as a plan holds it. */
function newTeam(address: string, title: string): Change {
  return { address, kind: 'team', action: 'create', fields: [f('title', title)], dependsOn: [] };
}

describe('an unknown outcome that may land late', () => {
  let proxy: HostileProxy;
  afterEach(async () => {
    await proxy.close();
  });

  it('is looked for at 0, 0.5, 1.5, 3.5 and 7.5 s before the create is sent again', async () => {
    let refused = false;
    proxy = await startHostileProxy(env.emulator.url, (req, res) => {
      if (refused || req.method !== 'PUT' || pathOf(req) !== `/v1${ORG}/teams`) return false;
      refused = true;
      answerJson(res, 504, undefined); // the gateway gave up; this write never lands
      return true;
    });
    const sleeps: number[] = [];
    const viaProxy = clientOf(proxy);
    const result = await applyPlan(plan([newTeam('team.late', 'Late')]), {
      client: viaProxy,
      parallelism: 1,
      allowDelete: false,
      force: false,
      sleep: async (ms) => void sleeps.push(ms),
    });
    await viaProxy.close();
    expect(result.outcome).toBe('applied');
    expect(result.results[0]?.adopted).toBeUndefined();
    expect(sleeps).toEqual([500, 1000, 2000, 4000]);
    expect(LATE_WRITE_READS_MS.at(-1)).toBe(7500);
    const seen = proxy.seen.map((r) => `${r.method} ${pathOf(r)}`);
    expect(seen).toEqual([
      `PUT /v1${ORG}/teams`,
      ...Array<string>(5).fill(`GET /v1${ORG}/teams`),
      `PUT /v1${ORG}/teams`,
      `GET /v1${ORG}/teams`,
    ]);
    expect(env.emulator.world().teams.filter((t) => t.title === 'Late')).toHaveLength(1);
  });
});

describe('a create whose connection is reset each time', () => {
  let proxy: HostileProxy;
  afterEach(async () => {
    await proxy.close();
  });

  /** Runs one team create through a proxy that resets the first `resets` creates. */
  async function createThroughResets(resets: number) {
    let reset = 0;
    proxy = await startHostileProxy(env.emulator.url, (req, res) => {
      if (reset >= resets || req.method !== 'PUT' || pathOf(req) !== `/v1${ORG}/teams`) {
        return false;
      }
      reset += 1;
      res.destroy(); // the request was sent and never applied; the client cannot tell
      return true;
    });
    const viaProxy = clientOf(proxy);
    const result = await run([newTeam('team.flaky', 'Flaky')], [], viaProxy);
    await viaProxy.close();
    return { result, seen: proxy.seen.map((r) => `${r.method} ${pathOf(r)}`) };
  }

  it('is read for and sent again as often as the client retries a request safe to repeat', async () => {
    const { result, seen } = await createThroughResets(CREATE_SENDS - 1);
    expect(CREATE_SENDS).toBe(6);
    expect(result.outcome).toBe('applied');
    expect(seen.filter((r) => r.startsWith('PUT'))).toHaveLength(CREATE_SENDS);
    expect(env.emulator.world().teams.filter((t) => t.title === 'Flaky')).toHaveLength(1);
  });

  it('gives up after its last send, naming how many, with nothing made', async () => {
    const { result, seen } = await createThroughResets(CREATE_SENDS);
    expect(result.outcome).toBe('failed');
    expect(result.results[0]?.status).toBe('failed');
    expect(result.results[0]?.message).toContain(
      `gave up after ${CREATE_SENDS} creates with unknown outcome and no object found`,
    );
    // each send is followed by one read that finds nothing
    expect(seen).toEqual(
      Array.from({ length: CREATE_SENDS }).flatMap(() => [
        `PUT /v1${ORG}/teams`,
        `GET /v1${ORG}/teams`,
      ]),
    );
    expect(env.emulator.world().teams.filter((t) => t.title === 'Flaky')).toHaveLength(0);
  });
});

describe('olderFirst', () => {
  it('orders by createdAt where both have one, else by id, counters by their number', () => {
    const at = (id: string, createdAt?: string) => ({ id, ...(createdAt ? { createdAt } : {}) });
    const sorted = (xs: ReturnType<typeof at>[]) => [...xs].sort(olderFirst).map((x) => x.id);
    expect(sorted([at('b', '2026-01-02T00:00:00Z'), at('a', '2026-01-03T00:00:00Z')])).toEqual([
      'b',
      'a',
    ]);
    expect(sorted([at('site_10'), at('site_9'), at('site_11')])).toEqual([
      'site_9',
      'site_10',
      'site_11',
    ]);
    // equal times: the id decides, the same in every apply
    const t = '2026-01-01T00:00:00.000Z';
    expect(sorted([at('x_0002', t), at('x_0001', t)])).toEqual(['x_0001', 'x_0002']);
  });
});
