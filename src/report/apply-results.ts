import type { Address } from '../model/address.js';
import type { ChangeAction } from '../model/plan.js';
import { SYMBOL } from './format-value.js';
import { palette } from './palette.js';

/**
 * What these renderers read of the applier's events and results: the shapes of
 * `src/apply` (events.ts, result.ts, verify.ts) that they show, written here because
 * report does not import apply (DESIGN, "Architecture"); the applier's own types are
 * assignable to them, so a change there that drops a shown field fails to compile.
 */
interface ShownChange {
  readonly address: Address;
  readonly action: ChangeAction;
}

export type ShownApplyEvent =
  | { readonly type: 'started' | 'done'; readonly index: number; readonly change: ShownChange }
  | {
      readonly type: 'failed';
      readonly index: number;
      readonly change: ShownChange;
      readonly message: string;
    }
  | {
      readonly type: 'adopted';
      readonly index: number;
      readonly change: ShownChange;
      readonly id: string;
    }
  | {
      readonly type: 'pending';
      readonly index: number;
      readonly change: ShownChange;
      readonly reason: string;
    };

export interface ShownApplyResult {
  readonly results: readonly (ShownChange & {
    readonly status: 'done' | 'failed' | 'not-started';
    readonly message?: string;
    readonly adopted?: boolean;
    readonly pending?: string;
  })[];
}

export type ShownVerifyResult =
  | { readonly status: 'converged'; readonly pending: readonly ShownChange[] }
  | { readonly status: 'leftover'; readonly changes: readonly ShownChange[] };

/** One progress line per applier event (plain lines in CI, the live line on a terminal). */
export function renderApplyEvent(event: ShownApplyEvent, total: number): string {
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
export function renderApplyResults(result: ShownApplyResult, color: boolean): string {
  const p = palette(color);
  const lines = result.results.map((r) => {
    const head = `  ${SYMBOL[r.action]} ${r.address}`;
    switch (r.status) {
      case 'done':
        if (r.pending !== undefined) return `${p.warning('pending')}     ${head}: ${r.pending}`;
        return `${p.ok('done')}        ${head}${r.adopted ? ' (adopted after an unknown outcome)' : ''}`;
      case 'failed':
        return `${p.error('failed')}      ${head}: ${r.message ?? ''}`;
      case 'not-started':
        return `${p.dim('not started')} ${head}`;
    }
  });
  const count = (s: string): number => result.results.filter((r) => r.status === s).length;
  const summary = `Apply: ${count('done')} done, ${count('failed')} failed, ${count('not-started')} not started.`;
  return `${lines.join('\n')}\n${p.bold(summary)}\n`;
}

/**
 * "converged", or the changes still left after applying. A targeted apply says that only
 * its targets were checked (issue 13, finding 5).
 */
export function renderVerify(
  verify: ShownVerifyResult,
  color: boolean,
  targets: readonly string[] = [],
): string {
  const p = palette(color);
  if (verify.status === 'converged' && verify.pending.length === 0 && targets.length > 0)
    return `${p.ok('converged')} within ${targets.join(', ')}: the targeted objects match the configuration; the rest was not looked at.\n`;
  if (verify.status === 'converged' && verify.pending.length === 0)
    return `${p.ok('converged')}: the live organization matches the configuration.\n`;
  if (verify.status === 'converged') {
    const waiting = verify.pending.map((c) => `  ${SYMBOL[c.action]} ${c.address}`);
    return `${p.ok('converged')}, except ${verify.pending.length} change(s) the API holds for an admin's approval:\n${waiting.join('\n')}\n`;
  }
  const lines = verify.changes.map((c) => `  ${SYMBOL[c.action]} ${c.address}`);
  return `${p.error('not converged')}: ${verify.changes.length} difference(s) remain after applying:\n${lines.join('\n')}\n`;
}
