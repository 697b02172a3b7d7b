import { writeFile } from 'node:fs/promises';
import type { Command } from 'commander';
import { renderJsonSchema } from '../../config/json-schema.js';

interface SchemaOptions {
  readonly write?: string;
}

/**
 * `docform schema [--write FILE]`: the JSON Schema of the config, generated from the
 * zod schema (`npm run schemas` writes schemas/docform.schema.json).
 */
export function registerSchema(program: Command): void {
  program
    .command('schema')
    .description('print the JSON Schema of the configuration format')
    .option('--write <file>', 'write it to FILE instead of stdout')
    .action(async (options: SchemaOptions) => {
      const text = renderJsonSchema();
      if (options.write === undefined) {
        process.stdout.write(text);
        return;
      }
      await writeFile(options.write, text);
      process.stdout.write(`wrote ${options.write}\n`);
    });
}
