import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../src/emulator/server.js';
import { docform } from '../e2e/support/examples-cli.js';
import type { CliRun } from '../e2e/support/examples-cli.js';
import { scratchDirs } from '../support/scratch-dirs.js';
import { clearJournal, journal } from './reliability-cli.js';

/**
 * A site customization whose logo and links are `javascript:` and `data:` URLs (script
 * in every visitor's browser, a pull request away) is refused before anything is sent:
 * `validate`, `plan` and `apply` each exit 1 naming every such value at its line and
 * column, and the emulator sees no request.
 */
type Emulator = Awaited<ReturnType<typeof startEmulator>>;

const tempDir = scratchDirs('docform-url-schemes-');
const output = (r: CliRun): string => `exit ${r.status}\n${r.stdout}${r.stderr}`;

const CONFIG = `version: 1
organization: org_acme
sites:
  portal:
    title: Portal
    customization:
      header:
        logo:
          light: data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+
          dark: javascript:alert(document.cookie)
        links:
          - title: Help
            links: []
            to:
              kind: url
              url: javascript:alert(1)
      footer:
        groups:
          - title: More
            links:
              - title: Status
                to: { kind: url, url: "data:text/html,<script>alert(1)</script>" }
`;

/** Where each bad value starts: `docform.yaml:LINE:COL`. */
const PLACES = ['9:18', '10:17', '16:20', '22:39'];

describe('javascript: and data: URLs in a customization', () => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await startEmulator({ port: 0 });
  });
  afterAll(() => emulator.close());

  it('are refused by validate, plan and apply at their line, and nothing is sent', async () => {
    const file = join(tempDir(), 'docform.yaml');
    writeFileSync(file, CONFIG);
    const at = { apiUrl: emulator.url };
    await clearJournal(emulator.url);
    for (const args of [['validate'], ['plan'], ['apply', '--auto-approve']]) {
      const run = await docform([...args, file], at);
      const said = run.stdout + run.stderr;
      expect(run.status, output(run)).toBe(1);
      for (const place of PLACES) {
        expect(said, `${args[0]} ${place}\n${said}`).toMatch(
          new RegExp(
            `docform\\.yaml:${place} +error +invalid-format +.* must be an absolute http:// or https:// URL`,
          ),
        );
      }
    }
    expect(await journal(emulator.url)).toEqual([]);
    expect(emulator.world().sites).toEqual([]);
  });
});
