import type { Command } from 'commander';
import { twoDefaultConfigs } from '../config/default-path.js';
import { renderDiagnostics } from '../report/diagnostics.js';
import { useColor } from '../report/palette.js';
import type { ExitWith } from './commands/exit-with.js';
import { DocformCommand } from './docform-command.js';
import { EXIT_1_ERROR, withHelp } from './help-text.js';
import type { CliIo } from './io.js';
import { terminalWidth } from './io.js';
import { docformVersion } from '../api/docform-version.js';

type Register = (program: Command, io: CliIo, exitWith: ExitWith) => void;

/**
 * Every command, in the order help lists them, with the module that defines it. A run
 * loads only the module of the command it names (start-up pays for what the
 * command uses: `validate` never loads the API client, `version` nothing at all); help,
 * no command, or a name that is not one loads them all, for the list and the "did you
 * mean".
 */
const COMMANDS: Readonly<Record<string, () => Promise<Register>>> = {
  validate: async () => (await import('./commands/validate.js')).registerValidate,
  plan: async () => (await import('./commands/plan.js')).registerPlan,
  apply: async () => (await import('./commands/apply.js')).registerApply,
  drift: async () => (await import('./commands/drift.js')).registerDrift,
  emulator: async () => (await import('./commands/emulator.js')).registerEmulator,
  schema: async () => (await import('./commands/schema.js')).registerSchema,
  export: async () => (await import('./commands/export.js')).registerExport,
  pin: async () => (await import('./commands/pin.js')).registerPin,
  show: async () => (await import('./commands/show.js')).registerShow,
  init: async () => (await import('./commands/init.js')).registerInit,
  fmt: async () => (await import('./commands/fmt.js')).registerFmt,
  version: async () => (await import('./commands/version.js')).registerVersion,
};

/** The command an argv names: its first word that is not an option. */
function commandNamed(argv: readonly string[] | undefined): string | undefined {
  const first = argv?.find((word) => !word.startsWith('-'));
  return first !== undefined && Object.hasOwn(COMMANDS, first) ? first : undefined;
}

/**
 * The commander program for `argv` (every command when it names none), writing to `io`
 * (help, usage errors and --version included: commander would otherwise write to the
 * process's own streams) and handing each command's exit code to `exitWith`. One per run.
 */
export async function buildProgram(
  io: CliIo,
  exitWith: ExitWith,
  argv?: readonly string[],
): Promise<Command> {
  const program = new DocformCommand('docform');
  // before the commands: a subcommand copies these settings when it is created
  program
    .configureOutput({
      writeOut: (text) => void io.stdout.write(text),
      writeErr: (text) => void io.stderr.write(text),
      getOutHelpWidth: () => terminalWidth(io.stdout, 80),
      getErrHelpWidth: () => terminalWidth(io.stderr, 80),
      getOutHasColors: () => useColor({ env: io.env, isTTY: io.stdout.isTTY === true }),
      getErrHasColors: () => useColor({ env: io.env, isTTY: io.stderr.isTTY === true }),
    })
    .description('Declarative sync of a documentation platform organization from YAML.')
    .version(docformVersion())
    .exitOverride();
  withHelp(program, 'api', [
    [0, 'success, no changes, in sync'],
    EXIT_1_ERROR,
    [2, 'changes present: plan --detailed-exitcode, drift'],
    [130, 'an apply interrupted by SIGINT or SIGTERM'],
  ]);
  warnOfTwoDefaultConfigs(program, io);
  const named = commandNamed(argv);
  const wanted = named === undefined ? Object.keys(COMMANDS) : [named];
  const registers = await Promise.all(wanted.map((name) => COMMANDS[name]?.()));
  for (const register of registers) register?.(program, io, exitWith);
  return program;
}

/** The commands whose first operand is CONFIG, defaulting to ./docform.yaml or ./docform/. */
const TAKES_CONFIG = new Set(['validate', 'plan', 'apply', 'drift', 'fmt']);

/**
 * Before a command that reads the default config: says so on stderr when
 * `./docform.yaml` and a `./docform/` config are both there (the file is used).
 */
function warnOfTwoDefaultConfigs(program: Command, io: CliIo): void {
  program.hook('preAction', (_, action) => {
    if (!TAKES_CONFIG.has(action.name()) || action.processedArgs[0] !== undefined) return;
    const warning = twoDefaultConfigs(io.cwd ?? '.');
    if (warning === undefined) return;
    const color = useColor({ env: io.env, isTTY: io.stderr.isTTY === true });
    io.stderr.write(renderDiagnostics([warning], color));
  });
}
