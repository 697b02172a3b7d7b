/**
 * Diagnostic codes of the safety gates: the planner emits them (src/plan/safety.ts) and
 * reads its gates from them once (src/model/gates.ts, `gatesOf`); the applier enforces
 * the gates (src/apply/gates.ts), the CLI explains them.
 */
export const DELETE_NEEDS_ALLOW_DELETE = 'delete-needs-allow-delete';
export const DELETE_THRESHOLD = 'delete-threshold';
export const UPDATE_THRESHOLD = 'update-threshold';
/** More people invited than `policy.inviteThreshold` (src/plan/access-thresholds.ts). */
export const INVITE_THRESHOLD = 'invite-threshold';
/** More grants of `admin` than `policy.adminGrantThreshold` (src/plan/access-thresholds.ts). */
export const ADMIN_GRANT_THRESHOLD = 'admin-grant-threshold';
/** The codes of the gates `--force` passes, each the kind of its gate (src/model/gates.ts). */
export const FORCE_GATE_CODES = [
  DELETE_THRESHOLD,
  UPDATE_THRESHOLD,
  INVITE_THRESHOLD,
  ADMIN_GRANT_THRESHOLD,
] as const;
export type ForceGateCode = (typeof FORCE_GATE_CODES)[number];
/**
 * A create while a rename hint for it is open (a live object looks like the declared
 * one renamed by hand): apply refuses it without --allow-create, so a title fixed in the
 * web app never builds a second site or team.
 */
export const CREATE_NEEDS_ALLOW_CREATE = 'create-needs-allow-create';

/**
 * The token's user lacks the role the plan's changes need: the plan is shown (review with
 * a read-only token is normal), apply refuses before any write.
 */
export const INSUFFICIENT_ROLE = 'insufficient-role';
