import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDirs } from '../../support/scratch-dirs.js';
import { API_TARGETS, startApiTarget, type TargetApi } from '../support/api-targets.js';
import { shown } from '../support/apply-harness.js';
import { docform } from '../support/examples-cli.js';

const tempDir = scratchDirs('docform-plan-text-in-config-terms-');

/** Two sections, a redirect to one of them, site grants; `next` is the changed config. */
const config = (next: boolean) => `version: 1
organization: org_acme
${next ? 'members:\n  frank@acme.example: null\n' : ''}sites:
  portal:
    title: Portal
    permissions:
      members: { bob@acme.example: admin${next ? '' : ', carol@acme.example: edit'} }
    sections:
      - title: Guides
        path: guides
        default: true
        spaces: [{ space: spc_guides, path: start, default: true }]
      - title: Ref
        path: ref
        spaces: [{ space: spc_sdk, path: sdk, default: true }]
    redirects:
      /old: ${next ? '/ref' : '/guides'}
`;

/**
 * The plan's text names things as the config does, on both sides of a change: a
 * redirect moved to another declared section reads address -> address (not a live id
 * -> an address); a grant made outside the config reads as a grant of a member on a
 * site; a guest invite reads `role: guest`, never `(none)`.
 */
describe.each(API_TARGETS)('the plan text in the config terms, against the %s', (target) => {
  let api: TargetApi;
  let file = '';
  const run = (args: string[]) => docform([args[0]!, file, ...args.slice(1)], { apiUrl: api.url });

  beforeAll(async () => {
    api = await startApiTarget(target);
    file = join(tempDir(), 'docform.yaml');
    writeFileSync(file, config(false));
    const apply = await run(['apply', '--auto-approve']);
    expect(apply.status, shown(apply)).toBe(0);
    writeFileSync(file, config(true));
  });
  afterAll(async () => {
    await api.close();
  });

  it('shows a redirect destination, an unmanaged grant and a guest invite as the config says them', async () => {
    const plan = await run(['plan', '--no-color']);
    expect(plan.status, shown(plan)).toBe(0);
    expect(plan.stdout).toContain(
      '~ siteSectionId: "site.portal.section.Guides" -> "site.portal.section.Ref"',
    );
    expect(plan.stdout).toContain(
      '  site.portal.permissions.member.carol@acme.example (member usr_carol on site.portal): role edit\n',
    );
    expect(plan.stdout).toContain(
      '+ member.frank@acme.example (member invite)\n      role: guest\n',
    );
    expect(plan.stdout).not.toContain('(none)');
    expect(plan.stdout).not.toMatch(/sitesc_/);

    const markdown = await run(['plan', '--format', 'markdown']);
    expect(markdown.stdout).toContain(
      '- `site.portal.permissions.member.carol@acme.example` (member usr_carol on site.portal): role edit',
    );
    expect(markdown.stdout).toContain('+ role: guest');
  });

  it('applies the same plan, and the next plan is empty', async () => {
    const apply = await run(['apply', '--auto-approve']);
    expect(apply.status, shown(apply)).toBe(0);
    const again = await run(['plan', '--detailed-exitcode']);
    expect(again.status, shown(again)).toBe(0);
  });
});
