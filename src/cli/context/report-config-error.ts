import { ConfigError } from '../../model/errors.js';
import { EXIT_ERROR } from '../exit-codes.js';
import { formatDiagnostics } from './format-diagnostics.js';

/**
 * Runs a command body; an invalid config prints every problem with its location on
 * stderr and exits 1 (issue 4), instead of the bare count main.ts would print.
 */
export async function reportingConfigErrors(
  stderr: { write(text: string): unknown },
  color: boolean,
  body: () => Promise<number>,
): Promise<number> {
  try {
    return await body();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    stderr.write(formatDiagnostics(error.diagnostics, color));
    stderr.write(`${error.message}\n`);
    return EXIT_ERROR;
  }
}
