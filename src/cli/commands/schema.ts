import type { Command } from 'commander';
import { renderJsonSchema } from '../../config/json-schema.js';
import { writeFileSafely } from '../../files/safe-write.js';
import { EXIT_OK } from '../exit-codes.js';
import type { CliIo } from '../io.js';
import { localPath } from '../io.js';
import type { ExitWith } from './exit-with.js';
import { withHelp } from '../help-text.js';

interface SchemaOptions {
  readonly write?: string;
}

/**
 * `docform schema [--write FILE]`: the JSON Schema of the config, generated from the
 * zod schema (`npm run schemas` writes schemas/docform.schema.json).
 */
export function registerSchema(program: Command, io: CliIo, exitWith: ExitWith): void {
  const command = program
    .command('schema')
    .description('print the JSON Schema of the configuration format')
    .option('--write <file>', 'write it to FILE instead of stdout');
  withHelp(command, 'offline', [
    [0, 'printed or written'],
    [1, 'error: the file cannot be written'],
  ]).action(async (options: SchemaOptions) => {
    const text = renderJsonSchema();
    if (options.write === undefined) io.stdout.write(text);
    else {
      writeFileSafely(localPath(io, options.write), text);
      io.stdout.write(`wrote ${options.write}\n`);
    }
    exitWith(EXIT_OK);
  });
}
