import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { API_TARGETS, startApiTarget, type TargetApi } from '../e2e/support/api-targets.js';
import { HandApi } from '../e2e/support/drift-api.js';
import { exportThenPlan } from '../e2e/support/export-round-trip.js';
import { scratchDirs } from '../support/scratch-dirs.js';

/**
 * Live titles are anyone's text: a team, site, space or SAML provider titled with a word
 * JavaScript reserves (`constructor`, `prototype`, `__proto__`) must not become a key
 * the config refuses. The export gives each another key, still matched by its pinned id
 * and title, so it validates and plans empty; an OpenAPI spec, whose key is its slug, is
 * left out with a warning when its slug is such a word.
 */
const scratch = scratchDirs('docform-export-reserved-');
let api: TargetApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const TITLES = ['constructor', 'prototype', '__proto__'];

describe.each(API_TARGETS)('export of reserved-word titles against the %s', (target) => {
  it('gives them keys validate takes, and the export plans empty', async () => {
    api = await startApiTarget(target);
    // made by hand in the web app, as a person would
    const hand = new HandApi(api.emulatorUrl);
    for (const title of TITLES) {
      await hand.call('PUT', '/orgs/org_acme/teams', { title });
      await hand.call('POST', '/orgs/org_acme/sites', { title });
      await hand.call('POST', '/orgs/org_acme/spaces', { title });
    }
    await hand.call('POST', '/orgs/org_acme/saml', { label: 'prototype' });
    const source = { url: 'https://specs.acme.example/p.yaml' };
    await hand.call('POST', '/orgs/org_acme/openapi', { slug: 'prototype', source });
    await hand.call('POST', '/orgs/org_acme/openapi', { slug: 'petstore', source });

    const { yaml, plan, exported } = await exportThenPlan(api.url, scratch());
    expect(plan.status, plan.stdout + plan.stderr).toBe(0);
    const config = parse(yaml) as Record<string, Record<string, { title?: string }>>;
    expect(Object.keys(config.teams ?? {}).sort()).toEqual([
      'constructor-team',
      'proto',
      'prototype-team',
    ]);
    expect(config.teams?.['constructor-team']?.title).toBe('constructor');
    expect(Object.keys(config.sites ?? {}).sort()).toEqual([
      'constructor-site',
      'proto',
      'prototype-site',
    ]);
    expect(Object.keys(config.spaces ?? {})).toEqual(
      expect.arrayContaining(['constructor-space', 'prototype-space', 'proto']),
    );
    expect(Object.keys(config.saml ?? {})).toEqual(['prototype-saml']);
    expect(Object.keys(config.openapi ?? {})).toEqual(['petstore']);
    expect(exported.stderr).toContain('OpenAPI spec "prototype"');
  });
});
