import { badRequest } from '../api-error.js';
import type { World } from '../world.js';

/**
 * The rules of collections that the world schema cannot say, checked with the other
 * references when a world is loaded: a collection belongs to an existing organization,
 * its parent and the parent of a space are collections of the same organization, and
 * collections form no cycle (a cycle would make a move or a list loop forever).
 */
export function checkCollectionReferences(world: World): void {
  const orgs = new Set(world.organizations.map((o) => o.id));
  const collections = new Map(world.collections.map((c) => [c.id, c]));
  world.collections.forEach((c, i) => {
    if (!orgs.has(c.organization))
      fail(`collections.${i}.organization`, `no organization "${c.organization}"`);
    if (c.parent !== undefined && collections.get(c.parent)?.organization !== c.organization) {
      fail(
        `collections.${i}.parent`,
        `no collection "${c.parent}" in organization "${c.organization}"`,
      );
    }
  });
  world.spaces.forEach((s, i) => {
    if (s.parent !== undefined && collections.get(s.parent)?.organization !== s.organization) {
      fail(`spaces.${i}.parent`, `no collection "${s.parent}" in organization "${s.organization}"`);
    }
  });
  world.collections.forEach((c, i) => {
    const chain: string[] = [c.id];
    for (let at = c.parent; at !== undefined; at = collections.get(at)?.parent) {
      if (at === c.id) {
        fail(
          `collections.${i}.parent`,
          `collections form a cycle (${[...chain, at].join(' -> ')})`,
        );
      }
      if (chain.includes(at)) return; // a cycle above this collection: reported for its members
      chain.push(at);
    }
  });
}

function fail(at: string, problem: string): never {
  throw badRequest(`Invalid world at "${at}": ${problem}`);
}
