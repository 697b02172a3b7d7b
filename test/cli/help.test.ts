import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { DEFAULT_API_URL, DEFAULT_PARALLELISM } from '../../src/api/defaults.js';
import { DEFAULT_TIMEOUT_MS } from '../../src/cli/context/api-options.js';
import { DEFAULT_EMULATOR_STATE } from '../../src/cli/context/emulator-argument.js';
import { buildProgram } from '../../src/cli/program.js';
import { docform, ROOT } from '../e2e/support/examples-cli.js';

/** Every command the program registers (commander's own `help` aside). */
async function registeredNames(): Promise<string[]> {
  const io = {
    stdout: { write: () => true },
    stderr: { write: () => true },
    stdin: Object.assign(Readable.from([]), { isTTY: false }),
    env: {},
    onSignal: () => () => undefined,
  };
  return (await buildProgram(io, () => undefined)).commands.map((c) => c.name());
}

const NAMES = await registeredNames();
const commandNames = (): string[] => NAMES;

describe('help', () => {
  it.each(commandNames())(
    '`docform %s --help` names DOCFORM_TOKEN, DOCFORM_API_URL and its exit codes',
    async (name) => {
      const help = await docform([name, '--help']);
      expect(help.status).toBe(0);
      expect(help.stdout).toContain('DOCFORM_TOKEN');
      expect(help.stdout).toContain('DOCFORM_API_URL');
      expect(help.stdout).toMatch(/\nExit codes:\n {2}0 +\S/);
    },
  );

  it('lines the exit codes up, 130 with 0, and the environment names with their text', async () => {
    const help = await docform(['apply', '--help']);
    const exits = help.stdout.split('Exit codes:\n')[1]!.trimEnd().split('\n');
    expect(exits.map((line) => line.search(/\S/)).every((i) => i === 2)).toBe(true);
    expect(new Set(exits.map((line) => /^ {2}\d+ +/.exec(line)![0].length)).size).toBe(1);
    const env = help.stdout.split('Environment:\n')[1]!.split('\n\n')[0]!.split('\n');
    const columns = env.map((line) => /^ {2}\S+ +|^ +/.exec(line)![0].length);
    expect(new Set(columns.filter((c) => c > 2)).size).toBe(1);
  });

  it('quotes each default from its one constant: API address, parallelism, deadline, emulator state', async () => {
    const help = await docform(['plan', '--help']);
    const text = help.stdout.replace(/\s+/g, ' ');
    expect(text).toContain(`env DOCFORM_API_URL, default ${DEFAULT_API_URL})`);
    expect(text).toContain(`DOCFORM_API_URL the API address (default ${DEFAULT_API_URL})`);
    expect(text).toContain(`requests in flight at once (default: ${DEFAULT_PARALLELISM})`);
    expect(text).toContain(`env DOCFORM_TIMEOUT, default ${DEFAULT_TIMEOUT_MS / 60_000}m)`);
    expect(text).toContain(`(default ${DEFAULT_EMULATOR_STATE})`);
  });

  it('the emulator says it serves the API, not that it makes no API call', async () => {
    const help = await docform(['emulator', '--help']);
    expect(help.stdout).toContain('this command serves the API');
    expect(help.stdout).not.toContain('makes no API call');
  });

  it('the commands are the ones the README names', () => {
    expect(commandNames()).toEqual(
      expect.arrayContaining(['validate', 'plan', 'apply', 'drift', 'export', 'schema', 'pin']),
    );
  });

  it('pin says what it writes, takes --env and the API options, and apply has --allow-create', async () => {
    const pin = await docform(['pin', '--help']);
    expect(pin.stdout).toContain('Usage: docform pin [options] [config]');
    expect(pin.stdout).toContain('write the live id of each matched object into the YAML as id:');
    expect(pin.stdout).toMatch(/--env <name>[\s\S]*--emulator[\s\S]*DOCFORM_TOKEN/);
    expect(pin.stdout).toContain(
      '0  ids written, or nothing to pin (an object no live one matches is listed)',
    );
    const apply = await docform(['apply', '--help']);
    expect(apply.stdout).toMatch(/--allow-create +create objects even where a live one looks/);
  });

  it('a flag error prints the error and one line pointing at --help', async () => {
    const run = await docform(['plan', '--no-such-flag']);
    expect(run).toEqual({
      status: 1,
      stdout: '',
      stderr: `error: unknown option '--no-such-flag'\nRun "docform plan --help" for usage.\n`,
    });
    const top = await docform(['nope']);
    expect(top.stderr).toBe(`error: unknown command 'nope'\nRun "docform --help" for usage.\n`);
  });

  it.each([
    ['apply', '-auto-approve', '--auto-approve'],
    ['plan', '-out', '--out'],
    ['plan', '-target=site.docs', '--target'],
    ['export', '-force', '--force'],
  ])('`docform %s %s` gets a "did you mean %s"', async (command, flag, long) => {
    const run = await docform([command, flag]);
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(
      `error: unknown option '${flag}'\n(Did you mean ${long}? docform's long options take two dashes.)\nRun "docform ${command} --help" for usage.\n`,
    );
  });

  it.each(['--detailed-exitcode', '-detailed-exitcode'])(
    '`docform drift %s` says drift needs none: it always exits 2 when drifted',
    async (flag) => {
      const run = await docform(['drift', flag]);
      expect(run.status).toBe(1);
      expect(run.stderr).toBe(
        `error: unknown option '${flag}'\n(drift needs no --detailed-exitcode: it always exits 2 when the organization drifted, 0 when in sync, 1 on an error.)\nRun "docform drift --help" for usage.\n`,
      );
    },
  );

  it('the README command table lists every command', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const table = readme.slice(readme.indexOf('## Commands and exit codes'));
    for (const name of commandNames())
      expect(table).toMatch(new RegExp(`\\| \`docform ${name}\\b`));
  });
});
