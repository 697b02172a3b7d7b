import type { Address } from './address.js';
import { count } from './count.js';
import type { Diagnostic } from './diagnostic.js';
import type { ForceGateCode } from './gate-codes.js';
import { DELETE_NEEDS_ALLOW_DELETE, FORCE_GATE_CODES, INSUFFICIENT_ROLE } from './gate-codes.js';
import { RENAME_HINT } from './note-codes.js';
import type { Change, Plan } from './plan.js';
import { deletesLiveObject } from './plan.js';
import { removedGrantCount } from './grant-removals.js';

/** The flags of `docform apply` that pass a gate (docs/apply.md, "Gates"). */
export interface GateFlags {
  readonly allowDelete: boolean;
  readonly force: boolean;
  /** Create objects a rename hint points at (absent: false). */
  readonly allowCreate?: boolean;
}

/** No flag given: `docform plan`, which passes no gate and so shows every one. */
export const NO_GATE_FLAGS: GateFlags = { allowDelete: false, force: false, allowCreate: false };

/**
 * One safety gate of a plan, as the planner found it: what it holds back and which flag
 * passes it. `warnings` are the plan's diagnostics that ask for the flag: once it is
 * given, they ask for nothing more and a plan shown by apply leaves them out.
 */
export type Gate =
  /** A planning error (a lockout guard, an unknown reference...): never run. */
  | { readonly kind: 'error'; readonly diagnostic: Diagnostic; readonly warnings: readonly [] }
  /** The token's role cannot make these changes: shown by plan, refused by apply. */
  | { readonly kind: 'permission'; readonly diagnostic: Diagnostic; readonly warnings: readonly [] }
  /**
   * A create while a rename hint for it is open (create-gate.ts); the hint stays shown
   * with --allow-create, as it says what the second object would be.
   */
  | {
      readonly kind: 'create';
      readonly passedBy: 'allowCreate';
      readonly address: Address;
      readonly renameHint: Diagnostic;
      readonly warnings: readonly [];
    }
  /** Every delete, and every replace (it deletes the live object first). */
  | {
      readonly kind: 'delete';
      readonly passedBy: 'allowDelete';
      readonly addresses: readonly Address[];
      /** How many of `addresses` are replaces. */
      readonly replaces: number;
      readonly warnings: readonly Diagnostic[];
    }
  /**
   * Over `policy.deleteThreshold` or `policy.updateThreshold` (src/plan/safety.ts), or
   * `policy.inviteThreshold` or `policy.adminGrantThreshold` (src/plan/access-thresholds.ts).
   */
  | {
      readonly kind: ForceGateCode;
      readonly passedBy: 'force';
      readonly diagnostic: Diagnostic;
      readonly warnings: readonly Diagnostic[];
    };

/**
 * The gates the flags given leave closed, in the plan's order: what apply refuses for,
 * and what a plan shown by apply still asks for. Empty: the plan may run.
 */
export function closedGates(gates: readonly Gate[], flags: GateFlags): Gate[] {
  return gates.filter((gate) => !('passedBy' in gate) || flags[gate.passedBy] !== true);
}

/**
 * The warnings of the gates the flags pass: they ask for nothing more, so a plan shown
 * with these flags leaves them out (no "rerun with --force" once --force is given).
 * Every gate closed (`NO_GATE_FLAGS`): none.
 */
export function passedGateWarnings(
  gates: readonly Gate[],
  flags: GateFlags,
): ReadonlySet<Diagnostic> {
  const closed = new Set(closedGates(gates, flags));
  return new Set(
    gates
      .filter((gate) => !closed.has(gate))
      .flatMap((gate) => gate.warnings.filter((d) => d.severity === 'warning')),
  );
}

/** The planner's gates of `plan`, or for a plan built without them, `gatesOf` its parts. */
export function planGates(plan: Plan): readonly Gate[] {
  return plan.gates ?? gatesOf(plan.changes, plan.diagnostics);
}

/**
 * What the delete gate holds, in one line for the plan's warning and apply's refusal
 * alike: `the plan deletes 7 objects (1 of them by a replace): a, b, c, d, e, and 2 more`.
 */
export function deletesLine(addresses: readonly Address[], replaces = 0): string {
  const how = replaces === 0 ? '' : ` (${replaces} of them by a replace)`;
  const shown = addresses.slice(0, 5).join(', ');
  const more = addresses.length > 5 ? `, and ${addresses.length - 5} more` : '';
  return `the plan deletes ${count(addresses.length, 'object')}${how}: ${shown}${more}`;
}

/**
 * The gates of a plan's changes and diagnostics, in the order apply lists its refusals:
 * planning errors, permissions, creates, deletes, thresholds. The planner computes them
 * once (`Plan.gates`); a plan built without them gets them from here, and its deletes are
 * counted from its changes, so a plan that lost its delete warnings keeps its gate.
 */
export function gatesOf(changes: readonly Change[], diagnostics: readonly Diagnostic[]): Gate[] {
  const threshold = (d: Diagnostic): d is Diagnostic & { readonly code: ForceGateCode } =>
    (FORCE_GATE_CODES as readonly string[]).includes(d.code);
  const gates: Gate[] = diagnostics
    .filter((d) => d.severity === 'error' && d.code !== DELETE_NEEDS_ALLOW_DELETE && !threshold(d))
    .map((diagnostic) => ({ kind: 'error', diagnostic, warnings: [] }));
  for (const diagnostic of diagnostics.filter((d) => d.code === INSUFFICIENT_ROLE))
    gates.push({ kind: 'permission', diagnostic, warnings: [] });
  const creates = new Set(changes.filter((c) => c.action === 'create').map((c) => c.address));
  for (const renameHint of diagnostics) {
    const address = renameHint.address;
    if (renameHint.code !== RENAME_HINT || address === undefined || !creates.has(address)) continue;
    gates.push({ kind: 'create', passedBy: 'allowCreate', address, renameHint, warnings: [] });
  }
  const deletes = changes.filter(deletesLiveObject);
  const flagged = diagnostics.filter((d) => d.code === DELETE_NEEDS_ALLOW_DELETE);
  if (deletes.length > 0 || flagged.length > 0) {
    gates.push({
      kind: 'delete',
      passedBy: 'allowDelete',
      // a delete with no change of its own (a grant pruned from a site) names its grant
      addresses: [
        ...deletes.map((c) => c.address),
        ...flagged.flatMap((d) =>
          d.address === undefined || deletes.some((c) => c.address === d.address)
            ? []
            : [d.address],
        ),
      ],
      replaces: deletes.filter((c) => c.action === 'replace').length,
      warnings: flagged,
    });
  }
  for (const diagnostic of diagnostics.filter(threshold))
    gates.push({ kind: diagnostic.code, passedBy: 'force', diagnostic, warnings: [diagnostic] });
  return gates;
}

/**
 * A pruned grant's address: its site's, space's or collection's, then `.permissions.`
 * (a share link's name, quoted, may hold anything: only what comes before it is read).
 */
function isGrantAddress(address: Address): boolean {
  return (address.split('"')[0] ?? '').includes('.permissions.');
}

/**
 * The deletes that are no change of their own, each a line of its site's, space's or
 * collection's update, counted by the change that carries them, so that what an apply
 * did counts them as the plan's summary does: every grant the update removes (set to
 * null in the YAML, or pruned: `grantRemovals`, the rule the attention list's "Deletes"
 * follows), and the other deletes the delete gate holds (a share link dropped), by the
 * change whose address theirs extends.
 */
export function leafDeletes(
  changes: readonly Change[],
  gates: readonly Gate[],
): ReadonlyMap<Address, number> {
  const out = new Map<Address, number>();
  for (const c of changes) {
    const grants = removedGrantCount(c);
    if (grants > 0) out.set(c.address, grants);
  }
  const gate = gates.find((g) => g.kind === 'delete');
  if (gate === undefined) return out;
  const own = new Set(changes.map((c) => c.address));
  for (const address of gate.addresses) {
    // a pruned grant is counted above, with the grants set to null
    if (own.has(address) || isGrantAddress(address)) continue;
    let owner: Change | undefined;
    for (const c of changes) {
      if (!address.startsWith(`${c.address}.`)) continue;
      if (owner === undefined || c.address.length > owner.address.length) owner = c;
    }
    if (owner !== undefined) out.set(owner.address, (out.get(owner.address) ?? 0) + 1);
  }
  return out;
}
