import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HandApi } from '../../support/drift-api.js';
import { docform } from '../../support/examples-cli.js';
import { startEmulator, type RunningEmulator } from '../../../../src/emulator/server.js';

/**
 * A `--target` run that selects a site space and not its site: the site space's
 * override, declared in part, is completed from what the site is after this run, its
 * live customization, since the site's own change is not applied; not from the site's
 * declared customization, which this run leaves for later.
 */
const config = (siteDark: string, overrideLight: string) => `version: 1
organization: org_acme
sites:
  portal:
    title: Portal
    customization:
      styling:
        primaryColor: { light: "#346DDB", dark: "${siteDark}" }
    sections:
      - title: Guides
        spaces:
          - space: spc_guides
            path: guides
            customization:
              styling:
                primaryColor: { light: "${overrideLight}" }
`;

interface Settings {
  readonly styling: { readonly primaryColor: { readonly light: string; readonly dark: string } };
}

interface SiteSpace {
  readonly id: string;
}

const SITE_SPACE = 'site.portal.section.Guides.space.spc_guides';

describe('an override completed under --target', () => {
  let emulator: RunningEmulator;
  let hand: HandApi;
  let dir: string;
  const run = (args: string[]) => docform(args, { apiUrl: emulator.url, cwd: dir });

  beforeAll(async () => {
    emulator = await startEmulator({ port: 0 });
    hand = new HandApi(emulator.url);
    dir = mkdtempSync(join(tmpdir(), 'docform-override-targets-'));
    writeFileSync(join(dir, 'docform.yaml'), config('#111111', '#0B6E4F'));
    const apply = await run(['apply', '--auto-approve']);
    expect(apply.status, apply.stdout + apply.stderr).toBe(0);
  });
  afterAll(async () => {
    await emulator?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("takes the site's live colors when the site's own change is not targeted", async () => {
    writeFileSync(join(dir, 'docform.yaml'), config('#222222', '#0C0C0C'));
    const apply = await run(['apply', '--target', SITE_SPACE, '--auto-approve']);
    expect(apply.status, apply.stdout + apply.stderr).toBe(0);
    const site = await hand.siteId('Portal');
    const own = await hand.call<Settings>('GET', `/orgs/org_acme/sites/${site}/customization`);
    // the site's own change was not targeted: it keeps its dark color
    expect(own.styling.primaryColor.dark).toBe('#111111');
    const [space] = await hand.items<SiteSpace>(`/orgs/org_acme/sites/${site}/site-spaces`);
    const shown = await hand.call<Settings>(
      'GET',
      `/orgs/org_acme/sites/${site}/site-spaces/${space?.id}/customization`,
    );
    expect(shown.styling.primaryColor).toEqual({ light: '#0C0C0C', dark: '#111111' });
    // the site space targeted again: nothing left to do
    const again = await run(['plan', '--target', SITE_SPACE, '--detailed-exitcode']);
    expect(again.status, again.stdout + again.stderr).toBe(0);
  });

  it("takes the site's planned colors when its own change is targeted too", async () => {
    const apply = await run(['apply', '--auto-approve']);
    expect(apply.status, apply.stdout + apply.stderr).toBe(0);
    const site = await hand.siteId('Portal');
    const [space] = await hand.items<SiteSpace>(`/orgs/org_acme/sites/${site}/site-spaces`);
    const shown = await hand.call<Settings>(
      'GET',
      `/orgs/org_acme/sites/${site}/site-spaces/${space?.id}/customization`,
    );
    expect(shown.styling.primaryColor).toEqual({ light: '#0C0C0C', dark: '#222222' });
    const again = await run(['plan', '--detailed-exitcode']);
    expect(again.status, again.stdout + again.stderr).toBe(0);
  });
});
