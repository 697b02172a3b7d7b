import type { Address } from '../model/address.js';
import type { ChangeAction } from '../model/plan.js';
import { SYMBOL } from './format-value.js';
import { palette } from './palette.js';
import { terminalText as t } from './terminal-escape.js';

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
      /** `taken`: a 409 said someone made the object meanwhile. */
      readonly reason?: 'outcome-unknown' | 'taken';
    }
  | {
      readonly type: 'deduplicated';
      readonly index: number;
      readonly change: ShownChange;
      readonly kept: string;
      readonly deleted: string;
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
    readonly adoptReason?: 'taken';
    readonly pending?: string;
    readonly id?: string;
    readonly duplicateDeleted?: string;
  })[];
}

export type ShownVerifyResult =
  | { readonly status: 'converged'; readonly pending: readonly ShownChange[] }
  | { readonly status: 'leftover'; readonly changes: readonly ShownChange[] };

/** One progress line per applier event (plain lines in CI, the live line on a terminal). */
export function renderApplyEvent(event: ShownApplyEvent, total: number): string {
  const where = `[${event.index + 1}/${total}] ${SYMBOL[event.change.action]} ${t(event.change.address)}`;
  switch (event.type) {
    case 'started':
      return `${where}: ${event.change.action}...`;
    case 'done':
      return `${where}: done`;
    case 'failed':
      return `${where}: failed: ${t(event.message)}`;
    case 'adopted':
      return event.reason === 'taken'
        ? `${where}: the API says the key is taken (409); adopted ${t(event.id)}, made meanwhile`
        : `${where}: outcome unknown; found it by its natural key and adopted ${t(event.id)}`;
    case 'deduplicated':
      return `${where}: ${duplicateNote(event.kept, event.deleted)}`;
    case 'pending':
      return `${where}: pending: ${t(event.reason)}`;
  }
}

function adoptedNote(r: { readonly adopted?: boolean; readonly adoptReason?: 'taken' }): string {
  if (r.adopted !== true) return '';
  return r.adoptReason === 'taken'
    ? ' (adopted: the API said its key was taken, 409)'
    : ' (adopted after an unknown outcome)';
}

/** What a create that met an older object with its key did (two applies at once). */
function duplicateNote(kept: string, deleted: string): string {
  return `an older object holds this key (another apply made it first): kept ${t(kept)}, deleted the duplicate ${t(deleted)} this apply made`;
}

/** The per-change result of an apply: done, failed with the API's message, not started. */
export function renderApplyResults(result: ShownApplyResult, color: boolean): string {
  const p = palette(color);
  const lines = result.results.map((r) => {
    const head = `  ${SYMBOL[r.action]} ${t(r.address)}`;
    switch (r.status) {
      case 'done':
        if (r.pending !== undefined) return `${p.warning('pending')}     ${head}: ${t(r.pending)}`;
        if (r.duplicateDeleted !== undefined)
          return `${p.ok('done')}        ${head} (${duplicateNote(r.id ?? '?', r.duplicateDeleted)})`;
        return `${p.ok('done')}        ${head}${adoptedNote(r)}`;
      case 'failed':
        return `${p.error('failed')}      ${head}: ${t(r.message ?? '')}`;
      case 'not-started':
        return `${p.dim('not started')} ${head}`;
    }
  });
  const count = (s: string): number => result.results.filter((r) => r.status === s).length;
  const summary = `Apply: ${count('done')} done, ${count('failed')} failed, ${count('not-started')} not started.`;
  return `${lines.join('\n')}\n${p.bold(summary)}\n`;
}

/** "converged", or the changes still left after applying. */
export function renderVerify(verify: ShownVerifyResult, color: boolean): string {
  const p = palette(color);
  if (verify.status === 'converged' && verify.pending.length === 0)
    return `${p.ok('converged')}: the live organization matches the configuration.\n`;
  if (verify.status === 'converged') {
    const waiting = verify.pending.map((c) => `  ${SYMBOL[c.action]} ${t(c.address)}`);
    return `${p.ok('converged')}, except ${verify.pending.length} change(s) the API holds for an admin's approval:\n${waiting.join('\n')}\n`;
  }
  const lines = verify.changes.map((c) => `  ${SYMBOL[c.action]} ${t(c.address)}`);
  return `${p.error('not converged')}: ${verify.changes.length} difference(s) remain after applying:\n${lines.join('\n')}\n`;
}
