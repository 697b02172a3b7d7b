import type { Diagnostic } from '../../model/diagnostic.js';
import { formatLocation } from '../../model/location.js';
import { palette } from './palette.js';

/** `file:line:col  severity  code  message` per problem (issue 4), its hint indented below. */
export function formatDiagnostics(diagnostics: readonly Diagnostic[], color: boolean): string {
  const paint = palette(color);
  return diagnostics
    .map((d) => {
      const where = d.location ? formatLocation(d.location) : (d.address ?? '');
      const severity = d.severity === 'error' ? paint.red('error') : paint.yellow('warning');
      const head = [where, severity, d.code, d.message].filter((s) => s !== '').join('  ');
      return d.hint ? `${head}\n    ${paint.dim(d.hint)}\n` : `${head}\n`;
    })
    .join('');
}
