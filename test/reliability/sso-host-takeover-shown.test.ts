import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDirs } from '../support/scratch-dirs.js';
import type { TestEmulator } from '../support/start-test-emulator.js';
import { startTestEmulator } from '../support/start-test-emulator.js';
import { HandApi } from '../e2e/support/drift-api.js';
import { attentionSection, reviewedPlan } from './reviewed-plan.js';

const dir = scratchDirs('docform-sso-takeover-');

/** A host that starts like acme's and is evil.example's: only its end tells. */
const EVIL = 'acme.okta.example.sso.saml.login.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.evil.example';
const INLINE = 'MIIC-attacker-certificate-5e1d';

const CONFIG = `version: 1
organization: org_acme
saml:
  okta:
    label: Okta
    ssoURL: https://${EVIL}/sso/saml
    entityID: http://www.okta.example/acme
    certificate: |
      -----BEGIN CERTIFICATE-----
      ${INLINE}
      -----END CERTIFICATE-----
    defaultRole: read
`;

/**
 * A pull request that points the SAML provider at another host and brings its own
 * certificate is an SSO takeover: the plan a reviewer approves from says so first, with
 * both hosts whole (a value cut after 60 characters reads as acme's host), and that the
 * certificate is written in the config, not read from the environment. The certificate
 * itself is never shown.
 */
describe('an SSO URL moved to another host', () => {
  let emulator: TestEmulator;
  let scratch = '';
  beforeAll(async () => {
    emulator = await startTestEmulator();
    scratch = dir();
    await new HandApi(emulator.url).call('POST', '/orgs/org_acme/saml', {
      label: 'Okta',
      ssoURL: 'https://acme.okta.example/sso/saml',
      entityID: 'http://www.okta.example/acme',
      certificate: 'MIIC-live-certificate-0a7c',
      defaultRole: 'read',
    });
  });
  afterAll(() => emulator.close());

  it('heads the Markdown plan with both hosts whole and the inline certificate', async () => {
    const { stdout } = await reviewedPlan(emulator.url, scratch, CONFIG, 'markdown');
    const section = attentionSection(stdout);
    expect(section).toContain('**Trust moved**');
    expect(section).toContain(
      `- \`saml.okta\`: \`ssoURL\` moves from the host \`acme.okta.example\` to the host \`${EVIL}\``,
    );
    expect(section).toContain(`\`"https://${EVIL}/sso/saml"\``);
    expect(section).toContain(
      '`certificate` is written in the config, not read from the environment',
    );
    expect(stdout).not.toContain(INLINE);
  });

  it('the text plan shows the host whole in the attention summary and in the change', async () => {
    const { stdout } = await reviewedPlan(emulator.url, scratch, CONFIG, 'text');
    const top = stdout.slice(0, stdout.indexOf('docform will perform'));
    expect(top).toContain(`ssoURL moves from the host acme.okta.example to the host ${EVIL}`);
    expect(stdout).toContain(
      `ssoURL: "https://acme.okta.example/sso/saml" -> "https://${EVIL}/sso/saml"`,
    );
    expect(stdout).not.toContain(INLINE);
  });
});
