import { execFileSync } from 'node:child_process';
import { mkdirSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load.js';
import { parseConfigSources, type ConfigResult } from '../../src/config/parse-sources.js';
import { scratchDirs } from '../support/scratch-dirs.js';

const ORG = 'version: 1\norganization: org_acme\n';
const TEAMS = 'teams:\n  shared: { title: Shared }\n';

const scratch = scratchDirs('docform-load-');

function codes(result: ConfigResult): string[] {
  return result.diagnostics.map((d) => `${d.severity} ${d.code}`);
}

function load(path: string): Promise<ConfigResult> {
  return loadConfig(path, { env: {} });
}

describe('directory mode reads what it is given, and says what it does not', () => {
  it('reads a symbolic link to a file of the repository like the file', async () => {
    const repo = scratch();
    mkdirSync(join(repo, '.git'));
    const dir = join(repo, 'docform');
    const elsewhere = join(repo, 'shared');
    mkdirSync(dir);
    mkdirSync(elsewhere);
    writeFileSync(join(dir, 'org.yaml'), ORG);
    writeFileSync(join(elsewhere, 'shared-teams.yaml'), TEAMS);
    symlinkSync(join(elsewhere, 'shared-teams.yaml'), join(dir, 'teams.yaml'));
    const result = await load(dir);
    expect(codes(result)).toEqual([]);
    expect(result.desired?.teams.map((t) => t.key)).toEqual(['shared']);
    expect(result.sources.map((s) => s.file)).toEqual([
      join(dir, 'org.yaml'),
      join(dir, 'teams.yaml'),
    ]);
  });

  it('refuses a broken link and a link loop at their paths, and reads nothing as empty', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'org.yaml'), ORG);
    symlinkSync(join(dir, 'gone.txt'), join(dir, 'teams.yaml'));
    symlinkSync(join(dir, 'loop-b.yaml'), join(dir, 'loop-a.yaml'));
    symlinkSync(join(dir, 'loop-a.yaml'), join(dir, 'loop-b.yaml'));
    const result = await load(dir);
    expect(result.desired).toBeUndefined();
    expect(codes(result)).toEqual([
      'error symlink-loop',
      'error symlink-loop',
      'error broken-symlink',
    ]);
    const broken = result.diagnostics.find((d) => d.code === 'broken-symlink');
    expect(broken?.message).toBe(
      `${join(dir, 'teams.yaml')} is a symbolic link to ${join(dir, 'gone.txt')}, which does not exist`,
    );
  });

  it('refuses a *.yaml entry that is a directory, or a link to one', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'org.yaml'), ORG);
    mkdirSync(join(dir, 'teams.yaml'));
    // a directory of the repository: one outside is refused as such, never looked at
    mkdirSync(join(dir, 'notes'));
    symlinkSync(join(dir, 'notes'), join(dir, 'sites.yaml'));
    const result = await load(dir);
    expect(result.desired).toBeUndefined();
    expect(result.diagnostics.map((d) => d.message)).toEqual([
      `${join(dir, 'sites.yaml')} is a symbolic link to a directory, not a regular file`,
      `${join(dir, 'teams.yaml')} is a directory, not a regular file`,
    ]);
  });

  it('warns about a subdirectory holding *.yaml files, which is not read', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'org.yaml'), ORG);
    mkdirSync(join(dir, 'teams'));
    writeFileSync(join(dir, 'teams', 'a.yaml'), TEAMS);
    mkdirSync(join(dir, 'notes'));
    writeFileSync(join(dir, 'notes', 'README.md'), 'not config');
    const result = await load(dir);
    expect(result.desired).toBeDefined();
    expect(codes(result)).toEqual(['warning skipped-directory']);
    expect(result.diagnostics[0]?.message).toContain(`${join(dir, 'teams')} holds 1 *.yaml file`);
  });
});

describe('limits of a config file', () => {
  it('refuses a FIFO given as the config at once instead of hanging', async () => {
    const fifo = join(scratch(), 'docform.yaml');
    execFileSync('mkfifo', [fifo]);
    // reading a FIFO with no writer blocks forever: unguarded, the test's timeout fails it
    const result = await load(fifo);
    expect(result.diagnostics.map((d) => d.message)).toEqual([
      `${fifo} is a FIFO, not a regular file`,
    ]);
  });

  it('refuses a FIFO named *.yaml in a config directory', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'org.yaml'), ORG);
    execFileSync('mkfifo', [join(dir, 'teams.yaml')]);
    const result = await load(dir);
    expect(codes(result)).toEqual(['error not-a-file']);
  });

  it('refuses a file over 10 MB before reading it', async () => {
    const file = join(scratch(), 'docform.yaml');
    writeFileSync(file, ORG);
    truncateSync(file, 10 * 1024 * 1024 + 1);
    const result = await load(file);
    expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([
      `config-too-large: ${file} is larger than 10 MB`,
    ]);
  });

  it('refuses invalid UTF-8 at its line and column instead of reading U+FFFD', async () => {
    const file = join(scratch(), 'docform.yaml');
    const bytes = Buffer.concat([
      Buffer.from(`${ORG}teams:\n  a: { title: "Caf\u00e9 `),
      Buffer.from([0xff]),
      Buffer.from('" }\n'),
    ]);
    writeFileSync(file, bytes);
    const result = await load(file);
    expect(result.desired).toBeUndefined();
    expect(
      result.diagnostics.map((d) => `${d.location?.line}:${d.location?.col} ${d.code}`),
    ).toEqual(['4:21 invalid-utf8']);
    expect(result.diagnostics[0]?.message).toContain('byte 0xFF');
  });

  // Unguarded, this file expands to 3 GB and takes minutes: the test's timeout is the
  // bound (unit tests do not time things; the vitest workers share one process's CPU).
  it('refuses an alias bomb at the alias that crosses the limit', async () => {
    // 9 levels of 40 aliases each: 34 KB that would expand to 40^9 nodes.
    const lines = [ORG, 'x0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]'];
    for (let level = 1; level <= 9; level += 1) {
      const refs = Array.from({ length: 40 }, () => `*a${level - 1}`).join(', ');
      lines.push(`x${level}: &a${level} [${refs}]`);
    }
    const text = lines.join('\n');
    const padding = '#'.repeat(80);
    const file = join(scratch(), 'bomb.yaml');
    writeFileSync(file, `${text}\n${Array.from({ length: 380 }, () => padding).join('\n')}\n`);
    const result = await load(file);
    expect(result.desired).toBeUndefined();
    expect(
      result.diagnostics.map((d) => `${d.location?.line}:${d.location?.col} ${d.code}`),
    ).toEqual(['7:30 yaml-limit']);
  });
});

describe('YAML 1.2 core schema', () => {
  it('keeps yes, no, on and off as strings, keys and values alike', async () => {
    const file = join(scratch(), 'docform.yaml');
    const teams = 'teams:\n  yes: { title: no }\n  on: { title: off }\n  y: { title: Yes }\n';
    writeFileSync(file, `${ORG}${teams}`);
    const result = await load(file);
    expect(codes(result)).toEqual([]);
    expect(result.desired?.teams.map((t) => [t.key, t.title])).toEqual([
      ['yes', 'no'],
      ['on', 'off'],
      ['y', 'Yes'],
    ]);
  });

  it('holds under a %YAML 1.1 directive, with a warning that it is ignored', async () => {
    const file = join(scratch(), 'docform.yaml');
    writeFileSync(file, `%YAML 1.1\n---\n${ORG}teams:\n  yes: { title: on }\n`);
    const result = await load(file);
    expect(codes(result)).toEqual(['warning yaml-version']);
    expect(result.desired?.teams.map((t) => [t.key, t.title])).toEqual([['yes', 'on']]);
  });
});

describe('characters a reviewer cannot see', () => {
  const parse = (body: string) =>
    parseConfigSources([{ file: 'docform.yaml', text: `${ORG}${body}` }], { env: {} });

  it('accepts bidi and control characters written as escapes in double quotes', () => {
    const result = parse('teams:\n  a: { title: "Docs \\u202E\\t\\x07\\n" }\n');
    expect(codes(result)).toEqual([]);
    expect(result.desired?.teams[0]?.title).toBe('Docs \u202E\t\u0007\n');
  });

  it('refuses every raw bidi control, comments included, naming the code point', () => {
    const result = parse('# note \u2066hidden\u2069\nteams:\n  a: { title: "x\u202Dy" }\n');
    expect(
      result.diagnostics.map(
        (d) => `${d.location?.line}:${d.location?.col} ${d.message.split(';')[0]}`,
      ),
    ).toEqual([
      '3:8 U+2066 (LEFT-TO-RIGHT ISOLATE) is written raw here',
      '3:15 U+2069 (POP DIRECTIONAL ISOLATE) is written raw here',
      '5:17 U+202D (LEFT-TO-RIGHT OVERRIDE) is written raw here',
    ]);
  });

  it('lets multi-line fields hold line breaks written raw', () => {
    const cert =
      'saml:\n  okta:\n    label: Okta\n    certificate: |\n      -----BEGIN-----\n      MIIC\n';
    const result = parse(cert);
    expect(codes(result)).toEqual([]);
  });
});
