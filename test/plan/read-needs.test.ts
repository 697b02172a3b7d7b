import { describe, expect, it } from 'vitest';
import type { Address } from '../../src/model/address.js';
import type { DesiredSite, DesiredState } from '../../src/model/desired.js';
import { readAll } from '../../src/model/read-needs.js';
import { readNeedsFor } from '../../src/plan/read-needs.js';
import { desired, moreStructures, site, team } from './read-needs-states.js';

describe('readNeedsFor', () => {
  it('reads only the organization for a config of settings alone', () => {
    expect(readNeedsFor(desired())).toMatchObject({
      members: false,
      teams: false,
      teamMembers: false,
      saml: false,
      openapi: false,
      spaces: false,
      sites: false,
      siteStructure: 'none',
      adaptiveSchema: 'none',
    });
  });

  it('reads members and membership only when teams declare members', () => {
    expect(readNeedsFor(desired({ teams: [team('A')] }))).toMatchObject({
      teams: true,
      members: false,
      teamMembers: false,
    });
    expect(readNeedsFor(desired({ teams: [team('A', ['a@x'])] }))).toMatchObject({
      teams: true,
      members: true,
      teamMembers: true,
    });
  });

  it('reads members whenever merge rules are declared: the live rules name reviewers by id', () => {
    const settings = (mergeRules: NonNullable<DesiredState['settings']>['mergeRules']) =>
      desired({ settings: { address: 'settings' as Address, mergeRules } });
    expect(readNeedsFor(settings({ type: 'none' })).members).toBe(true);
    expect(
      readNeedsFor(settings({ type: 'rules', rules: [{ rule: 'require_agent_review' }] })).members,
    ).toBe(true);
    expect(readNeedsFor(desired({ settings: { address: 'settings' as Address } })).members).toBe(
      false,
    );
  });

  it('reads the teams when a SAML provider names a default team, which may be a live id', () => {
    const okta = {
      address: 'saml.okta' as Address,
      key: 'okta',
      label: 'Okta',
      previously: [],
      defaultTeam: 'team_1',
    };
    expect(readNeedsFor(desired({ saml: [okta] }))).toMatchObject({ saml: true, teams: true });
    const { defaultTeam: _, ...none } = okta;
    expect(readNeedsFor(desired({ saml: [none] }))).toMatchObject({ saml: true, teams: false });
  });

  it('reads a pruned collection even when none is declared, without site children', () => {
    const scope = readNeedsFor(
      desired({ policy: { ...desired().policy, prune: ['sites', 'saml'] } }),
    );
    expect(scope).toMatchObject({ sites: true, saml: true, siteStructure: 'none' });
  });

  it('reads the spaces under prune: [spaces], and the grants of an owned space by its titles', () => {
    const pruned = readNeedsFor(desired({ policy: { ...desired().policy, prune: ['spaces'] } }));
    expect(pruned).toMatchObject({ spaces: true, spacePermissions: { ids: [], titles: [] } });
    const grants = { teams: { writers: 'edit' as const } };
    const scope = readNeedsFor(
      desired({
        spaces: [
          { address: 'space.a', key: 'a', id: 'spc_a', previously: [], permissions: grants },
          { address: 'space.b', key: 'b', title: 'B', previously: ['Old B'], permissions: grants },
          { address: 'space.c', key: 'c', title: 'C', previously: [] },
        ],
      }),
    );
    expect(scope.spacePermissions).toEqual({ ids: ['spc_a'], titles: ['B', 'Old B'] });
  });

  it('reads the latest text only of specs given as a file or text, and instructions only when declared', () => {
    const spec = (
      slug: string,
      source: DesiredState['openapi'][number]['source'],
      id?: string,
    ) => ({
      address: `openapi.${slug}` as Address,
      slug,
      source,
      ...(id ? { id } : {}),
    });
    expect(readNeedsFor(desired())).toMatchObject({
      openapiText: 'none',
      agentInstructions: false,
    });
    const scope = readNeedsFor(
      desired({
        openapi: [
          spec('remote', { url: 'https://x.example/a.yaml' }),
          spec('inline', { text: 'openapi: 3.0.0' }),
          spec('petstore', { file: 'specs/petstore.yaml', text: 'openapi: 3.0.0' }, 'oas_1'),
        ],
        settings: { address: 'settings' as Address, agentInstructions: '# Hi' },
      }),
    );
    expect(scope.openapiText).toEqual({ ids: ['oas_1'], slugs: ['inline', 'petstore'] });
    expect(scope.agentInstructions).toBe(true);
  });

  it('reads the unmatched live sites too, only when a declared site matches none', () => {
    const held = [
      { id: 'site_1', title: 'Docs' },
      { id: 'site_2', title: 'Developer Portal' },
      { id: 'site_3', title: 'Blog' },
    ];
    const renamed = readNeedsFor(
      desired({ sites: [site('Docs', { id: 'site_1' }), site('Dev Portal')] }),
    );
    expect([...moreStructures(renamed, held)]).toEqual(['site_2', 'site_3']);
    const kept = readNeedsFor(
      desired({ sites: [site('Docs'), site('Dev Portal', { previously: ['Developer Portal'] })] }),
    );
    expect([...moreStructures(kept, held)]).toEqual([]);
    expect([...moreStructures(readAll('org_acme'), held)]).toEqual([]);
  });

  it("reads a site's customization for an override that declares a pair in part, and only then", () => {
    const override = (title: string, customization: Record<string, unknown>): DesiredSite =>
      site(title, {
        structure: {
          kind: 'spaces',
          spaces: [
            {
              address: `site.${title}.space.spc_1` as Address,
              spaceRef: 'spc_1',
              spaceId: 'spc_1',
              customization,
            },
          ],
        },
      });
    const scope = readNeedsFor(
      desired({
        sites: [
          override('Part', { styling: { primaryColor: { light: '#0B6E4F' } } }),
          override('Whole', { styling: { primaryColor: { light: '#0B6E4F', dark: '#111111' } } }),
          site('Branded', { customization: { title: 'Branded' } }),
        ],
      }),
    );
    expect(scope.customization).toEqual({ ids: [], titles: ['Part', 'Branded'] });
  });

  it('selects site children by pinned id, title and previous titles', () => {
    const scope = readNeedsFor(
      desired({
        sites: [
          site('Docs', { id: 'site_1', previously: ['Old docs'] }),
          site('Flat', { structure: undefined, adaptiveSchema: { type: 'object' } }),
        ],
      }),
    );
    expect(scope.siteStructure).toEqual({ ids: ['site_1'], titles: ['Docs', 'Old docs'] });
    expect(scope.adaptiveSchema).toEqual({ ids: [], titles: ['Flat'] });
  });
});
