/**
 * After an apply that gave objects new ids (a create, or a replace: a site space moved to
 * another section), the last line of its output says to run `docform pin` and commit:
 * the line a CI log or a terminal shows last, after the verdict of verify. An apply that
 * only updated gives no new id and says nothing of pin.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scratchDirs } from '../../support/scratch-dirs.js';
import { startTestEmulator } from '../../support/start-test-emulator.js';
import type { CliRun } from '../support/examples-cli.js';
import { docform } from '../support/examples-cli.js';

const scratch = scratchDirs('docform-apply-pin-last-');

const PIN_LINE =
  /^Objects created or replaced are matched by title or place until their ids are pinned: run docform pin docform\.yaml and commit the result\.$/;

/** Site portal with the changelog site space in section `in_`; moving it is a replace. */
function portal(in_: 'Guides' | 'API', path = 'changelog'): string {
  const changelog = (section: string) =>
    in_ === section ? `          - { space: spc_changelog, path: ${path} }\n` : '';
  return `version: 1
organization: org_acme
sites:
  portal:
    title: Portal
    sections:
      - title: Guides
        default: true
        spaces:
          - { space: spc_guides, path: guides, default: true }
${changelog('Guides')}      - title: API
        spaces:
          - { space: spc_api, path: api, default: true }
${changelog('API')}`;
}

const lines = (run: CliRun): string[] => run.stdout.trimEnd().split('\n');
const shown = (run: CliRun): string => `exit ${run.status}\n${run.stdout}\n${run.stderr}`;

describe.concurrent('the pin suggestion after an apply', () => {
  it('is the last line after creates, below the verdict, and after a replace alone', async () => {
    const emulator = await startTestEmulator();
    const dir = scratch();
    const apply = async (config: string, ...flags: string[]) => {
      writeFileSync(join(dir, 'docform.yaml'), config);
      const args = ['apply', 'docform.yaml', '--auto-approve', ...flags];
      return docform(args, { apiUrl: emulator.url, cwd: dir });
    };
    try {
      const created = await apply(portal('Guides'));
      expect(created.status, shown(created)).toBe(0);
      expect(lines(created).at(-1), shown(created)).toMatch(PIN_LINE);
      expect(lines(created).at(-2)).toMatch(/^converged/);

      const replaced = await apply(portal('API'), '--allow-delete');
      expect(replaced.status, shown(replaced)).toBe(0);
      expect(replaced.stdout).toContain('site.portal.section.API.space.spc_changelog');
      expect(replaced.stdout).toMatch(/Apply: 1 created, 0 updated, 0 moved, 1 deleted/);
      expect(lines(replaced).at(-1), shown(replaced)).toMatch(PIN_LINE);

      const updated = await apply(portal('API', 'changes'));
      expect(updated.status, shown(updated)).toBe(0);
      expect(updated.stdout).toMatch(/Apply: 0 created, 1 updated/);
      expect(updated.stdout).not.toContain('docform pin');
      expect(lines(updated).at(-1)).toMatch(/^converged/);
    } finally {
      await emulator.close();
    }
  });
});
