import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { exportConfig } from '../../src/config/export/export-config.js';
import { formatConfigText } from '../../src/config/format-yaml.js';
import { parseConfigSources } from '../../src/config/parse-sources.js';
import { sampleLive } from './live-builder.js';

type Tree = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function exported(): { tree: Tree; yaml: string; variables: string[] } {
  const { yaml, variables } = exportConfig(sampleLive(), { organization: 'org_acme' });
  return { tree: parse(yaml) as Tree, yaml, variables };
}

describe('exportConfig', () => {
  it('starts with the schema line and the organization', () => {
    const { yaml, tree } = exported();
    expect(yaml.split('\n')[0]).toBe(
      '# yaml-language-server: $schema=./node_modules/docform/schemas/docform.schema.json',
    );
    expect(tree.version).toBe(1);
    expect(tree.organization).toBe('org_acme');
  });

  it('points the schema line where asked', () => {
    const { yaml } = exportConfig(sampleLive(), { organization: 'org_acme', schema: '../s.json' });
    expect(yaml.startsWith('# yaml-language-server: $schema=../s.json\n')).toBe(true);
  });

  it('derives unique keys from titles and pins ids', () => {
    const { tree } = exported();
    expect(Object.keys(tree.teams)).toEqual(['docs-support', 'engineering', 'engineering-2']);
    expect(tree.teams.engineering).toEqual({
      id: 'team_1',
      title: 'Engineering',
      members: ['alice@acme.example', 'bob@acme.example'],
    });
    expect(Object.keys(tree.teams.engineering)).toEqual(['title', 'id', 'members']);
    expect(tree.teams['engineering-2'].id).toBe('team_2');
    // membership not read: not managed
    expect(tree.teams['docs-support'].members).toBeUndefined();
    expect(Object.keys(tree.sites)).toEqual(['changelog', 'developer-portal']);
    expect(tree.spaces['api-reference']).toEqual({ id: 'spc_api', title: 'API Reference' });
  });

  it('writes the canonical key order, so fmt --check passes on an export as written', () => {
    const { yaml, tree } = exported();
    expect(formatConfigText(yaml)).toEqual({ ok: true, text: yaml });
    expect(Object.keys(tree.saml.okta).slice(0, 2)).toEqual(['label', 'id']);
    expect(Object.keys(tree.sites['developer-portal']).slice(0, 2)).toEqual(['title', 'id']);
  });

  it('writes references as keys and falls back to ids', () => {
    const { tree } = exported();
    expect(tree.settings.defaultContent).toEqual({ site: 'developer-portal' });
    expect(tree.settings.mergeRules).toEqual({
      type: 'rules',
      rules: [{ rule: 'require_specific_reviewers', users: ['alice@acme.example'] }],
    });
    expect(tree.saml.okta.defaultTeam).toBe('engineering');
    const guides = tree.sites['developer-portal'].sections[0];
    expect(guides.spaces).toEqual([
      { space: 'guides', id: 'ss_1', path: 'v2', default: true },
      { space: 'spc_unknown', id: 'ss_2', path: 'v1', hidden: true },
    ]);
  });

  it('writes every merge rule whole: a custom rule with its expression and message', () => {
    const live = sampleLive();
    const rules = [
      { rule: 'allow_bypass', users: ['u_bob'] },
      { rule: 'require_agent_review', users: [] },
      { rule: 'custom', expression: 'reviews.length > 1', message: 'Two reviews' },
    ];
    const organization = { ...live.organization, mergeRules: { type: 'rules', rules } };
    const { yaml } = exportConfig({ ...live, organization }, { organization: 'org_acme' });
    expect((parse(yaml) as Tree).settings.mergeRules.rules).toEqual([
      { rule: 'allow_bypass', users: ['bob@acme.example'] },
      { rule: 'require_agent_review' },
      { rule: 'custom', expression: 'reviews.length > 1', message: 'Two reviews' },
    ]);
  });

  it('keeps the structure in order, with groups and duplicate titles keyed', () => {
    const { tree } = exported();
    const portal = tree.sites['developer-portal'];
    expect(portal.adaptiveContent).toBe(true);
    expect(portal.adaptiveSchema.properties.beta.type).toBe('boolean');
    const group = portal.sections[1];
    expect(group.group).toBe('Products');
    expect(group.sections.map((s: Tree) => [s.title, s.key])).toEqual([
      ['API', undefined],
      ['API', 'api-2'],
    ]);
    expect(tree.sites.changelog.spaces).toEqual([
      { space: 'api-reference', id: 'ss_9', path: 'changes', default: true },
    ]);
    expect(tree.sites.changelog.sections).toBeUndefined();
  });

  it('replaces secrets with env placeholders and lists the variables', () => {
    const { tree, yaml, variables } = exported();
    expect(yaml).not.toContain('MARKER-CERTIFICATE');
    expect(tree.saml.okta.certificate).toBe('${env:DOCFORM_SAML_OKTA_CERTIFICATE}');
    expect(variables).toEqual(['DOCFORM_SAML_OKTA_CERTIFICATE']);
    expect(yaml).toContain('# Set before planning: DOCFORM_SAML_OKTA_CERTIFICATE');
  });

  it('is stable: the same org exports the same text', () => {
    const again = sampleLive();
    const shuffled = { ...again, teams: [...(again.teams ?? [])].reverse() };
    expect(exportConfig(shuffled, { organization: 'org_acme' }).yaml).toBe(exported().yaml);
  });

  it('leaves out empty collections', () => {
    const { organization } = sampleLive();
    const { yaml } = exportConfig({ organization }, { organization: 'org_acme' });
    expect(parse(yaml)).toEqual(
      expect.not.objectContaining({ teams: expect.anything(), sites: expect.anything() }),
    );
  });
});

describe('exportConfig output', () => {
  it('loads with the config loader once its variables are set, ids and keys intact', () => {
    const { yaml, variables } = exportConfig(sampleLive(), { organization: 'org_acme' });
    const env = Object.fromEntries(variables.map((name) => [name, 'MARKER-CERTIFICATE-9f3a']));
    const result = parseConfigSources([{ file: 'docform.yaml', text: yaml }], { env });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const desired = result.desired;
    expect(desired?.teams.map((t) => [t.key, t.id])).toEqual([
      ['docs-support', 'team_3'],
      ['engineering', 'team_1'],
      ['engineering-2', 'team_2'],
    ]);
    expect(desired?.sites.map((s) => s.address)).toEqual([
      'site.changelog',
      'site.developer-portal',
    ]);
  });

  it('does not load without its variables: a secret is never silently empty', () => {
    const { yaml } = exportConfig(sampleLive(), { organization: 'org_acme' });
    const result = parseConfigSources([{ file: 'docform.yaml', text: yaml }], { env: {} });
    expect(result.desired).toBeUndefined();
    expect(result.diagnostics.map((d) => d.message).join('\n')).toContain(
      'DOCFORM_SAML_OKTA_CERTIFICATE',
    );
  });
});
