import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiClient } from '../../src/api/client.js';
import { getStructure } from '../../src/api/resources/site-structure.js';
import { applyPlan } from '../../src/apply/apply-plan.js';
import type { Change, FieldChange, FieldName, Plan } from '../../src/model/plan.js';
import { startTestEmulator, type TestEmulator } from '../support/start-test-emulator.js';
import { TOKENS } from '../support/tokens.js';

/**
 * The site structures an apply hands to verify (`freshStructures`, docs/apply.md,
 * "Verify"): only a re-read that started after every write that could change the
 * structure was answered, and none when a change failed.
 */
function plan(changes: Change[]): Plan {
  return {
    formatVersion: 1,
    organization: 'org_acme',
    summary: { create: 0, update: 0, move: 0, delete: 0 },
    changes,
    unmanaged: [],
    diagnostics: [],
    liveFingerprint: 'x',
  };
}

// a hand-built change, as a plan read back: the value stands for the field's own
const f = (path: FieldName, after: unknown) => ({ path, after }) as FieldChange;

/** A site and a section whose first site space comes with the section's create. */
const SITE_AND_SECTION: Change[] = [
  {
    address: 'site.docs',
    kind: 'site',
    action: 'create',
    fields: [f('title', 'Docs')],
    dependsOn: [],
  },
  {
    address: 'site.docs.section.Guides',
    kind: 'section',
    action: 'create',
    parent: { ref: 'site.docs' },
    fields: [f('title', 'Guides')],
    dependsOn: ['site.docs'],
  },
  {
    address: 'site.docs.section.Guides.space.guides',
    kind: 'site-space',
    action: 'create',
    parent: { ref: 'site.docs.section.Guides' },
    fields: [f('space', 'spc_guides')],
    dependsOn: ['site.docs.section.Guides'],
  },
];

/** A change that runs once the section's change (and so its re-read) is done. */
const afterSection = (change: Change): Change => ({
  ...change,
  dependsOn: ['site.docs.section.Guides'],
});

const SECOND_SITE_SPACE: Change = {
  address: 'site.docs.section.Guides.space.sdk',
  kind: 'site-space',
  action: 'create',
  parent: { ref: 'site.docs.section.Guides' },
  fields: [f('space', 'spc_sdk'), f('path', 'sdk')],
  dependsOn: ['site.docs.section.Guides'],
};

const SPACE_UPDATE: Change = {
  address: 'space.guides',
  kind: 'space',
  action: 'update',
  id: 'spc_guides',
  fields: [f('title', 'Guides v2')],
  dependsOn: [],
};

const FAILING: Change = {
  address: 'member.nobody@x',
  kind: 'member',
  action: 'update',
  id: 'usr_nobody',
  fields: [f('role', 'read')],
  dependsOn: ['site.docs.section.Guides'],
};

describe('the structures an apply hands to verify', () => {
  let emulator: TestEmulator;
  let client: ApiClient;
  beforeEach(async () => {
    emulator = await startTestEmulator();
    client = new ApiClient({ baseUrl: emulator.url, token: TOKENS.admin, parallelism: 4 });
  });
  afterEach(async () => {
    await client.close();
    await emulator.close();
  });

  const apply = (changes: Change[], parallelism = 4) =>
    applyPlan(plan(changes), {
      client,
      parallelism,
      allowDelete: false,
      force: false,
      retries: () => client.stats.retries,
    });
  const docsId = () => emulator.world().sites.find((s) => s.title === 'Docs')?.id ?? '';

  it('are the re-reads of the sites with nothing written to them after', async () => {
    const result = await apply(SITE_AND_SECTION);
    expect(result.outcome).toBe('applied');
    const live = await getStructure(client, 'org_acme', docsId());
    expect(result.freshStructures).toEqual(new Map([[docsId(), live]]));
  });

  it('leave out a site whose structure was written after its re-read', async () => {
    const result = await apply([...SITE_AND_SECTION, SECOND_SITE_SPACE]);
    expect(result.outcome).toBe('applied');
    expect(emulator.world().siteSpaces.filter((s) => s.site === docsId())).toHaveLength(2);
    expect(result.freshStructures).toEqual(new Map());
  });

  it('leave out every site when a space was written after the re-read', async () => {
    const result = await apply([...SITE_AND_SECTION, afterSection(SPACE_UPDATE)]);
    expect(result.outcome).toBe('applied');
    expect(result.freshStructures).toEqual(new Map());
  });

  it('keep a site whose re-read started after a space write was answered', async () => {
    const result = await apply([SPACE_UPDATE, ...SITE_AND_SECTION], 1);
    expect(result.outcome).toBe('applied');
    expect([...(result.freshStructures?.keys() ?? [])]).toEqual([docsId()]);
  });

  it('are none when a change failed', async () => {
    const result = await apply([...SITE_AND_SECTION, FAILING]);
    expect(result.outcome).toBe('failed');
    expect(result.freshStructures).toEqual(new Map());
  });
});
