import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { interpolate } from '../../src/config/env-interpolation.js';
import { MAX_FILE_BYTES } from '../../src/config/limits.js';
import { loadConfig } from '../../src/config/load.js';
import { formatLocation } from '../../src/model/location.js';
import { scratchDirs } from '../support/scratch-dirs.js';

/** Scratch directories, removed when this file's tests are done. */
const scratch = scratchDirs('docform-file-');

const ORG = 'version: 1\norganization: org_acme\n';

describe('${file:PATH} (docs/config.md, "Placeholders")', () => {
  it('reads the file relative to the config file that names it, as it is', async () => {
    const dir = scratch();
    // a Git work tree: the config reads the files of the whole repository, not only its directory
    mkdirSync(join(dir, '.git'));
    mkdirSync(join(dir, 'docform'));
    mkdirSync(join(dir, 'texts'));
    writeFileSync(join(dir, 'texts', 'title.txt'), 'Acme Docs');
    writeFileSync(join(dir, 'docform', 'org.yaml'), ORG);
    writeFileSync(
      join(dir, 'docform', 'teams.yaml'),
      'teams:\n  eng:\n    title: "${file:../texts/title.txt}"\n  ops:\n    title: "Ops of ${file:../texts/title.txt}!"\n',
    );
    const result = await loadConfig(join(dir, 'docform'), { env: {} });
    expect(result.diagnostics).toEqual([]);
    expect(result.desired?.teams.map((t) => t.title)).toEqual(['Acme Docs', 'Ops of Acme Docs!']);
  });

  it('keeps a multi-line file whole, and a file is not a secret', () => {
    const result = interpolate('${file:a.md}', {}, (path) =>
      path === 'a.md' ? '# A\n\nb\n' : undefined,
    );
    expect(result).toEqual({
      value: '# A\n\nb\n',
      names: [],
      missing: [],
      invalid: [],
      unread: [],
      vars: [],
      missingVars: [],
    });
    expect(interpolate('$${file:a.md}', {}, () => 'x').value).toBe('${file:a.md}');
    expect(interpolate('${file: }', {}, () => 'x').invalid).toEqual(['${file: }']);
  });

  it('refuses a missing file, a directory, a FIFO, a file over the limit and bad UTF-8, at the value', async () => {
    const dir = scratch();
    mkdirSync(join(dir, 'a-dir'));
    execFileSync('mkfifo', [join(dir, 'fifo')]);
    writeFileSync(join(dir, 'latin1.txt'), Buffer.from([0x41, 0xe9, 0x0a]));
    writeFileSync(join(dir, 'big.txt'), Buffer.alloc(MAX_FILE_BYTES + 1, 0x61));
    const config = join(dir, 'docform.yaml');
    writeFileSync(
      config,
      `${ORG}teams:\n  a: { title: "\${file:gone.txt}" }\n  b: { title: "\${file:a-dir}" }\n  c: { title: "\${file:fifo}" }\n  d: { title: "\${file:latin1.txt}" }\n  e: { title: "\${file:big.txt}" }\n`,
    );
    const result = await loadConfig(config, { env: {} });
    expect(result.desired).toBeUndefined();
    const shown = result.diagnostics.map(
      (d) => `${d.code} ${d.location ? formatLocation(d.location) : '-'} ${d.message}`,
    );
    expect(shown).toEqual([
      `file-reference ${config}:4:15 gone.txt does not exist (${join(dir, 'gone.txt')})`,
      `not-a-regular-file ${config}:5:15 a-dir is a directory, not a regular file (${join(dir, 'a-dir')})`,
      `not-a-regular-file ${config}:6:15 fifo is a FIFO, not a regular file (${join(dir, 'fifo')})`,
      `file-reference ${config}:7:15 latin1.txt is not UTF-8 (byte 0xE9 at line 1, column 2)`,
      `file-too-large ${config}:8:15 big.txt is larger than 10 MB`,
    ]);
  });
});
