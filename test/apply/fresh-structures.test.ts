import { describe, expect, it } from 'vitest';
import { getStructure } from '../../src/api/resources/site-structure.js';
import { applyPlan } from '../../src/apply/apply-plan.js';
import type { Change } from '../../src/model/plan.js';
import { useEmulatorAndClient } from './support/emulator-and-client.js';
import { f, handBuiltPlan as plan } from './support/hand-built-plan.js';

/**
 * The site structures an apply hands to verify (`freshStructures`, docs/apply.md,
 * "Verify"): only a re-read that started after every write that could change the
 * structure was answered, and none when a change failed.
 */
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
  const env = useEmulatorAndClient({ parallelism: 4 });

  const apply = (changes: Change[], parallelism = 4) =>
    applyPlan(plan(changes), {
      client: env.client,
      parallelism,
      allowDelete: false,
      force: false,
      retries: () => env.client.stats.retries,
    });
  const docsId = () => env.emulator.world().sites.find((s) => s.title === 'Docs')?.id ?? '';

  it('are the re-reads of the sites with nothing written to them after', async () => {
    const result = await apply(SITE_AND_SECTION);
    expect(result.outcome).toBe('applied');
    const live = await getStructure(env.client, 'org_acme', docsId());
    expect(result.freshStructures).toEqual(new Map([[docsId(), live]]));
  });

  it('leave out a site whose structure was written after its re-read', async () => {
    const result = await apply([...SITE_AND_SECTION, SECOND_SITE_SPACE]);
    expect(result.outcome).toBe('applied');
    expect(env.emulator.world().siteSpaces.filter((s) => s.site === docsId())).toHaveLength(2);
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
