import type { Address } from '../model/address.js';
import type { ChangeResult, ChangeStatus } from '../model/apply-result.js';
import type { ChangeAction } from '../model/plan.js';
import { SYMBOL } from './format-value.js';
import { palette } from './palette.js';
import { terminalText as t } from './terminal-escape.js';
import { count } from '../model/count.js';
import { countedAction, summarize } from '../model/summarize.js';

/**
 * What these renderers read of the applier's events and verdict: the shapes of
 * `src/apply` (events.ts, verify.ts) that they show, written here because report does
 * not import apply (docs/architecture.md, "Layers"); the applier's own types are assignable to
 * them, so a change there that drops a shown field fails to compile. A change's result
 * is not re-declared: apply and report share it from src/model/apply-result.ts.
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

/** An applier's result of one change, of which the summary shows all but the kind. */
export type ShownChangeResult = Omit<ChangeResult, 'kind'>;

export interface ShownApplyResult {
  readonly results: readonly ShownChangeResult[];
  /**
   * The deletes each change carries without being one (a grant pruned, a share link
   * dropped: `leafDeletes` of the plan), by the change's address: counted as deleted
   * when it is done, as the plan's summary counts them.
   */
  readonly leafDeletes?: ReadonlyMap<string, number>;
  /**
   * The updates that move their object (`countedAsMoves` of the plan), by address:
   * counted as moved, as the plan's summary counts them.
   */
  readonly moves?: ReadonlySet<string>;
}

export type ShownVerifyResult =
  | { readonly status: 'converged'; readonly pending: readonly ShownChange[] }
  | { readonly status: 'leftover'; readonly changes: readonly ShownChange[] };

/**
 * One `--verbose` progress line per applier event. `[n/N]` counts the changes finished
 * so far, this one included (not the change's index, which makes
 * lines of parallel changes read out of order); a start has no count yet.
 */
export function renderApplyEvent(event: ShownApplyEvent, finished: number, total: number): string {
  const what = `${SYMBOL[event.change.action]} ${t(event.change.address)}`;
  const where = `[${finished}/${total}] ${what}`;
  // lines without a count keep the address under the others'
  const uncounted = `${' '.repeat(`[${total}/${total}]`.length)} ${what}`;
  switch (event.type) {
    case 'started':
      return `${uncounted}: ${event.change.action}...`;
    case 'done':
      return `${where}: done`;
    case 'failed':
      return `${where}: failed: ${t(event.message)}`;
    case 'adopted':
      return event.reason === 'taken'
        ? `${uncounted}: the API says the key is taken (409); adopted ${t(event.id)}, made meanwhile`
        : `${uncounted}: outcome unknown; found it by its natural key and adopted ${t(event.id)}`;
    case 'deduplicated':
      return `${uncounted}: ${duplicateNote(event.kept, event.deleted)}`;
    case 'pending':
      return `${uncounted}: pending: ${t(event.reason)}`;
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

/** The one progress line of a default apply: the changes finished, of all. */
export function renderApplyProgress(finished: number, failed: number, total: number): string {
  const percent = total === 0 ? 100 : Math.floor((finished * 100) / total);
  return `applying: ${finished}/${total} changes finished (${percent}%)${failed > 0 ? `, ${failed} failed` : ''}`;
}

export interface SummaryOptions {
  readonly color: boolean;
  /** Every change with its status (`--verbose`, and after an interrupt), not only what stands out. */
  readonly full: boolean;
  /**
   * The environment applied to, as environmentScope (headlines.ts) writes it, escaped
   * for a terminal (`apply --env NAME`); undefined for a config without environments.
   */
  readonly scope?: string | undefined;
}

/**
 * What an apply did. By default: the objects created, with their
 * new ids; the failures, with the API's message in full; what awaits approval; then the
 * counts. With `full`, every change's line first (done, failed, not started).
 */
export function renderApplySummary(result: ShownApplyResult, options: SummaryOptions): string {
  const p = palette(options.color);
  const head = (r: ShownChangeResult) => `  ${SYMBOL[r.action]} ${t(r.address)}`;
  const sections: string[] = [];
  if (options.full) sections.push(result.results.map((r) => everyLine(r, p)).join('\n'));
  else {
    const created = result.results.filter(
      (r) =>
        r.status === 'done' &&
        r.id !== undefined &&
        (r.action === 'create' || r.action === 'replace'),
    );
    if (created.length > 0) {
      const lines = created.map(
        (r) =>
          `${head(r)}  ${p.dim(t(r.id ?? ''))}${adoptedNote(r)}${r.duplicateDeleted === undefined ? '' : ` (${duplicateNote(r.id ?? '?', r.duplicateDeleted)})`}`,
      );
      sections.push([p.bold('Created:'), ...lines].join('\n'));
    }
    const invited = result.results.filter((r) => r.status === 'done' && r.action === 'invite');
    if (invited.length > 0) {
      const lines = invited.map((r) => `${head(r)}  ${p.dim(t(r.id ?? ''))}`);
      sections.push([p.bold('Invited:'), ...lines].join('\n'));
    }
    const pending = result.results.filter((r) => r.status === 'done' && r.pending !== undefined);
    if (pending.length > 0) {
      sections.push(
        [
          p.bold('Pending approval:'),
          ...pending.map((r) => `${head(r)}: ${t(r.pending ?? '')}`),
        ].join('\n'),
      );
    }
    const failed = result.results.filter((r) => r.status === 'failed');
    if (failed.length > 0) {
      sections.push(
        [
          p.bold('Failed:'),
          ...failed.map((r) => `${head(r)}: ${p.error(t(r.message ?? ''))}`),
        ].join('\n'),
      );
    }
  }
  const counts = countsLine(result.results, options.scope, result.leafDeletes, result.moves);
  return `${[...sections, p.bold(counts)].join('\n')}\n`;
}

/**
 * `Apply: 1 created, 0 updated, 0 moved, 1 deleted; 0 failed, 0 not started.`: what was
 * done counted as the plan's `Plan:` line counts it (a replace is one created and one
 * deleted), so an apply that did the whole plan says the plan's numbers; failed and not
 * started count changes.
 */
function countsLine(
  results: readonly ShownChangeResult[],
  scope: string | undefined,
  leaves: ReadonlyMap<string, number> = new Map(),
  moves: ReadonlySet<string> = new Set(),
): string {
  const finished = results.filter((r) => r.status === 'done');
  const done = summarize(finished.map((r) => ({ action: countedAction(r, moves) })));
  const deleted = done.delete + finished.reduce((n, r) => n + (leaves.get(r.address) ?? 0), 0);
  const count = (s: ChangeStatus): number => results.filter((r) => r.status === s).length;
  const invited = done.invite === undefined ? '' : `, ${done.invite} invited`;
  return `Apply${scope === undefined ? '' : ` in ${scope}`}: ${done.create} created, ${done.update} updated, ${done.move} moved, ${deleted} deleted${invited}; ${count('failed')} failed, ${count('not-started')} not started.`;
}

function everyLine(r: ShownChangeResult, p: ReturnType<typeof palette>): string {
  const head = `  ${SYMBOL[r.action]} ${t(r.address)}`;
  switch (r.status) {
    case 'done': {
      if (r.pending !== undefined) return `${p.warning('pending')}     ${head}: ${t(r.pending)}`;
      if (r.duplicateDeleted !== undefined)
        return `${p.ok('done')}        ${head} (${duplicateNote(r.id ?? '?', r.duplicateDeleted)})`;
      const id =
        r.id !== undefined &&
        (r.action === 'create' || r.action === 'replace' || r.action === 'invite')
          ? `  ${p.dim(t(r.id))}`
          : '';
      return `${p.ok('done')}        ${head}${id}${adoptedNote(r)}`;
    }
    case 'failed':
      return `${p.error('failed')}      ${head}: ${t(r.message ?? '')}`;
    case 'not-started':
      return `${p.dim('not started')} ${head}`;
  }
}
/**
 * "converged", or the changes still left after applying. A targeted apply says that only
 * its targets were checked. `scope` names the environment applied
 * to (`apply --env NAME`), as SummaryOptions.scope. `configuration` is what verify
 * compared against: a saved plan's is the config saved in it, not the file as it is now.
 */
export function renderVerify(
  verify: ShownVerifyResult,
  color: boolean,
  targets: readonly string[] = [],
  scope?: string,
  configuration = 'the configuration',
): string {
  const p = palette(color);
  const verdict = (word: string): string => (scope === undefined ? word : `${word} in ${scope}`);
  if (verify.status === 'converged' && verify.pending.length === 0 && targets.length > 0)
    return `${p.ok(verdict('converged'))} within ${targets.join(', ')}: the targeted objects match ${configuration}; the rest was not looked at.\n`;
  if (verify.status === 'converged' && verify.pending.length === 0)
    return `${p.ok(verdict('converged'))}: the live organization matches ${configuration}.\n`;
  if (verify.status === 'converged') {
    const waiting = verify.pending.map((c) => `  ${SYMBOL[c.action]} ${t(c.address)}`);
    return `${p.ok(verdict('converged'))}, except ${count(verify.pending.length, 'change')} the API holds for an admin's approval:\n${waiting.join('\n')}\n`;
  }
  const lines = verify.changes.map((c) => `  ${SYMBOL[c.action]} ${t(c.address)}`);
  return `${p.error(verdict('not converged'))}: ${count(verify.changes.length, 'difference')} ${verify.changes.length === 1 ? 'remains' : 'remain'} after applying:\n${lines.join('\n')}\n`;
}

/** `a create`, `an update`: a change's action as a sentence names it (a stale plan's lines). */
export const A_CHANGE: Record<ChangeAction, string> = {
  create: 'a create',
  update: 'an update',
  move: 'a move',
  delete: 'a delete',
  replace: 'a replace',
  invite: 'an invite',
};
