import { describe, expect, it } from 'vitest';
import { builtinFixture } from '../../src/emulator/fixture.js';
import { parseWorld } from '../../src/emulator/world-schema.js';

describe('the built-in fixture', () => {
  it('is the world docs/emulator.md describes', () => {
    const world = builtinFixture();
    expect(world.organizations.map((o) => [o.id, o.title, o.emailDomains])).toEqual([
      ['org_acme', 'Acme', ['acme.example']],
      ['org_acme_staging', 'Acme Staging', ['acme.example']],
    ]);
    const roles = world.members.map((m) => [
      m.organization,
      world.users.find((u) => u.id === m.user)?.email,
      m.role,
    ]);
    expect(roles).toEqual([
      ['org_acme', 'alice@acme.example', 'admin'],
      ['org_acme', 'bob@acme.example', 'edit'],
      ['org_acme', 'carol@acme.example', 'read'],
      ['org_acme', 'dave@acme.example', 'edit'],
      ['org_acme_staging', 'alice@acme.example', 'admin'],
      ['org_acme_staging', 'bob@acme.example', 'edit'],
    ]);
    expect(Object.keys(world.tokens).sort()).toEqual(['bob-token', 'carol-token', 'dev-token']);
    expect(world.spaces.map((s) => [s.organization, s.id, s.title])).toEqual([
      ['org_acme', 'spc_guides', 'Guides'],
      ['org_acme', 'spc_api', 'API Reference'],
      ['org_acme', 'spc_sdk', 'SDK'],
      ['org_acme', 'spc_changelog', 'Changelog'],
      ['org_acme', 'spc_internal', 'Internal handbook'],
      ['org_acme_staging', 'spc_stg_guides', 'Guides (staging)'],
      ['org_acme_staging', 'spc_stg_api', 'API Reference (staging)'],
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
