import { execFileSync } from 'node:child_process';
import { closeSync, linkSync, mkdirSync, openSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES, MAX_REFERENCED_BYTES } from '../../src/config/limits.js';
import { loadConfig } from '../../src/config/load.js';
import { readBounded } from '../../src/config/read-bounded.js';
import { formatLocation } from '../../src/model/location.js';
import { docform } from '../e2e/support/examples-cli.js';
import { scratchDirs } from '../support/scratch-dirs.js';

/**
 * A config from a pull request is untrusted (docs/security.md, "Files a config may
 * read"): CI plans it with an org-admin token and posts the plan. The files it names
 * (`${file:PATH}`, an OpenAPI spec's `source: {file}`) are read only inside its
 * repository (the nearest Git work tree, else the config's directory), by real path,
 * regular files only, under a cap that holds while reading. Anything else is an error at
 * the value that names it, and its text is never read, shown in a plan or published.
 */
const scratch = scratchDirs('docform-confined-');

const ORG = 'version: 1\norganization: org_acme\n';
const OUTSIDE_TEXT = 'outside-the-repository-7c41e9';

/** A Git work tree in `repo/`, its config in `repo/docform/`, and a secret file beside it. */
function layout(): { root: string; repo: string; config: string; outside: string } {
  const root = scratch();
  const repo = join(root, 'repo');
  mkdirSync(join(repo, '.git'), { recursive: true });
  mkdirSync(join(repo, 'docform'));
  const outside = join(root, 'secret.txt');
  writeFileSync(outside, OUTSIDE_TEXT);
  return { root, repo, config: join(repo, 'docform', 'docform.yaml'), outside };
}

async function problems(config: string, body: string): Promise<string[]> {
  writeFileSync(config, `${ORG}${body}`);
  const result = await loadConfig(config, { env: {} });
  expect(result.desired).toBeUndefined();
  expect(JSON.stringify(result.diagnostics)).not.toContain(OUTSIDE_TEXT);
  return result.diagnostics.map(
    (d) => `${d.location ? formatLocation(d.location).replace(config, 'CONFIG') : '-'} ${d.code}`,
  );
}

describe('files a config may read', () => {
  it('refuses absolute paths outside the repository: /proc, /etc', async () => {
    const { config } = layout();
    const found = await problems(
      config,
      'teams:\n  a: { title: "${file:/proc/self/environ}" }\n  b: { title: "${file:/etc/hostname}" }\n',
    );
    expect(found).toEqual([
      'CONFIG:4:15 file-outside-repository',
      'CONFIG:5:15 file-outside-repository',
    ]);
  });

  it('refuses ../ out of the repository, and an OpenAPI source: {file} outside it', async () => {
    const { config } = layout();
    const found = await problems(
      config,
      'teams:\n  a: { title: "${file:../../secret.txt}" }\nopenapi:\n  pets:\n    source: { file: /etc/passwd }\n',
    );
    expect(found).toEqual([
      'CONFIG:4:15 file-outside-repository',
      'CONFIG:7:21 file-outside-repository',
    ]);
  });

  it("refuses the repository's .git directory, whose config holds a CI checkout's token", async () => {
    const { repo, config } = layout();
    writeFileSync(join(repo, '.git', 'config'), `[http]\n  extraheader = ${OUTSIDE_TEXT}\n`);
    symlinkSync(join(repo, '.git', 'config'), join(repo, 'notes.md'));
    const found = await problems(
      config,
      'settings:\n  agentInstructions: ${file:../.git/config}\nteams:\n  a: { title: "${file:../notes.md}" }\n',
    );
    expect(found).toEqual([
      'CONFIG:4:22 file-outside-repository',
      'CONFIG:6:15 file-outside-repository',
    ]);
  });

  it('says a path outside the repository is outside whether or not it exists', async () => {
    const { config } = layout();
    const result = await (async () => {
      writeFileSync(
        config,
        `${ORG}teams:\n  a: { title: "\${file:/etc/passwd}" }\n  b: { title: "\${file:/etc/no-such-file-3d1f}" }\n  c: { title: "\${file:../../no-such-file-3d1f}" }\n`,
      );
      return loadConfig(config, { env: {} });
    })();
    const codes = result.diagnostics.map((d) => d.code);
    expect(codes).toEqual([
      'file-outside-repository',
      'file-outside-repository',
      'file-outside-repository',
    ]);
    expect(JSON.stringify(result.diagnostics)).not.toMatch(/does not exist/);
  });

  it('refuses a file of the repository that is a symbolic link out of it (AGENTS.md, a spec)', async () => {
    const { repo, config, outside } = layout();
    symlinkSync(outside, join(repo, 'AGENTS.md'));
    symlinkSync('/etc/passwd', join(repo, 'docform', 'spec.yaml.txt'));
    const found = await problems(
      config,
      'settings:\n  agentInstructions: ${file:../AGENTS.md}\nopenapi:\n  pets:\n    source: { file: spec.yaml.txt }\n',
    );
    expect(found).toEqual([
      'CONFIG:4:22 file-outside-repository',
      'CONFIG:7:21 file-outside-repository',
    ]);
  });

  it('refuses what is not a regular file: a directory, a FIFO', async () => {
    const { repo, config } = layout();
    execFileSync('mkfifo', [join(repo, 'fifo')]);
    const found = await problems(
      config,
      'teams:\n  a: { title: "${file:../fifo}" }\n  b: { title: "${file:..}" }\n',
    );
    expect(found).toEqual(['CONFIG:4:15 not-a-regular-file', 'CONFIG:5:15 not-a-regular-file']);
  });

  it('reads any file of the repository, through a link that stays inside it too', async () => {
    const { repo, config } = layout();
    writeFileSync(join(repo, 'title.txt'), 'Engineering');
    symlinkSync(join(repo, 'title.txt'), join(repo, 'docform', 'linked.txt'));
    writeFileSync(
      config,
      `${ORG}teams:\n  a: { title: "\${file:../title.txt}" }\n  b: { title: "B \${file:linked.txt}" }\n`,
    );
    const result = await loadConfig(config, { env: {} });
    expect(result.diagnostics).toEqual([]);
    expect(result.desired?.teams.map((t) => t.title)).toEqual(['Engineering', 'B Engineering']);
  });

  it("without a Git work tree, the repository is the config file's own directory", async () => {
    const root = scratch();
    mkdirSync(join(root, 'docform'));
    writeFileSync(join(root, 'up.txt'), 'Up');
    writeFileSync(join(root, 'docform', 'here.txt'), 'Here');
    const config = join(root, 'docform', 'docform.yaml');
    const found = await problems(
      config,
      'teams:\n  a: { title: "${file:here.txt}" }\n  b: { title: "${file:../up.txt}" }\n',
    );
    expect(found).toEqual(['CONFIG:5:15 file-outside-repository']);
  });

  it('refuses a config directory entry linked out of the repository, before anything else', async () => {
    const { repo, root, outside } = layout();
    const dir = join(repo, 'docform');
    writeFileSync(join(dir, 'org.yaml'), ORG);
    writeFileSync(join(root, 'teams.yaml'), 'teams:\n  x: { title: X }\n');
    symlinkSync(join(root, 'teams.yaml'), join(dir, 'teams.yaml'));
    symlinkSync(outside, join(dir, 'zz.yaml'));
    const result = await loadConfig(dir, { env: {} });
    expect(result.desired).toBeUndefined();
    expect(result.diagnostics.map((d) => d.code)).toEqual([
      'link-outside-repository',
      'link-outside-repository',
    ]);
    expect(JSON.stringify(result.diagnostics)).not.toContain(OUTSIDE_TEXT);
    // a link that stays in the repository is read like the file
    writeFileSync(join(repo, 'shared.yaml'), 'teams:\n  y: { title: Y }\n');
    const inside = join(repo, 'other');
    mkdirSync(inside);
    writeFileSync(join(inside, 'org.yaml'), ORG);
    symlinkSync(join(repo, 'shared.yaml'), join(inside, 'teams.yaml'));
    const read = await loadConfig(inside, { env: {} });
    expect(read.diagnostics).toEqual([]);
    expect(read.desired?.teams.map((t) => t.key)).toEqual(['y']);
  });

  it('validate exits 1 at the line, and a plan shows none of the file', async () => {
    const { repo, config } = layout();
    writeFileSync(config, `${ORG}teams:\n  a:\n    title: "\${file:/proc/self/environ}"\n`);
    for (const args of [['validate'], ['plan', '--emulator', join(repo, 'emulator.json')]]) {
      const run = await docform([...args, 'docform/docform.yaml'], { cwd: repo });
      expect(run.status, run.stdout + run.stderr).toBe(1);
      expect(run.stdout + run.stderr).toMatch(
        /docform\/docform\.yaml:5:12 +error +file-outside-repository/,
      );
      expect(run.stdout + run.stderr).not.toContain('PATH=');
    }
  });

  it('refuses /proc/self/pagemap (size 0, gigabytes to read) at once, without reading it', async () => {
    const { config } = layout();
    const before = process.memoryUsage().rss;
    const found = await problems(config, 'teams:\n  a: { title: "${file:/proc/self/pagemap}" }\n');
    expect(found).toEqual(['CONFIG:4:15 file-outside-repository']);
    expect(process.memoryUsage().rss - before).toBeLessThan(64 * 1024 * 1024);
  });

  it('caps a read while it reads, whatever the size the file claims', () => {
    // a device of endless zeros, size 0 by its stat
    const fd = openSync('/dev/zero', 'r');
    try {
      const before = process.memoryUsage().rss;
      expect(readBounded(fd, 1024 * 1024)).toBeUndefined();
      expect(process.memoryUsage().rss - before).toBeLessThan(32 * 1024 * 1024);
    } finally {
      closeSync(fd);
    }
    const { repo } = layout();
    writeFileSync(join(repo, 'small.txt'), 'abc');
    const small = openSync(join(repo, 'small.txt'), 'r');
    try {
      expect(readBounded(small, 3)?.toString()).toBe('abc');
    } finally {
      closeSync(small);
    }
  });

  it('refuses a file over the limit, and files past the limit of all files together', async () => {
    const { repo, config } = layout();
    writeFileSync(join(repo, 'big.txt'), Buffer.alloc(MAX_FILE_BYTES + 1, 0x61));
    writeFileSync(join(repo, 'full.txt'), Buffer.alloc(MAX_FILE_BYTES, 0x61));
    const count = Math.floor(MAX_REFERENCED_BYTES / MAX_FILE_BYTES) + 1;
    // links: distinct paths, each read on its own, for the disk space of one file
    for (let i = 1; i < count; i += 1)
      linkSync(join(repo, 'full.txt'), join(repo, `full-${i}.txt`));
    const names = ['full.txt', ...Array.from({ length: count - 1 }, (_, i) => `full-${i + 1}.txt`)];
    const specs = names.map((n, i) => `  s${i}:\n    source: { file: ../${n} }\n`).join('');
    const found = await problems(
      config,
      `teams:\n  a: { title: "\${file:../big.txt}" }\nopenapi:\n${specs}`,
    );
    expect(found).toContain('CONFIG:4:15 file-too-large');
    const last = 7 + 2 * (count - 1);
    expect(found).toContain(`CONFIG:${last}:21 file-too-large`);
    expect(found.filter((f) => f.endsWith('file-too-large'))).toHaveLength(2);
  });
});
