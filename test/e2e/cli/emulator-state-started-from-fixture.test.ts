import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scratchDirs } from '../../support/scratch-dirs.js';
import type { CliRun } from '../support/examples-cli.js';
import { docform } from '../support/examples-cli.js';

const scratch = scratchDirs('docform-emulator-fresh-');

const shown = (run: CliRun): string => `exit ${run.status}\n${run.stdout}\n${run.stderr}`;

const NOTE = (path: string): string =>
  `note: --emulator: no state file at ${path}; starting from the built-in fixture, saved there\n`;

function configDir(): string {
  const dir = scratch();
  writeFileSync(join(dir, 'docform.yaml'), 'version: 1\norganization: org_acme\n');
  return dir;
}

/**
 * A state file that does not exist is made from the built-in fixture: a mistyped path
 * would otherwise plan against the fixture without a word, so the run that makes it says
 * so on stderr, naming the path as written; the runs that find it say nothing.
 */
describe('--emulator says when it starts a state file from the fixture', () => {
  it.each(['plan', 'drift'])(
    '%s with a path that does not exist: one note, then none',
    async (cmd) => {
      const cwd = configDir();
      const first = await docform([cmd, '--emulator', 'stat.json'], { cwd });
      expect(first.status, shown(first)).toBe(0);
      expect(first.stderr).toBe(NOTE('stat.json'));
      expect(first.stdout).not.toContain('note:');
      expect(existsSync(join(cwd, 'stat.json'))).toBe(true);
      const again = await docform([cmd, '--emulator', 'stat.json'], { cwd });
      expect(again.status, shown(again)).toBe(0);
      expect(again.stderr).toBe('');
    },
  );

  it('the default .docform/emulator.json on first use, not before a valid config', async () => {
    const cwd = scratch();
    writeFileSync(join(cwd, 'docform.yaml'), 'version: 1\norganization: org_acme\nteamz: {}\n');
    const invalid = await docform(['plan', '--emulator'], { cwd });
    expect(invalid.status, shown(invalid)).toBe(1);
    expect(invalid.stderr).not.toContain('note:');
    expect(existsSync(join(cwd, '.docform/emulator.json'))).toBe(false);
    writeFileSync(join(cwd, 'docform.yaml'), 'version: 1\norganization: org_acme\n');
    const first = await docform(['plan', '--emulator'], { cwd });
    expect(first.status, shown(first)).toBe(0);
    expect(first.stderr).toBe(NOTE('.docform/emulator.json'));
    const again = await docform(['plan', '--emulator'], { cwd });
    expect(again.stderr).toBe('');
  });
});
