import type { Command } from 'commander';
import { useColor } from '../report/palette.js';
import { registerApply } from './commands/apply.js';
import { registerDrift } from './commands/drift.js';
import { registerEmulator } from './commands/emulator.js';
import type { ExitWith } from './commands/exit-with.js';
import { DocformCommand } from './docform-command.js';
import { EXIT_1_ERROR, withHelp } from './help-text.js';
import { registerExport } from './commands/export.js';
import { registerFmt } from './commands/fmt.js';
import { registerInit } from './commands/init.js';
import { registerShow } from './commands/show.js';
import { registerVersion } from './commands/version.js';
import { registerPlan } from './commands/plan.js';
import { registerSchema } from './commands/schema.js';
import { registerValidate } from './commands/validate.js';
import type { CliIo } from './io.js';
import { docformVersion } from './version.js';

/**
 * The commander program with every command registered, writing to `io` (help, usage
 * errors and --version included: commander would otherwise write to the process's own
 * streams) and handing each command's exit code to `exitWith`. One per run.
 */
export function buildProgram(io: CliIo, exitWith: ExitWith): Command {
  const program = new DocformCommand('docform');
  // before the commands: a subcommand copies these settings when it is created
  program
    .configureOutput({
      writeOut: (text) => void io.stdout.write(text),
      writeErr: (text) => void io.stderr.write(text),
      getOutHelpWidth: () => (io.stdout.isTTY === true ? (io.stdout.columns ?? 80) : 80),
      getErrHelpWidth: () => (io.stderr.isTTY === true ? (io.stderr.columns ?? 80) : 80),
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
  ]);
  registerValidate(program, io, exitWith);
  registerPlan(program, io, exitWith);
  registerApply(program, io, exitWith);
  registerDrift(program, io, exitWith);
  registerEmulator(program, io, exitWith);
  registerSchema(program, io, exitWith);
  registerExport(program, io, exitWith);
  registerShow(program, io, exitWith);
  registerInit(program, io, exitWith);
  registerFmt(program, io, exitWith);
  registerVersion(program, io, exitWith);
  return program;
}
