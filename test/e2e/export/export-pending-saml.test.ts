import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { scratchDirs } from '../../support/scratch-dirs.js';
import { API_TARGETS, startApiTarget, type TargetApi } from '../support/api-targets.js';
import { HandApi } from '../support/drift-api.js';
import { docform } from '../support/examples-cli.js';
import { exportThenPlan } from '../support/export-round-trip.js';

/**
 * A SAML provider declared with only its label is pending: the API answers its unset
 * SSO URL and entity ID all the same (`about:blank`, ""), as the official schema requires
 * them. Neither is a value the provider was given: the export writes the label alone,
 * validates and plans empty, and a plan that sets them shows no value before.
 */
const scratch = scratchDirs('docform-export-pending-saml-');
let api: TargetApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

describe.each(API_TARGETS)('a pending SAML provider against the %s', (target) => {
  it('exports its label alone, validates and plans empty', async () => {
    api = await startApiTarget(target);
    const dir = scratch();
    const config = join(dir, 'docform.yaml');
    writeFileSync(config, 'version: 1\norganization: org_acme\nsaml:\n  okta: { label: Okta }\n');
    const apply = await docform(['apply', config, '--auto-approve'], { apiUrl: api.url });
    expect(apply.status, apply.stdout + apply.stderr).toBe(0);
    const live = await new HandApi(api.emulatorUrl).items<{ status: string }>(
      '/orgs/org_acme/saml',
    );
    expect(live.map((p) => p.status)).toEqual(['pending']);

    const { yaml, plan } = await exportThenPlan(api.url, dir);
    expect(plan.status, plan.stdout + plan.stderr).toBe(0);
    const exported = parse(yaml) as { saml: Record<string, Record<string, unknown>> };
    expect(Object.keys(exported.saml.okta ?? {}).sort()).toEqual(['id', 'label']);
    expect(yaml).not.toContain('about:blank');

    // completing it later plans the SSO URL from nothing
    writeFileSync(
      config,
      'version: 1\norganization: org_acme\nsaml:\n  okta: { label: Okta, ssoURL: "https://idp.example/sso" }\n',
    );
    const complete = await docform(['plan', config, '--detailed-exitcode'], { apiUrl: api.url });
    expect(complete.status, complete.stdout + complete.stderr).toBe(2);
    expect(complete.stdout).not.toContain('about:blank');
  });
});
