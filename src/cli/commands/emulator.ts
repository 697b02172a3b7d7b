import type { Command } from 'commander';
import type { EmulatorOptions, FaultConfig } from '../../emulator/public.js';
import { EXIT_OK } from '../exit-codes.js';
import type { CliIo, CliSignal } from '../io.js';
import { localPath } from '../io.js';
import type { ExitWith } from './exit-with.js';
import { withHelp } from '../help-text.js';

interface EmulatorFlags {
  readonly host: string;
  readonly port: string;
  readonly state?: string;
  readonly fixture?: string;
  readonly latency?: string;
  readonly faultRate?: string;
  readonly seed?: string;
  readonly rateLimit?: string;
}

/** `docform emulator`: serves the API on loopback until SIGINT or SIGTERM (docs/emulator.md). */
export function registerEmulator(program: Command, io: CliIo, exitWith: ExitWith): void {
  const command = program
    .command('emulator')
    .description('serve a local emulator of the management API')
    .option('--host <host>', 'address to listen on', '127.0.0.1')
    .option('--port <n>', 'port to listen on (0 picks a free one)', '4010')
    .option('--state <file>', 'persist the world in this file (loaded when it exists)')
    .option('--fixture <file>', 'starting world (JSON, format of GET /_emulator/state)')
    .option('--latency <ms>', 'delay every /v1 response by this many milliseconds')
    .option('--fault-rate <p>', 'probability (0..1) of answering a /v1 request 500, 503 or 429')
    .option('--seed <n>', 'seed of the fault generator, so runs repeat')
    .option('--rate-limit <n>', 'requests per minute before 429 (off by default)');
  withHelp(command, 'serves', [
    [0, 'stopped by SIGINT or SIGTERM'],
    [1, 'error: a bad flag, a fixture that cannot be read, a port in use'],
  ]).action(async (flags: EmulatorFlags) => {
    // the emulator's bundle is loaded here, not with the command: `--help` loads none of it
    const emulatorModule = await import('../../emulator/public.js');
    const emulator = await emulatorModule.startEmulator(emulatorOptions(emulatorModule, flags, io));
    io.stdout.write(`emulator listening on ${emulator.url}\n`);
    const signal = await firstSignal(io);
    await emulator.close();
    io.stderr.write(`emulator stopped (${signal})\n`);
    exitWith(EXIT_OK);
  });
}

/** The first SIGINT or SIGTERM; both handlers are removed once it came. */
function firstSignal(io: CliIo): Promise<CliSignal> {
  return new Promise((resolve) => {
    const stops: (() => void)[] = [];
    const on = (signal: CliSignal): void => {
      for (const stop of stops) stop();
      resolve(signal);
    };
    stops.push(io.onSignal('SIGINT', () => on('SIGINT')));
    stops.push(io.onSignal('SIGTERM', () => on('SIGTERM')));
  });
}

/** What the flags' reading takes from the emulator, loaded by the command's action. */
/** What the options need of the emulator's module, loaded by the command's action. */
type EmulatorParts = Pick<
  typeof import('../../emulator/public.js'),
  'DEFAULT_FAULT_STATUSES' | 'readWorldFile'
>;

/**
 * The flags as options; a bad value or fixture file throws a message naming the flag.
 * `at` says where the relative paths of `--state` and `--fixture` are taken from.
 */
function emulatorOptions(
  emulator: EmulatorParts,
  flags: EmulatorFlags,
  at: Pick<CliIo, 'cwd'> = {},
): EmulatorOptions {
  const { DEFAULT_FAULT_STATUSES } = emulator;
  const faultRate =
    flags.faultRate === undefined ? undefined : number(flags.faultRate, '--fault-rate', 0, 1);
  const seed = flags.seed === undefined ? undefined : integer(flags.seed, '--seed', 0, 2 ** 32 - 1);
  const faults: FaultConfig | undefined =
    faultRate === undefined && seed === undefined
      ? undefined
      : { rate: faultRate ?? 0, statuses: DEFAULT_FAULT_STATUSES, seed: seed ?? 0 };
  const world =
    flags.fixture === undefined ? undefined : fixture(emulator, localPath(at, flags.fixture));
  return {
    host: flags.host,
    port: integer(flags.port, '--port', 0, 65535),
    ...(flags.state !== undefined ? { statePath: localPath(at, flags.state) } : {}),
    ...(world ? { world } : {}),
    ...(flags.latency !== undefined
      ? { latencyMs: integer(flags.latency, '--latency', 0, 600_000) }
      : {}),
    ...(faults ? { faults } : {}),
    ...(flags.rateLimit !== undefined
      ? { rateLimit: integer(flags.rateLimit, '--rate-limit', 1, 1_000_000) }
      : {}),
  };
}

function fixture(emulator: EmulatorParts, path: string): NonNullable<EmulatorOptions['world']> {
  const world = emulator.readWorldFile(path);
  if (!world) throw new Error(`--fixture: no such file ${path}`);
  return world;
}

function number(raw: string, flag: string, min: number, max: number): number {
  const value = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(value) || value < min || value > max) {
    throw new Error(`${flag} must be a number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function integer(raw: string, flag: string, min: number, max: number): number {
  const value = number(raw, flag, min, max);
  if (!Number.isInteger(value)) throw new Error(`${flag} must be a whole number, got "${raw}"`);
  return value;
}
