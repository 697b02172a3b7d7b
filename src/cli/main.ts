#!/usr/bin/env node
import { CommanderError } from 'commander';
import { EXIT_ERROR } from './exit-codes.js';
import { buildProgram } from './program.js';

async function main(argv: string[]): Promise<void> {
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

await main(process.argv);
