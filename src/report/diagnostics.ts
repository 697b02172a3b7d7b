import type { Diagnostic } from '../model/diagnostic.js';
import { formatLocation } from '../model/location.js';
import type { Palette } from './palette.js';
import { palette } from './palette.js';
import { terminalText as t } from './terminal-escape.js';
import { count } from '../model/count.js';

/**
 * The one diagnostic line of every output: `file:line:col  severity  code
 * message`, or `address  severity  code  message` where the problem has no place in the
 * config (a live check, a safety gate), or no prefix at all when it has neither. The
 * hint goes on the next line, indented.
 */
export function diagnosticLine(d: Diagnostic, p: Palette, indent = ''): string {
  const where = t(d.location ? formatLocation(d.location) : (d.address ?? ''));
  const severity = d.severity === 'error' ? p.error('error') : p.warning('warning');
  const head = [where, severity, t(d.code), t(d.message)].filter((s) => s !== '').join('  ');
  return d.hint ? `${indent}${head}\n${indent}    ${p.dim(t(d.hint))}\n` : `${indent}${head}\n`;
}

/** Errors before warnings, each group in the order given (a failing run leads with why). */
export function errorsFirst(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return [
    ...diagnostics.filter((d) => d.severity === 'error'),
    ...diagnostics.filter((d) => d.severity !== 'error'),
  ];
}

export function errorCount(diagnostics: readonly Diagnostic[]): number {
  return diagnostics.filter((d) => d.severity === 'error').length;
}

/** Every diagnostic, one line each (and its hint), in the order given. */
export function renderDiagnostics(diagnostics: readonly Diagnostic[], color: boolean): string {
  const p = palette(color);
  return diagnostics.map((d) => diagnosticLine(d, p)).join('');
}

/** ` (1 warning)`, or nothing without warnings. */
function warningsTail(diagnostics: readonly Diagnostic[]): string {
  const warnings = diagnostics.length - errorCount(diagnostics);
  return warnings > 0 ? ` (${count(warnings, 'warning')})` : '';
}

/** The one-line summary: `examples/full/docform.yaml: valid` or `... 3 errors (1 warning)`. */
export function validationSummary(path: string, diagnostics: readonly Diagnostic[]): string {
  const errors = errorCount(diagnostics);
  const tail = warningsTail(diagnostics);
  return errors > 0
    ? `${path}: invalid, ${count(errors, 'error')}${tail}`
    : `${path}: valid${tail}`;
}

/** The problems of a config that is not there: no file or directory to read. */
const NOT_FOUND: ReadonlySet<string> = new Set([
  'config-not-found',
  'no-config-files',
  'broken-symlink',
]);

/**
 * The closing line of a command whose config could not be read, under its problems:
 * `no config found` when there is none to read, else the counts as validate gives them
 * (`invalid configuration: 1 error (1 warning)`), a warning never counted as an error.
 */
export function configProblemsLine(diagnostics: readonly Diagnostic[]): string {
  if (diagnostics.some((d) => d.severity === 'error' && NOT_FOUND.has(d.code))) {
    return 'no config found';
  }
  const errors = errorCount(diagnostics);
  return `invalid configuration: ${count(errors, 'error')}${warningsTail(diagnostics)}`;
}

/** `docform validate`: every problem, then the summary in red (invalid) or green (valid). */
export function renderValidation(
  path: string,
  diagnostics: readonly Diagnostic[],
  invalid: boolean,
  color: boolean,
): string {
  const p = palette(color);
  const summary = validationSummary(path, diagnostics);
  const problems = diagnostics.map((d) => diagnosticLine(d, p)).join('');
  return `${problems}${invalid ? p.error(summary) : p.ok(summary)}\n`;
}
