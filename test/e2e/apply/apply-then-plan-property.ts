import fc from 'fast-check';
import { stringify } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../../src/api/client.js';
import { readLive } from '../../../src/api/read-live.js';
import { readNeedsFor } from '../../../src/plan/read-needs.js';
import { applyPlan } from '../../../src/apply/apply-plan.js';
import { parseConfigSources } from '../../../src/config/parse-sources.js';
import type { Plan } from '../../../src/model/plan.js';
import { planChanges } from '../../../src/plan/plan.js';
import { startApiTarget } from '../support/api-targets.js';
import type { ApiTarget, TargetApi } from '../support/api-targets.js';
import { duplicates } from '../support/apply-harness.js';
import { setStateAt, stateAt } from '../../support/emulator-state.js';

/**
 * The property of CONTRIBUTING.md, rule 10: for random configs against random live orgs, apply
 * then plan is empty, and no natural key is held twice. A live org is made random by
 * applying a first random config; the second is then applied over it, prune, deletes
 * and creates beside lookalikes allowed. Paths come from a few, so the second config
 * often hands a path from one section or site space to another, or swaps paths
 * (docs/apply.md, "Paths handed over"). fast-check shrinks a failure to a minimal pair of configs.
 */

const SPACES = ['spc_guides', 'spc_api', 'spc_sdk', 'spc_changelog', 'spc_internal'];
const EMAILS = ['alice@acme.example', 'bob@acme.example', 'carol@acme.example'];
const SECTION_TITLES = ['Guides', 'API', 'SDK', 'Changelog', 'FAQ', 'Intro', 'Tools'];
const GROUP_TITLES = ['Products', 'Reference', 'More'];
const LINK_TITLES = ['Status', 'Forum'];
const LINK_URLS = ['https://status.acme.example', 'https://acme.example/forum'];
// few paths, so that a second config often puts another object behind a path, or swaps two
const SPACE_PATHS = ['a', 'b', 'c', 'd'];
const SECTION_PATHS = ['p', 'q', 'r', 's', 't', 'u', 'v'];

type Yaml = Record<string, unknown>;

const siteSpaces = fc
  .uniqueArray(fc.constantFrom(...SPACES), { minLength: 1, maxLength: 3 })
  .chain((spaces) =>
    fc.record({
      spaces: fc.constant(spaces),
      defaultAt: fc.integer({ min: -1, max: spaces.length - 1 }),
      hidden: fc.array(fc.boolean(), { minLength: spaces.length, maxLength: spaces.length }),
      paths: fc.shuffledSubarray(SPACE_PATHS, {
        minLength: spaces.length,
        maxLength: spaces.length,
      }),
    }),
  )
  .map(({ spaces, defaultAt, hidden, paths }) =>
    spaces.map((space, i) => ({
      space,
      path: paths[i],
      ...(i === defaultAt ? { default: true } : {}),
      ...(hidden[i] === true && i !== defaultAt ? { hidden: true } : {}),
    })),
  );

/** A site's sections, groups and external links; titles are unique in the whole site. */
const structure = fc
  .uniqueArray(fc.constantFrom(...SECTION_TITLES), { minLength: 1, maxLength: 5 })
  .chain((titles) =>
    fc.record({
      titles: fc.constant(titles),
      spaces: fc.array(siteSpaces, { minLength: titles.length, maxLength: titles.length }),
      icons: fc.array(fc.constantFrom(undefined, 'book', 'box'), {
        minLength: titles.length,
        maxLength: titles.length,
      }),
      paths: fc.shuffledSubarray(SECTION_PATHS, {
        minLength: titles.length,
        maxLength: titles.length,
      }),
      // how many of the sections (from the end) go into each group
      groups: fc.uniqueArray(fc.constantFrom(...GROUP_TITLES), { maxLength: 2 }),
      split: fc.integer({ min: 0, max: titles.length }),
      // external links: each at a place of the root, or (the last one) inside a group
      links: fc.uniqueArray(fc.constantFrom(...LINK_TITLES), { maxLength: 2 }),
      linkAt: fc.array(fc.nat(), { minLength: 2, maxLength: 2 }),
      linkUrl: fc.constantFrom(...LINK_URLS),
      linkInGroup: fc.boolean(),
    }),
  )
  .map(({ titles, spaces, icons, paths, groups, split, ...links }) => {
    const sections = titles.map((title, i) => ({
      title,
      path: paths[i],
      ...(icons[i] ? { icon: icons[i] } : {}),
      spaces: spaces[i],
    }));
    const loose: Yaml[] = sections.slice(0, split);
    const grouped = sections.slice(split);
    if (groups.length === 0 || grouped.length === 0) {
      return withLinks([...loose, ...grouped], links);
    }
    const half = Math.ceil(grouped.length / groups.length);
    const made = groups
      .map((group, g) => ({ group, sections: grouped.slice(g * half, (g + 1) * half) }))
      .filter((g) => g.sections.length > 0);
    return withLinks([...loose, ...made], links);
  });

/** The list with each link put at its place; the last one into the first group if asked. */
function withLinks(
  items: Yaml[],
  links: { links: string[]; linkAt: number[]; linkUrl: string; linkInGroup: boolean },
): Yaml[] {
  const out = [...items];
  links.links.forEach((title, i) => {
    const link = { link: title, url: links.linkUrl };
    const group = out.find((item) => 'group' in item) as { sections: Yaml[] } | undefined;
    const last = i === links.links.length - 1;
    // a group's sections are a list made by this map: splicing into it changes nothing shared
    const into = last && links.linkInGroup && group ? group.sections : out;
    into.splice((links.linkAt[i] ?? 0) % (into.length + 1), 0, link);
  });
  return out;
}

const site = fc.record({
  visibility: fc.constantFrom('public', 'unlisted'),
  sections: structure,
});

const config = fc
  .record({
    sites: fc.uniqueArray(fc.constantFrom('Portal', 'Docs', 'Help'), { maxLength: 2 }),
    siteBodies: fc.array(site, { minLength: 2, maxLength: 2 }),
    teams: fc.uniqueArray(fc.constantFrom('Docs', 'Support', 'Ops'), { maxLength: 3 }),
    teamMembers: fc.array(fc.subarray(EMAILS), { minLength: 3, maxLength: 3 }),
    prune: fc.subarray(['teams', 'sites']),
  })
  .map((c): Yaml => {
    const doc: Yaml = { version: 1, organization: 'org_acme' };
    if (c.teams.length > 0) {
      doc.teams = Object.fromEntries(
        c.teams.map((title, i) => [title.toLowerCase(), { title, members: c.teamMembers[i] }]),
      );
    }
    if (c.sites.length > 0) {
      doc.sites = Object.fromEntries(
        c.sites.map((title, i) => [title.toLowerCase(), { title, ...c.siteBodies[i] }]),
      );
    }
    if (c.prune.length > 0) doc.policy = { prune: c.prune };
    return doc;
  });

/**
 * Runs of the property per API target (../support/api-targets.ts): the emulator, and fewer through
 * the official gateway, which the apply scenarios cover too (the whole suite stays fast).
 */
const RUNS: Record<ApiTarget, number> = {
  emulator: 100,
  'official gateway': 30,
};

/**
 * The property against one target: a file per target (apply-then-plan.property.test.ts,
 * apply-then-plan-official-gateway.property.test.ts), so that two workers run them at once.
 */
export function applyThenPlanProperty(target: ApiTarget): void {
  describe(`apply then plan against the ${target}`, () => propertySuite(target));
}

function propertySuite(target: ApiTarget): void {
  let emulator: TargetApi;
  let client: ApiClient;
  let fixture: unknown;
  beforeAll(async () => {
    emulator = await startApiTarget(target);
    client = new ApiClient({ baseUrl: emulator.url, token: 'dev-token', parallelism: 4 });
    fixture = await stateAt(emulator.url);
  });
  afterAll(async () => {
    await client.close();
    await emulator.close();
  });

  async function planFor(doc: Yaml): Promise<{ plan: Plan; text: string }> {
    const text = stringify(doc);
    const result = parseConfigSources([{ file: 'random.yaml', text }], { env: {} });
    if (result.desired === undefined) {
      throw new Error(`invalid config:\n${text}\n${JSON.stringify(result.diagnostics)}`);
    }
    const { live } = await readLive(client, readNeedsFor(result.desired));
    return { plan: planChanges(result.desired, live), text };
  }

  async function apply(doc: Yaml): Promise<void> {
    const { plan, text } = await planFor(doc);
    const errors = plan.diagnostics.filter((d) => d.severity === 'error');
    expect(errors, text).toEqual([]);
    const result = await applyPlan(plan, {
      client,
      parallelism: 4,
      allowDelete: true,
      force: true,
      // random titles look like renames of each other: the second config means them
      allowCreate: true,
    });
    const failed = result.results.filter((r) => r.status !== 'done');
    expect(failed, text).toEqual([]);
  }

  it('is empty after applying any config over any org docform made, with no duplicates', async () => {
    await fc.assert(
      fc.asyncProperty(config, config, async (first, second) => {
        await setStateAt(emulator.url, fixture);
        await apply(first);
        await apply(second);
        const { plan, text } = await planFor(second);
        expect(
          plan.changes.map((c) => `${c.action} ${c.address}`),
          text,
        ).toEqual([]);
        expect(await duplicates(emulator.url), text).toEqual([]);
      }),
      { numRuns: RUNS[target] },
    );
  }, 300_000);
}
