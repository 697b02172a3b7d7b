import { ConfigError } from '../../model/errors.js';
import { configProblemsLine, renderDiagnostics } from '../../report/diagnostics.js';
import { EXIT_ERROR } from '../exit-codes.js';
import type { OutputStream } from '../io.js';

/**
 * Runs a command body; an invalid config prints every problem with its location on
 * stderr, then its counts of errors and warnings (or that there is no config), and exits
 * 1 (issue 4), instead of the bare count runCli would print.
 */
export async function reportingConfigErrors(
  stderr: OutputStream,
  color: boolean,
  body: () => Promise<number>,
): Promise<number> {
  try {
    return await body();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    stderr.write(renderDiagnostics(error.diagnostics, color));
    stderr.write(`${configProblemsLine(error.diagnostics)}\n`);
    return EXIT_ERROR;
  }
}
