import type { ApplyEvent } from '../../apply/events.js';
import type { ApplyResult } from '../../apply/result.js';
import type { VerifyResult } from '../../apply/verify.js';
import { palette } from './palette.js';

const SYMBOL = { create: '+', update: '~', move: '->', delete: '-', replace: '-/+' } as const;

/** One progress line per applier event (plain lines in CI, the live line on a terminal). */
export function formatEvent(event: ApplyEvent, total: number): string {
  const where = `[${event.index + 1}/${total}] ${SYMBOL[event.change.action]} ${event.change.address}`;
  switch (event.type) {
    case 'started':
      return `${where}: ${event.change.action}...`;
    case 'done':
      return `${where}: done`;
    case 'failed':
      return `${where}: failed: ${event.message}`;
    case 'adopted':
      return `${where}: outcome unknown; found it by its natural key and adopted ${event.id}`;
    case 'pending':
      return `${where}: pending: ${event.reason}`;
  }
}

/** The per-change result of an apply: done, failed with the API's message, not started. */
export function formatResults(result: ApplyResult, color: boolean): string {
  const paint = palette(color);
  const lines = result.results.map((r) => {
    const head = `  ${SYMBOL[r.action]} ${r.address}`;
    switch (r.status) {
      case 'done':
        if (r.pending !== undefined) return `${paint.yellow('pending')}     ${head}: ${r.pending}`;
        return `${paint.green('done')}        ${head}${r.adopted ? ' (adopted after an unknown outcome)' : ''}`;
      case 'failed':
        return `${paint.red('failed')}      ${head}: ${r.message ?? ''}`;
      case 'not-started':
        return `${paint.dim('not started')} ${head}`;
    }
  });
  const count = (s: string): number => result.results.filter((r) => r.status === s).length;
  const summary = `Apply: ${count('done')} done, ${count('failed')} failed, ${count('not-started')} not started.`;
  return `${lines.join('\n')}\n${paint.bold(summary)}\n`;
}

/** "converged", or the changes still left after applying. */
export function formatVerify(verify: VerifyResult, color: boolean): string {
  const paint = palette(color);
  if (verify.status === 'converged' && verify.pending.length === 0)
    return `${paint.green('converged')}: the live organization matches the configuration.\n`;
  if (verify.status === 'converged') {
    const lines = verify.pending.map((c) => `  ${SYMBOL[c.action]} ${c.address}`);
    return `${paint.green('converged')}, except ${verify.pending.length} change(s) the API holds for an admin's approval:\n${lines.join('\n')}\n`;
  }
  const lines = verify.changes.map((c) => `  ${SYMBOL[c.action]} ${c.address}`);
  return `${paint.red('not converged')}: ${verify.changes.length} difference(s) remain after applying:\n${lines.join('\n')}\n`;
}
