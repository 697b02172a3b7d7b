import { describe, expect, it } from 'vitest';
import { builtinFixture } from '../../src/emulator/fixture.js';
import { parseWorld } from '../../src/emulator/world-schema.js';

describe('the built-in fixture', () => {
  it('is the world DESIGN describes', () => {
    const world = builtinFixture();
    expect(world.organizations.map((o) => [o.id, o.title, o.emailDomains])).toEqual([
      ['org_acme', 'Acme', ['acme.example']],
    ]);
    const roles = world.members.map((m) => [
      world.users.find((u) => u.id === m.user)?.email,
      m.role,
    ]);
    expect(roles).toEqual([
      ['alice@acme.example', 'admin'],
      ['bob@acme.example', 'edit'],
      ['carol@acme.example', 'read'],
      ['dave@acme.example', 'edit'],
    ]);
    expect(Object.keys(world.tokens).sort()).toEqual(['bob-token', 'carol-token', 'dev-token']);
    expect(world.spaces.map((s) => [s.id, s.title])).toEqual([
      ['spc_guides', 'Guides'],
      ['spc_api', 'API Reference'],
      ['spc_sdk', 'SDK'],
      ['spc_changelog', 'Changelog'],
      ['spc_internal', 'Internal handbook'],
    ]);
    expect([world.teams, world.sites, world.saml, world.openapi]).toEqual([[], [], [], []]);
  });

  it('is deterministic and a fresh copy on each call', () => {
    const a = builtinFixture();
    const b = builtinFixture();
    expect(a).toEqual(b);
    a.teams.push({ organization: 'org_acme', id: 't', title: 'T', createdAt: '', members: [] });
    expect(b.teams).toEqual([]);
  });

  it('passes the world format check, which refuses a broken world', () => {
    expect(parseWorld(JSON.parse(JSON.stringify(builtinFixture())))).toEqual(builtinFixture());
    expect(() => parseWorld({ ...builtinFixture(), version: 2 })).toThrow(/version/);
    expect(() => parseWorld([])).toThrow(/Invalid world/);
  });
});
