import { describe, expect, it } from 'vitest';
import { parseConfigSources } from '../../src/config/parse-sources.js';
import type { ConfigResult } from '../../src/config/parse-sources.js';
import { formatLocation } from '../../src/model/location.js';
import { isSecret } from '../../src/model/secret.js';

/**
 * Environments, variables and overrides. Every problem is at its
 * `file:line:col` and names the environment.
 */

const BASE = `version: 1
environments:
  production:
    organization: org_acme
    vars: { brand: Acme, portalVisibility: public, adaptive: true }
  staging:
    organization: org_acme_staging
    vars: { brand: Acme Staging, portalVisibility: unlisted, adaptive: false }
    overrides:
      spaces:
        guides: { id: spc_stg_guides }
spaces:
  guides: { id: spc_guides }
sites:
  portal:
    title: \${var:brand} Developer Portal
    visibility: \${var:portalVisibility}
    adaptiveContent: \${var:adaptive}
    spaces: [{ space: guides, path: guides }]
`;

function parse(text: string, environment?: string, file = 'docform.yaml'): ConfigResult {
  return parseConfigSources([{ file, text }], {
    env: { CERT: 'MIIC' },
    ...(environment === undefined ? {} : { environment }),
  });
}

/**
 * `file:line:col code: message` of each problem (`-` for one that has no place in the
 * config), so that every test says the file as well as the line and column.
 */
function problems(result: ConfigResult): string[] {
  return result.diagnostics.map(
    (d) => `${d.location ? formatLocation(d.location) : '-'} ${d.code}: ${d.message}`,
  );
}

/**
 * Directory mode: BASE split in two files, `environments:` in one and the config that
 * uses its variables (and that its overrides change) in the other. `edit` changes the
 * config file, `editEnvironments` the environments file; `order` which file is read first.
 */
function directory(
  environment: string | undefined,
  edit: (text: string) => string = (t) => t,
  editEnvironments: (text: string) => string = (t) => t,
  order: 'environments-first' | 'config-first' = 'environments-first',
): ConfigResult {
  const [head, tail] = BASE.split('\nspaces:\n');
  const environments = {
    file: 'docform/environments.yaml',
    text: editEnvironments(`${head ?? ''}\n`),
  };
  const config = { file: 'docform/sites.yaml', text: edit(`spaces:\n${tail ?? ''}`) };
  return parseConfigSources(
    order === 'environments-first' ? [environments, config] : [config, environments],
    { env: {}, ...(environment === undefined ? {} : { environment }) },
  );
}

describe('choosing an environment', () => {
  it('production: its organization, and its variables with their types', () => {
    const { desired, diagnostics } = parse(BASE, 'production');
    expect(diagnostics).toEqual([]);
    expect(desired?.organization).toBe('org_acme');
    expect(desired?.environment).toBe('production');
    expect(desired?.sites[0]).toMatchObject({
      title: 'Acme Developer Portal',
      visibility: 'public',
      adaptiveContent: true,
    });
    expect(desired?.spaces[0]?.id).toBe('spc_guides');
  });

  it('staging: its organization, variables and overrides', () => {
    const { desired, diagnostics } = parse(BASE, 'staging');
    expect(diagnostics).toEqual([]);
    expect(desired?.organization).toBe('org_acme_staging');
    expect(desired?.sites[0]).toMatchObject({
      title: 'Acme Staging Developer Portal',
      visibility: 'unlisted',
      adaptiveContent: false,
    });
    expect(desired?.spaces[0]?.id).toBe('spc_stg_guides');
  });

  it('reading one environment leaves the next one its own values', () => {
    const sources = [{ file: 'docform.yaml', text: BASE }];
    const all = parseConfigSources(sources, { env: {}, environment: 'all' });
    expect(all.diagnostics).toEqual([]);
    expect(
      all.environments?.map((e) => [e.name, e.desired?.organization, e.desired?.sites[0]?.title]),
    ).toEqual([
      ['production', 'org_acme', 'Acme Developer Portal'],
      ['staging', 'org_acme_staging', 'Acme Staging Developer Portal'],
    ]);
    expect(all.desired).toBeUndefined();
  });

  it('a config with environments and no choice asks for one and lists them', () => {
    const result = parse(BASE);
    expect(result.desired).toBeUndefined();
    expect(problems(result)).toEqual([
      'docform.yaml:2:1 environment-required: the config declares environments: choose one with --env',
    ]);
    expect(result.diagnostics[0]?.hint).toBe('--env production, --env staging (or DOCFORM_ENV)');
  });

  it('an unknown environment is named with a "did you mean"', () => {
    const result = parse(BASE, 'stagin');
    expect(problems(result)).toEqual([
      'docform.yaml:2:1 unknown-environment: --env stagin: the config has no environment stagin',
    ]);
    expect(result.diagnostics[0]?.hint).toContain('staging');
  });

  // The two `no-environments` errors have no place in the config: what is wrong is the
  // --env flag (nothing in the file is missing or misplaced), so they carry no location
  // and the message names the flag instead.
  it('--env on a config without environments is an error about the flag', () => {
    const result = parse('version: 1\norganization: org_acme\n', 'production');
    expect(problems(result)).toEqual([
      '- no-environments: --env production: the config declares no environments',
    ]);
    expect(result.diagnostics[0]?.hint).toBe(
      'leave out --env, or declare `environments:` in the config',
    );
  });

  it('--env all on a config without environments is an error about the flag', () => {
    const result = parse('version: 1\norganization: org_acme\n', 'all');
    expect(problems(result)).toEqual([
      '- no-environments: --env all: the config declares no environments',
    ]);
    expect(result.diagnostics[0]?.hint).toBe('leave out --env');
  });

  it('asked for by DOCFORM_ENV, the error names the variable and says to unset it', () => {
    for (const [name, hint] of [
      ['production', 'unset DOCFORM_ENV, or declare `environments:` in the config'],
      ['all', 'unset DOCFORM_ENV'],
    ]) {
      const result = parseConfigSources(
        [{ file: 'docform.yaml', text: 'version: 1\norganization: org_acme\n' }],
        { env: {}, environment: name, environmentFrom: 'DOCFORM_ENV' },
      );
      expect(problems(result)).toEqual([
        `- no-environments: DOCFORM_ENV=${name}: the config declares no environments`,
      ]);
      expect(result.diagnostics[0]?.hint).toBe(hint);
    }
  });

  it('a config without environments reads as before', () => {
    const { desired, diagnostics } = parse('version: 1\norganization: org_acme\n');
    expect(diagnostics).toEqual([]);
    expect(desired?.organization).toBe('org_acme');
    expect(desired?.environment).toBeUndefined();
  });
});

describe('variables', () => {
  it('an unknown variable is an error at the scalar, naming the environment and its variables', () => {
    const text = BASE.replace('${var:brand} Developer', '${var:brnd} Developer');
    const result = parse(text, 'production');
    expect(problems(result)).toEqual([
      'docform.yaml:16:12 unknown-variable: environment production has no variable brnd',
    ]);
    expect(result.diagnostics[0]?.hint).toBe('its variables: brand, portalVisibility, adaptive');
  });

  it('a variable of the wrong type for its field is an error at the scalar, naming the environment', () => {
    const text = BASE.replace('portalVisibility: public', 'portalVisibility: 42');
    const result = parse(text, 'production');
    expect(problems(result)).toEqual([
      'docform.yaml:17:17 invalid-value: `sites.portal.visibility` must be one of "public", "unlisted", "share-link", "visitor-auth" (environment production)',
    ]);
  });

  it('a variable used inside a string is written as text', () => {
    const text = BASE.replace('${var:brand} Developer Portal', 'Portal ${var:adaptive} v2');
    expect(parse(text, 'production').desired?.sites[0]?.title).toBe('Portal true v2');
  });

  it('an escaped $${var:...} is text, not a variable', () => {
    const text = BASE.replace('${var:brand} Developer Portal', () => 'Use $${var:brand} in titles');
    expect(parse(text, 'staging').desired?.sites[0]?.title).toBe('Use ${var:brand} in titles');
  });

  it('a variable without environments is an error at the scalar', () => {
    const text = 'version: 1\norganization: org_acme\nteams:\n  docs: { title: "${var:brand}" }\n';
    expect(problems(parse(text))).toEqual([
      'docform.yaml:4:18 variable-without-environment: ${var:brand} reads a variable, and the config declares no environments',
    ]);
  });

  it('an escaped variable without environments is text', () => {
    const text = 'version: 1\norganization: org_acme\nteams:\n  docs: { title: "$${var:brand}" }\n';
    const result = parse(text);
    expect(result.diagnostics).toEqual([]);
    expect(result.desired?.teams[0]?.title).toBe('${var:brand}');
  });

  it('a variable name that cannot be read is an error at the key', () => {
    const text = BASE.replace('vars: { brand: Acme,', 'vars: { 1brand: Acme, brand: Acme,');
    expect(problems(parse(text, 'production'))).toContain(
      'docform.yaml:5:13 invalid-key: environment production: 1brand cannot name a variable',
    );
  });

  it('a variable holding ${env:...} is a secret wherever it is used', () => {
    const text = BASE.replace('vars: { brand: Acme,', 'vars: { brand: "${env:CERT}",');
    const result = parse(text, 'production');
    expect(problems(result)).toEqual([]);
    const title = result.desired?.sites[0]?.title;
    expect(isSecret(title)).toBe(true);
    expect(String(title)).not.toContain('MIIC');
    // staging's brand is its own, not a secret
    expect(isSecret(parse(text, 'staging').desired?.sites[0]?.title)).toBe(false);
  });

  it('${env:...} beside ${var:...} in one scalar is still a secret', () => {
    const text = BASE.replace(
      'sites:\n',
      'saml:\n  okta:\n    label: Okta\n    certificate: "${env:CERT}-${var:brand}"\nsites:\n',
    );
    const saml = parse(text, 'production').desired?.saml[0];
    expect(String(saml?.certificate)).not.toContain('MIIC');
    expect(JSON.stringify(saml?.certificate)).not.toContain('MIIC');
  });

  it('vars of another environment do not leak into this one', () => {
    const text = BASE.replace('adaptive: false }', 'adaptive: false, extra: x }').replace(
      '${var:brand} Developer',
      '${var:extra} Developer',
    );
    expect(parse(text, 'staging').desired?.sites[0]?.title).toBe('x Developer Portal');
    expect(problems(parse(text, 'production'))).toEqual([
      'docform.yaml:16:12 unknown-variable: environment production has no variable extra',
    ]);
  });
});

describe('overrides', () => {
  it('an override of a mapping the config lacks is an error at the override, naming the environment', () => {
    const text = BASE.replace(
      '        guides: { id: spc_stg_guides }',
      '        guidez: { id: spc_stg_guides }',
    );
    const result = parse(text, 'staging');
    expect(problems(result)).toEqual([
      'docform.yaml:11:9 unknown-override: environment staging overrides spaces.guidez, which the config does not have',
    ]);
    expect(result.diagnostics[0]?.hint).toContain('guides');
  });

  it('a value an override sets is located at the override', () => {
    const text = BASE.replace(
      'guides: { id: spc_stg_guides }',
      'guides: { id: spc_stg_guides, editMode: lockd }',
    );
    expect(problems(parse(text, 'staging'))).toEqual([
      'docform.yaml:11:49 invalid-value: `spaces.guides.editMode` must be one of "live", "locked" (environment staging)',
    ]);
  });

  it('an unknown key an override adds is reported at the override', () => {
    const text = BASE.replace(
      'guides: { id: spc_stg_guides }',
      'guides: { id: spc_stg_guides, idd: x }',
    );
    expect(problems(parse(text, 'staging'))).toEqual([
      'docform.yaml:11:39 unknown-key: unknown key `idd` in `spaces.guides` (environment staging)',
    ]);
  });

  it('lists replace, mappings merge key by key', () => {
    const text = BASE.replace(
      '      spaces:\n        guides: { id: spc_stg_guides }',
      '      sites:\n        portal:\n          spaces: [{ space: spc_stg_api, path: api }]',
    );
    const site = parse(text, 'staging').desired?.sites[0];
    expect(site?.title).toBe('Acme Staging Developer Portal');
    expect(site?.structure).toMatchObject({ kind: 'spaces', spaces: [{ spaceId: 'spc_stg_api' }] });
  });

  it('an override of the organization is not an override: each environment names its own', () => {
    const text = BASE.replace(
      '      spaces:\n        guides',
      '      organization: org_x\n      spaces:\n        guides',
    );
    const result = parse(text, 'staging');
    expect(problems(result)).toEqual([
      'docform.yaml:10:7 unknown-override: environment staging overrides organization, which overrides cannot change',
    ]);
    expect(result.diagnostics[0]?.hint).toBe('set environments.staging.organization');
  });

  it('overrides may read the environment own variables', () => {
    const text = BASE.replace(
      'guides: { id: spc_stg_guides }',
      'guides: { id: spc_stg_guides, title: "${var:brand} guides" }',
    );
    expect(parse(text, 'staging').desired?.spaces[0]?.title).toBe('Acme Staging guides');
  });
});

describe('the shape of environments', () => {
  it('organization beside environments is an error at organization', () => {
    const text = BASE.replace('version: 1\n', 'version: 1\norganization: org_acme\n');
    expect(problems(parse(text, 'production'))).toContain(
      'docform.yaml:2:1 organization-and-environments: `organization:` and `environments:` both given',
    );
  });

  it('"all" cannot name an environment', () => {
    const text = BASE.replace('  staging:', '  all:');
    expect(problems(parse(text, 'production'))).toContain(
      'docform.yaml:6:3 invalid-environment-name: "all" cannot name an environment',
    );
  });

  it('an environment without an organization is an error at it', () => {
    const text = BASE.replace('    organization: org_acme_staging\n', '');
    expect(problems(parse(text, 'production'))).toContain(
      'docform.yaml:6:3 missing-field: environment staging names no organization',
    );
  });

  it('an unknown key of an environment, with a "did you mean"', () => {
    const text = BASE.replace('    overrides:', '    overides:');
    const result = parse(text, 'staging');
    expect(problems(result)).toContain(
      'docform.yaml:9:5 unknown-key: environment staging: unknown key overides',
    );
    expect(result.diagnostics.find((d) => d.code === 'unknown-key')?.hint).toContain('overrides');
  });

  it('environments that are not a mapping', () => {
    const text = 'version: 1\nenvironments: [production]\n';
    expect(problems(parse(text, 'production'))).toEqual([
      'docform.yaml:2:1 invalid-environments: `environments:` is a mapping of names to environments',
    ]);
  });

  it('vars that are not a mapping', () => {
    const text = BASE.replace(
      'vars: { brand: Acme, portalVisibility: public, adaptive: true }',
      'vars: [brand]',
    );
    expect(problems(parse(text, 'production'))).toContain(
      'docform.yaml:5:5 invalid-type: environment production: vars is a mapping of names to values',
    );
  });

  it('every environment at once: shared problems once, the others named', () => {
    const text = BASE.replace('portalVisibility: public', 'portalVisibility: 42').replace(
      'version: 1\n',
      'version: 1\nteams:\n  docs: { title: D, mebers: [] }\n',
    );
    // the unknown key is in both environments' reading: said once, naming none; the
    // wrong variable is production's only: said for production, at its scalar
    expect(problems(parse(text, 'all'))).toEqual([
      'docform.yaml:3:21 unknown-key: unknown key `mebers` in `teams.docs`',
      'docform.yaml:19:17 invalid-value: `sites.portal.visibility` must be one of "public", "unlisted", "share-link", "visitor-auth" (environment production)',
    ]);
  });
});

describe('directory mode: each error in the file that holds it', () => {
  it('environments in one file, the config in another', () => {
    const result = directory('staging');
    expect(result.diagnostics).toEqual([]);
    expect(result.desired?.spaces[0]?.id).toBe('spc_stg_guides');
  });

  it('an unknown variable is at its use in the config file, not in the environments file', () => {
    const result = directory('production', (t) => t.replace('${var:brand}', '${var:brnd}'));
    expect(problems(result)).toEqual([
      'docform/sites.yaml:5:12 unknown-variable: environment production has no variable brnd',
    ]);
    expect(result.diagnostics[0]?.hint).toBe('its variables: brand, portalVisibility, adaptive');
  });

  it('a variable of the wrong type is at its use in the config file', () => {
    const result = directory('staging', undefined, (t) =>
      t.replace('portalVisibility: unlisted', 'portalVisibility: hidden'),
    );
    expect(problems(result)).toEqual([
      'docform/sites.yaml:6:17 invalid-value: `sites.portal.visibility` must be one of "public", "unlisted", "share-link", "visitor-auth" (environment staging)',
    ]);
  });

  it('a variable without environments is at its use in the second file', () => {
    const files = [
      { file: 'docform/org.yaml', text: 'version: 1\norganization: org_acme\n' },
      { file: 'docform/teams.yaml', text: 'teams:\n  docs: { title: "${var:brand}" }\n' },
    ];
    expect(problems(parseConfigSources(files, { env: {} }))).toEqual([
      'docform/teams.yaml:2:18 variable-without-environment: ${var:brand} reads a variable, and the config declares no environments',
    ]);
  });

  it('an override of a mapping the config file lacks is at the override in the environments file', () => {
    const result = directory('staging', (t) =>
      t.replace('  guides: { id: spc_guides }', '  api: { id: spc_api }'),
    );
    expect(problems(result)).toEqual([
      'docform/environments.yaml:11:9 unknown-override: environment staging overrides spaces.guides, which the config does not have',
    ]);
  });

  it('a bad value an override sets over the config file is at the override, not at the value it replaces', () => {
    const result = directory(
      'staging',
      (t) => t.replace('{ id: spc_guides }', '{ id: spc_guides, editMode: live }'),
      (t) =>
        t.replace(
          'guides: { id: spc_stg_guides }',
          'guides: { id: spc_stg_guides, editMode: lockd }',
        ),
    );
    expect(problems(result)).toEqual([
      'docform/environments.yaml:11:49 invalid-value: `spaces.guides.editMode` must be one of "live", "locked" (environment staging)',
    ]);
  });

  it('with the environments file read second, its errors are still at it', () => {
    expect(problems(directory(undefined, undefined, undefined, 'config-first'))).toEqual([
      'docform/environments.yaml:2:1 environment-required: the config declares environments: choose one with --env',
    ]);
    expect(problems(directory('stagin', undefined, undefined, 'config-first'))).toEqual([
      'docform/environments.yaml:2:1 unknown-environment: --env stagin: the config has no environment stagin',
    ]);
  });

  it('every environment at once: a use in the config file wrong for both is said once, at it', () => {
    const result = directory('all', (t) => t.replace('${var:adaptive}', '${var:brand}'));
    expect(problems(result)).toEqual([
      'docform/sites.yaml:7:22 invalid-type: `sites.portal.adaptiveContent` must be a boolean, not a string',
    ]);
  });
});
