import { describe, expect, it } from 'vitest';
import { readNeedsFor } from '../../src/plan/read-needs.js';
import { desired, moreStructures, site } from './read-needs-states.js';

/**
 * Under `prune: [sites]` or `prune: [spaces]`, the live sites no declared site surely
 * names are read too: a pruned site's children go with it, and the spaces a kept
 * undeclared site publishes are not pruned.
 */
describe('the sites read under prune', () => {
  it('under prune: [sites], reads the children of the live sites no declared site names', () => {
    const scope = readNeedsFor(
      desired({
        sites: [site('Kept', { previously: ['Old kept'] })],
        policy: { ...desired().policy, prune: ['sites'] },
      }),
    );
    const live = [
      { id: 'site_1', title: 'Kept' },
      { id: 'site_2', title: 'Old kept' },
      { id: 'site_3', title: 'Gone' },
    ];
    // the planner tries `Old kept` only for a site `Kept` did not match: site_2 may be
    // left unclaimed, so its children are read
    expect([...moreStructures(scope, live)]).toEqual(['site_2', 'site_3']);
    const unpruned = readNeedsFor(desired({ sites: [site('Kept')] }));
    expect([...moreStructures(unpruned, live)]).toEqual([]);
  });

  it('under prune: [spaces], lists the sites and reads the structure of those no declared site names', () => {
    const live = [
      { id: 'site_1', title: 'Kept' },
      { id: 'site_3', title: 'Blog' },
    ];
    const none = readNeedsFor(desired({ policy: { ...desired().policy, prune: ['spaces'] } }));
    expect(none).toMatchObject({ sites: true, siteStructure: 'none' });
    expect([...moreStructures(none, live)]).toEqual(['site_1', 'site_3']);
    const scope = readNeedsFor(
      desired({
        sites: [site('Kept')],
        policy: { ...desired().policy, prune: ['spaces'] },
      }),
    );
    expect([...moreStructures(scope, live)]).toEqual(['site_3']);
    // a pinned site is matched by its id only: a live site with its title is another one
    const pinned = readNeedsFor(
      desired({
        sites: [site('Blog', { id: 'site_1' })],
        policy: { ...desired().policy, prune: ['spaces'] },
      }),
    );
    expect([...moreStructures(pinned, live)]).toEqual(['site_3']);
    // a previous title names no live site for sure: the site holding it is read
    const renamed = readNeedsFor(
      desired({
        sites: [site('Kept', { previously: ['Blog'] })],
        policy: { ...desired().policy, prune: ['spaces'] },
      }),
    );
    expect([...moreStructures(renamed, live)]).toEqual(['site_3']);
    const unpruned = readNeedsFor(desired({ spaces: [], sites: [site('Kept')] }));
    expect([...moreStructures(unpruned, live)]).toEqual([]);
    expect(readNeedsFor(desired()).sites).toBe(false);
  });
});
