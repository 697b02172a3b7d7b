import { DEFAULT_PARALLELISM } from '../../../src/api/defaults.js';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Command } from 'commander';
import { ApiClient } from '../../../src/api/client.js';
import {
  addApiOptions,
  MAX_PARALLELISM,
  type ApiOptions,
} from '../../../src/cli/context/api-options.js';
import { normalizeBaseUrl, resolveApiTarget } from '../../../src/cli/context/api-target.js';
import {
  DEFAULT_EMULATOR_STATE,
  splitEmulatorArgument,
} from '../../../src/cli/context/emulator-argument.js';
import { useColor } from '../../../src/report/palette.js';
import { createProgress } from '../../../src/cli/context/progress.js';
import { scratchDirs } from '../../support/scratch-dirs.js';

/** Scratch directories, removed when this file's tests are done. */
const tempDir = scratchDirs('docform-ctx-');

describe('resolveApiTarget', () => {
  it('prefers the flag, then DOCFORM_API_URL, then the public API', () => {
    const env = { DOCFORM_TOKEN: 't', DOCFORM_API_URL: 'http://127.0.0.1:9/v1/' };
    expect(resolveApiTarget({ apiUrl: 'https://x.example', env }).baseUrl).toBe(
      'https://x.example',
    );
    expect(resolveApiTarget({ env }).baseUrl).toBe('http://127.0.0.1:9');
    expect(resolveApiTarget({ env: { DOCFORM_TOKEN: 't' } }).baseUrl).toBe(
      'https://api.gitbook.com',
    );
  });

  it('refuses a missing token without echoing anything secret', () => {
    expect(() => resolveApiTarget({ env: { DOCFORM_TOKEN: '  ' } })).toThrow(/DOCFORM_TOKEN/);
  });

  it('refuses a URL that is not http(s)', () => {
    expect(() => normalizeBaseUrl('ftp://host')).toThrow(/http or https/);
    expect(() => normalizeBaseUrl('not a url')).toThrow(/not a URL/);
  });
});

describe('--parallelism', () => {
  /** The options the command line gives a command that talks to the API. */
  function parsed(args: readonly string[]): ApiOptions {
    const command = addApiOptions(new Command('plan')).exitOverride();
    command.configureOutput({ writeErr: () => undefined });
    command.parse(['node', 'docform', ...args]);
    return command.opts<ApiOptions>();
  }

  it('is resolved where the command line is read: its default when absent, else the flag', () => {
    expect(parsed([]).parallelism).toBe(DEFAULT_PARALLELISM);
    expect(parsed(['--parallelism', '3']).parallelism).toBe(3);
    expect(parsed(['--parallelism', String(MAX_PARALLELISM)]).parallelism).toBe(MAX_PARALLELISM);
  });

  it('is refused out of 1..MAX_PARALLELISM, where it is read, not clamped below', () => {
    for (const bad of ['0', String(MAX_PARALLELISM + 1), '2.5', 'many']) {
      expect(() => parsed(['--parallelism', bad])).toThrow(/whole number from 1 to 64/);
    }
    // the client takes the value as given, and refuses one it cannot run with
    const make = (parallelism: number) => () =>
      new ApiClient({ baseUrl: 'http://127.0.0.1:1', token: 't', parallelism });
    expect(make(0)).toThrow(/parallelism must be a whole number of at least 1, got 0/);
  });
});

describe('splitEmulatorArgument', () => {
  const dir = tempDir();
  const plan = join(dir, 'plan.json');
  writeFileSync(plan, JSON.stringify({ formatVersion: 1 }));
  const state = join(dir, 'state.json');
  writeFileSync(state, JSON.stringify({ format: 'docform-emulator-world' }));

  it.each([
    [undefined, 'c.yaml', { positional: 'c.yaml' }],
    [true, 'c.yaml', { statePath: DEFAULT_EMULATOR_STATE, positional: 'c.yaml' }],
    ['docform.yaml', undefined, { statePath: DEFAULT_EMULATOR_STATE, positional: 'docform.yaml' }],
    [plan, undefined, { statePath: DEFAULT_EMULATOR_STATE, positional: plan }],
    [state, undefined, { statePath: state, positional: undefined }],
    [join(dir, 'new.json'), undefined, { statePath: join(dir, 'new.json'), positional: undefined }],
    [state, 'c.yaml', { statePath: state, positional: 'c.yaml' }],
  ])('--emulator %s with %s', (emulator, positional, expected) => {
    expect(splitEmulatorArgument(emulator, positional)).toEqual(expected);
  });
});

describe('useColor', () => {
  it.each([
    [undefined, {}, true, true],
    [undefined, {}, false, false],
    [false, {}, true, false],
    [undefined, { NO_COLOR: '1' }, true, false],
    [undefined, { NO_COLOR: '' }, true, true],
  ])('flag %s env %j tty %s -> %s', (flag, env, isTTY, expected) => {
    expect(useColor({ ...(flag === undefined ? {} : { flag }), env, isTTY })).toBe(expected);
  });
});

describe('createProgress', () => {
  function capture(isTTY: boolean): {
    out: string[];
    stream: { isTTY: boolean; write(t: string): void };
  } {
    const out: string[] = [];
    return { out, stream: { isTTY, write: (t: string) => void out.push(t) } };
  }

  it('rewrites one live line on a terminal', () => {
    const { out, stream } = capture(true);
    const progress = createProgress(stream);
    progress.status('1/2');
    progress.status('2/2');
    progress.line('done site.a');
    expect(out.join('')).toBe('\r\u001b[2K1/2\r\u001b[2K2/2\r\u001b[2Kdone site.a\n');
  });

  it('prints plain lines only when not on a terminal', () => {
    const { out, stream } = capture(false);
    const progress = createProgress(stream);
    progress.status('1/2');
    progress.line('done site.a');
    progress.done();
    expect(out.join('')).toBe('done site.a\n');
  });
});
