import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../../src/emulator/server.js';
import { clearJournal, docform, journalMethods } from '../support/examples-cli.js';

type Emulator = Awaited<ReturnType<typeof startEmulator>>;
let emulator: Emulator;
let scratch = '';

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  scratch = mkdtempSync(join(tmpdir(), 'docform-export-force-'));
});
afterAll(async () => {
  await emulator?.close();
  rmSync(scratch, { recursive: true, force: true });
});

const HAND_EDITED = '# hand-edited, with comments\nversion: 1\norganization: org_acme\n';
const exportTo = (output: string, ...more: string[]) =>
  docform(['export', '--organization', 'org_acme', '--output', output, ...more], {
    apiUrl: emulator.url,
    cwd: scratch,
  });

describe('export refuses to overwrite without --force', () => {
  it('an existing file: refused before any request, left as it was; --force replaces it', async () => {
    writeFileSync(join(scratch, 'docform.yaml'), HAND_EDITED);
    await clearJournal(emulator.url);
    const refused = await exportTo('docform.yaml');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toBe(
      'error: docform.yaml exists: nothing was written; pass --force to replace it, or choose another --output\n',
    );
    expect(readFileSync(join(scratch, 'docform.yaml'), 'utf8')).toBe(HAND_EDITED);
    expect(await journalMethods(emulator.url)).toEqual([]);
    const forced = await exportTo('docform.yaml', '--force');
    expect(forced.status, forced.stderr).toBe(0);
    expect(readFileSync(join(scratch, 'docform.yaml'), 'utf8')).toContain('spc_guides');
  });

  it('a directory holding a config, with or without docform.yaml, is refused', async () => {
    mkdirSync(join(scratch, 'multi'));
    writeFileSync(join(scratch, 'multi/teams.yaml'), 'teams: {}\n');
    const refused = await exportTo('multi/');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('multi/ already holds a config (teams.yaml)');
    mkdirSync(join(scratch, 'single'));
    writeFileSync(join(scratch, 'single/docform.yaml'), HAND_EDITED);
    const single = await exportTo('single');
    expect(single.status).toBe(1);
    expect(single.stderr).toContain('single/docform.yaml exists');
    expect(readFileSync(join(scratch, 'single/docform.yaml'), 'utf8')).toBe(HAND_EDITED);
  });

  it('a new file, or a new or empty directory, is written without --force', async () => {
    mkdirSync(join(scratch, 'empty'));
    for (const output of ['new.yaml', 'fresh/', 'empty']) {
      const run = await exportTo(output);
      expect(run.status, `${output}: ${run.stderr}`).toBe(0);
    }
  });
});
