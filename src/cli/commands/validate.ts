import type { Command } from 'commander';
import { resolveConfigPath } from '../../config/default-path.js';
import { loadConfig } from '../../config/load.js';
import type { Diagnostic } from '../../model/diagnostic.js';
import { hasErrors } from '../../model/diagnostic.js';
import { formatLocation } from '../../model/location.js';
import { EXIT_ERROR, EXIT_OK } from '../exit-codes.js';
import { useColor } from '../context/output.js';
import { palette, type Palette } from '../context/palette.js';

/** `file:line:col  code  message` (issue 4); a warning says so; the hint indented below. */
export function formatProblem(d: Diagnostic, paint: Palette): string {
  const where = d.location ? formatLocation(d.location) : '-';
  const code = d.severity === 'error' ? paint.red(d.code) : paint.yellow(d.code);
  const message = d.severity === 'warning' ? `warning: ${d.message}` : d.message;
  const head = `${where}  ${code}  ${message}`;
  return d.hint ? `${head}\n    ${paint.dim(d.hint)}\n` : `${head}\n`;
}

function count(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** The one-line summary: `examples/full/docform.yaml: valid` or `... 3 errors, 1 warning`. */
export function summarize(path: string, diagnostics: readonly Diagnostic[]): string {
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.length - errors;
  const tail = warnings > 0 ? ` (${count(warnings, 'warning')})` : '';
  return errors > 0
    ? `${path}: invalid, ${count(errors, 'error')}${tail}`
    : `${path}: valid${tail}`;
}

interface ValidateOptions {
  readonly color?: boolean;
}

/** `docform validate [CONFIG]`: no network; exit 0 valid, 1 invalid (issue 4). */
export function registerValidate(program: Command): void {
  program
    .command('validate [config]')
    .description('check a configuration without touching the API (exit 0 valid, 1 invalid)')
    .option('--no-color', 'plain output')
    .action(async (config: string | undefined, options: ValidateOptions) => {
      const path = resolveConfigPath(config);
      const result = await loadConfig(path, { env: process.env });
      const color = useColor({
        ...(options.color === false ? { flag: false } : {}),
        env: process.env,
        isTTY: process.stdout.isTTY === true,
      });
      const paint = palette(color);
      const invalid = result.desired === undefined || hasErrors(result.diagnostics);
      process.stdout.write(result.diagnostics.map((d) => formatProblem(d, paint)).join(''));
      const summary = summarize(path, result.diagnostics);
      process.stdout.write(`${invalid ? paint.red(summary) : paint.green(summary)}\n`);
      process.exitCode = invalid ? EXIT_ERROR : EXIT_OK;
    });
}
