import type { Diagnostic } from '../../model/diagnostic.js';
import { ConfigError } from '../../model/errors.js';
import { configProblemsLine, renderDiagnostics } from '../../report/diagnostics.js';
import { EXIT_ERROR } from '../exit-codes.js';
import type { OutputStream } from '../io.js';
import { LiveProblemError } from './unknown-organization.js';

/** The code of a problem that is not the config's: the API's answer, the network. */
export const RUN_ERROR = 'run-error';

/**
 * Runs a command body; an invalid config prints every problem with its location on
 * stderr, then its counts of errors and warnings (or that there is no config), and exits
 * 1, instead of the bare count runCli would print. A problem the live API
 * revealed about the config (an organization the token does not see) is printed in the
 * same diagnostic format, at its place in the config, without the config's counts.
 * `alsoTo` gets those problems too: `plan --format json` writes them as a failed plan.
 * It also gets any other error the body threw (the API's, the network's, a file that
 * could not be written) as one `run-error` problem, before the error goes on to runCli's
 * `error:` line: a failed plan's JSON or comment is then never an empty stdout.
 */
export async function reportingConfigErrors(
  stderr: OutputStream,
  color: boolean,
  body: () => Promise<number>,
  alsoTo?: (problems: readonly Diagnostic[]) => void,
): Promise<number> {
  try {
    return await body();
  } catch (error) {
    if (error instanceof LiveProblemError) {
      stderr.write(renderDiagnostics([error.diagnostic], color));
      alsoTo?.([error.diagnostic]);
      return EXIT_ERROR;
    }
    if (!(error instanceof ConfigError)) {
      const message = error instanceof Error ? error.message : String(error);
      alsoTo?.([{ severity: 'error', code: RUN_ERROR, message }]);
      throw error;
    }
    stderr.write(renderDiagnostics(error.diagnostics, color));
    stderr.write(`${configProblemsLine(error.diagnostics)}\n`);
    alsoTo?.(error.diagnostics);
    return EXIT_ERROR;
  }
}
