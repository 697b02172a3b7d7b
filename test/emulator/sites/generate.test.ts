import { describe, expect, it } from 'vitest';
import { builtinFixture } from '../../../src/emulator/fixture.js';
import { generateWorld } from '../../../src/emulator/generate.js';
import type { World } from '../../../src/emulator/world.js';

const shape = { sites: 4, sectionsPerSite: 3, spacesPerSection: 2, teams: 2, saml: 1, openapi: 2 };

describe('generateWorld', () => {
  it('adds the requested records to a copy, leaving the base untouched', () => {
    const base = builtinFixture();
    const before = JSON.stringify(base);
    const world = generateWorld(base, shape);
    expect(JSON.stringify(base)).toBe(before);
    expect(world.sites).toHaveLength(4);
    expect(world.siteNodes.filter((n) => n.type === 'section')).toHaveLength(12);
    expect(world.siteSpaces).toHaveLength(24);
    expect(world.spaces).toHaveLength(base.spaces.length + 24);
    expect(world.teams).toHaveLength(2);
    expect(world.saml).toHaveLength(1);
    expect(world.openapi).toHaveLength(2);
  });

  it('is deterministic: the same shape gives the same world', () => {
    expect(generateWorld(builtinFixture(), shape)).toEqual(generateWorld(builtinFixture(), shape));
  });

  it('gives unique ids', () => {
    const world = generateWorld(builtinFixture(), { ...shape, groups: true });
    const ids = [
      ...world.sites,
      ...world.siteNodes,
      ...world.siteSpaces,
      ...world.spaces,
      ...world.teams,
      ...world.saml,
      ...world.openapi,
    ].map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps the structure rules: one default section, one default site space, unique paths', () => {
    const world = generateWorld(builtinFixture(), { ...shape, sites: 3, groups: true });
    for (const site of world.sites) {
      const sections = world.siteNodes.filter((n) => n.site === site.id && n.type === 'section');
      expect(sections.filter((s) => s.default)).toHaveLength(1);
      expect(new Set(sections.map((s) => s.path)).size).toBe(sections.length);
      for (const section of sections) {
        const spaces = world.siteSpaces.filter((s) => s.section === section.id);
        expect(spaces.filter((s) => s.default)).toHaveLength(1);
        expect(new Set(spaces.map((s) => s.path)).size).toBe(spaces.length);
      }
    }
  });

  it('puts the second half of the sections in a group when asked', () => {
    const world = generateWorld(builtinFixture(), {
      ...shape,
      sites: 1,
      sectionsPerSite: 4,
      groups: true,
    });
    const group = world.siteNodes.find((n) => n.type === 'group');
    const inGroup = world.siteNodes.filter((n) => n.parent === group?.id).map((n) => n.title);
    expect(inGroup).toEqual(['Section 1.3', 'Section 1.4']);
  });

  it('makes sites with root site spaces when there are no sections', () => {
    const world = generateWorld(builtinFixture(), {
      sites: 2,
      sectionsPerSite: 0,
      spacesPerSection: 3,
    });
    expect(world.siteNodes).toEqual([]);
    expect(world.siteSpaces.filter((s) => s.section === null)).toHaveLength(6);
  });

  it('gives every team members of the organization', () => {
    const world: World = generateWorld(builtinFixture(), { sites: 0, teams: 3 });
    const users = new Set(world.members.map((m) => m.user));
    for (const team of world.teams) {
      expect(team.members.length).toBeGreaterThan(0);
      for (const m of team.members) expect(users.has(m.user)).toBe(true);
    }
  });
});
