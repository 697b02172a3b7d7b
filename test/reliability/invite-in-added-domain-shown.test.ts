import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDirs } from '../support/scratch-dirs.js';
import type { TestEmulator } from '../support/start-test-emulator.js';
import { startTestEmulator } from '../support/start-test-emulator.js';
import { attentionSection, reviewedPlan } from './reviewed-plan.js';

const dir = scratchDirs('docform-added-domain-');

/**
 * The pull request adds a look-alike domain to the organization's email domains, invites
 * someone there and grants them admin on a space: the plan must not judge the invite by
 * the domains the same pull request adds.
 */
const CONFIG = `version: 1
organization: org_acme
settings:
  emailDomains: [acme.example, acme-example.com]
members:
  mallory@acme-example.com: read
spaces:
  guides:
    id: spc_guides
    permissions:
      members:
        mallory@acme-example.com: admin
`;

describe('an admin grant to an invite in a domain the same change adds', () => {
  let emulator: TestEmulator;
  let scratch = '';
  beforeAll(async () => {
    emulator = await startTestEmulator();
    scratch = dir();
  });
  afterAll(() => emulator.close());

  it('heads the Markdown plan with the grant, the outside invite and the added domain', async () => {
    const { stdout } = await reviewedPlan(emulator.url, scratch, CONFIG, 'markdown');
    const section = attentionSection(stdout);
    expect(section).toContain(
      '- `space.guides`: member `mallory@acme-example.com` (invited by this plan) on `space.guides`: `none` -\\> `admin`',
    );
    expect(section).toContain(
      "- `space.guides`: `mallory@acme-example.com` is outside the organization's email domains (`acme.example`) and gets `admin` on `space.guides`",
    );
    expect(section).toContain(
      '- `settings`: adds the email domain `"acme-example.com"`: anyone with an address there may join the organization',
    );
    expect(section).toContain('invites `mallory@acme-example.com` as `read`');
  });

  it('warns of the invite outside the live email domains', async () => {
    const { stdout } = await reviewedPlan(emulator.url, scratch, CONFIG, 'text');
    expect(stdout).toMatch(
      /invite-outside-email-domains +invites mallory@acme-example\.com, whose domain is not one of the organization's email domains \(acme\.example\)/,
    );
  });
});
