import { CommanderError } from 'commander';
import { EXIT_ERROR } from './exit-codes.js';
import { buildProgram } from './program.js';

/**
 * Runs one docform command line and leaves its exit code in `process.exitCode`:
 * commander's usage errors exit 1 (help and --version 0), any other error is one
 * `error:` line on stderr and exit 1.
 */
export async function runCli(argv: string[]): Promise<void> {
  const program = buildProgram();
  try {
    await program.parseAsync(argv);
  } catch (error) {
    if (error instanceof CommanderError) {
      // help and --version exit 0; usage errors were already printed by commander
      process.exitCode = error.exitCode === 0 ? 0 : EXIT_ERROR;
      return;
    }
    process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = EXIT_ERROR;
  }
}
