import { join } from 'node:path';
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load.js';
import { parseConfigSources } from '../../src/config/parse-sources.js';
import type { DesiredSection, DesiredGroup, DesiredState } from '../../src/model/desired.js';
import { isSecret } from '../../src/model/secret.js';
import { INVALID, TEST_ENV, VALID } from './fixture-corpus.js';

async function everyField(): Promise<DesiredState> {
  const result = await loadConfig(join(VALID, 'every-field.yaml'), { env: TEST_ENV });
  if (!result.desired) throw new Error(JSON.stringify(result.diagnostics));
  return result.desired;
}

function parse(text: string, env: Record<string, string> = {}) {
  return parseConfigSources([{ file: 'docform.yaml', text }], { env });
}

const HEAD = 'version: 1\norganization: org_acme\n';

describe('normalize', () => {
  it('gives every object its address and source location', async () => {
    const desired = await everyField();
    const addresses = [...desired.locations.keys()];
    expect(addresses).toEqual(
      expect.arrayContaining([
        'settings',
        'member.alice@acme.example',
        'team.engineering',
        'saml.okta',
        'openapi.petstore',
        'space.guides',
        'site.portal',
        'site.portal.section.Guides',
        'site.portal.section.Guides.space.guides',
        'site.portal.group.Products',
        'site.portal.group.Products.section.api',
        'site.portal.group.Products.group.sdks.section.SDK',
        'site.handbook.space.guides',
      ]),
    );
    expect(desired.locations.get('team.engineering')).toMatchObject({ line: 26, col: 3 });
  });

  it('resolves space keys to ids and keeps live ids as written', async () => {
    const desired = await everyField();
    const site = desired.sites.find((s) => s.key === 'portal');
    const guides = site?.structure?.kind === 'sections' ? site.structure.items[0] : undefined;
    const spaces = (guides as DesiredSection).spaces;
    expect(spaces.map((s) => [s.spaceRef, s.spaceId])).toEqual([
      ['guides', 'spc_guides'],
      ['spc_old_guides', 'spc_old_guides'],
    ]);
    const products = site?.structure?.kind === 'sections' ? site.structure.items[1] : undefined;
    expect((products as DesiredGroup).items.map((i) => [i.type, i.key])).toEqual([
      ['section', 'api'],
      ['group', 'sdks'],
      ['link', 'changelog'],
    ]);
    expect((products as DesiredGroup).items[2]).toMatchObject({
      address: 'site.portal.group.Products.link.changelog',
      title: 'Changelog',
      id: 'sitel_changes',
      previously: ['News'],
      url: 'https://acme.example/changes',
      icon: 'rss',
      description: null,
      draft: false,
    });
  });

  it('keeps declared nulls and leaves undeclared fields out', async () => {
    const desired = await everyField();
    const partner = desired.saml.find((s) => s.key === 'partner');
    expect(partner).toEqual({
      address: 'saml.partner',
      key: 'partner',
      label: 'Partner',
      defaultRole: null,
      previously: [],
    });
    expect(desired.members.find((m) => m.email === 'guest@partner.example')?.role).toBeNull();
    expect(desired.members.find((m) => m.email === 'bob@acme.example')).toMatchObject({
      id: 'usr_bob',
      role: 'edit',
    });
    expect(desired.openapi.find((o) => o.slug === 'billing')?.source).toEqual({
      url: 'https://specs.acme.example/billing.yaml',
    });
  });

  it('marks values from the environment as secrets that never print', async () => {
    const desired = await everyField();
    const cert = desired.saml.find((s) => s.key === 'okta')?.certificate;
    expect(isSecret(cert)).toBe(true);
    if (!isSecret(cert)) return;
    expect(cert.reveal()).toBe(TEST_ENV.DOCFORM_TEST_CERT);
    expect(cert.fingerprint).toMatch(/^[0-9a-f]{12}$/);
    expect(cert.sources).toEqual(['DOCFORM_TEST_CERT']);
    const printed = JSON.stringify(desired.saml) + inspect(desired, { depth: 10 }) + String(cert);
    expect(printed).not.toContain(TEST_ENV.DOCFORM_TEST_CERT);
  });

  it('applies policy defaults', () => {
    const { desired } = parse(HEAD);
    expect(desired?.policy).toEqual({
      prune: [],
      deleteThreshold: { count: 10, percent: 30 },
      updateThreshold: { count: 50, percent: 50 },
      inviteThreshold: { count: 10 },
      adminGrantThreshold: { count: 3 },
      protect: [],
      ignore: [],
    });
    expect(desired?.settings).toBeUndefined();
    expect(desired?.sites).toEqual([]);
  });

  it('interpolates inside a string and honours the $${ escape', () => {
    const text = `${HEAD}saml:\n  okta:\n    label: Okta\n    entityID: "urn:\${env:TENANT}:$\${literal}"\n`;
    const { desired } = parse(text, { TENANT: 'acme' });
    const entity = desired?.saml[0]?.entityID;
    expect(isSecret(entity) ? entity.reveal() : entity).toBe('urn:acme:${literal}');
  });

  it('reports every problem of a pass at once', () => {
    const text = `${HEAD}teams:\n  a: { titel: A }\n  b: { title: B, membres: [] }\nsites:\n  s: { title: Site, visibility: nope }\n`;
    const result = parse(text);
    expect(
      result.diagnostics.map((d) => `${d.location?.line}:${d.location?.col} ${d.code}`),
    ).toEqual(['4:3 missing-field', '4:8 unknown-key', '5:18 unknown-key', '7:33 invalid-value']);
  });

  it('never reads a file that fails to parse as an empty config', () => {
    for (const text of ['', '# only a comment\n', 'version: [1\n', '~\n']) {
      const result = parse(text);
      expect(result.desired).toBeUndefined();
      expect(result.diagnostics.length).toBeGreaterThan(0);
    }
  });

  it('names both places of a key defined in two files', async () => {
    const dir = join(INVALID, 'dir-duplicate-team');
    const result = await loadConfig(dir, { env: TEST_ENV });
    const duplicate = result.diagnostics.find((d) => d.code === 'duplicate-definition');
    expect(duplicate?.location?.file).toBe(join(dir, 'teams.yaml'));
    expect(duplicate?.message).toContain(`${join(dir, 'org.yaml')}:4:3`);
  });

  it('a missing path is a diagnostic, not an exception', async () => {
    const result = await loadConfig('/nonexistent/docform.yaml', { env: {} });
    expect(result.diagnostics.map((d) => d.code)).toEqual(['config-not-found']);
  });

  it('keeps the sources so a saved plan can re-parse them', async () => {
    const path = join(VALID, 'multi');
    const loaded = await loadConfig(path, { env: TEST_ENV });
    expect(loaded.sources.map((s) => s.file.split('/').pop())).toEqual([
      'organization.yaml',
      'sites.yaml',
      'teams.yaml',
    ]);
    const again = parseConfigSources(loaded.sources, { env: TEST_ENV });
    expect(again.desired?.teams.map((t) => t.key)).toEqual(['platform', 'writers']);
    expect(again.desired?.sites[0]?.address).toBe('site.docs');
  });
});
