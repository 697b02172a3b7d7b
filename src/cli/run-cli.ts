import { CommanderError } from 'commander';
import { EXIT_ERROR, EXIT_OK } from './exit-codes.js';
import type { CliIo } from './io.js';
import { buildProgram } from './program.js';
import { safeOutputStream } from './safe-output.js';

/**
 * Runs one docform command line (`argv` without `node docform`) with `io`, and returns
 * its exit code: commander's usage errors exit 1 (help and --version 0), any other
 * error is one `error:` line on stderr and exit 1. main.ts runs it for the process; the
 * tests run it in-process. Everything any command prints goes through safe-output.ts:
 * no secret, no line a CI runner reads as a command.
 */
export async function runCli(argv: readonly string[], given: CliIo): Promise<number> {
  const io: CliIo = {
    ...given,
    stdout: safeOutputStream(given.stdout),
    stderr: safeOutputStream(given.stderr),
  };
  let code = EXIT_OK;
  const program = await buildProgram(io, (exit) => (code = exit), argv);
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return code;
  } catch (error) {
    if (error instanceof CommanderError) {
      // help and --version exit 0; usage errors were already printed by commander
      return error.exitCode === 0 ? EXIT_OK : EXIT_ERROR;
    }
    io.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
    return EXIT_ERROR;
  }
}
