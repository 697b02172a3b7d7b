/**
 * Diagnostic codes of the safety gates: the planner emits them (src/plan/safety.ts),
 * the applier enforces them (src/apply/gates.ts), the CLI explains them.
 */
export const DELETE_NEEDS_ALLOW_DELETE = 'delete-needs-allow-delete';
export const DELETE_THRESHOLD = 'delete-threshold';
export const UPDATE_THRESHOLD = 'update-threshold';

/**
 * The token's user lacks the role the plan's changes need: the plan is shown (review with
 * a read-only token is normal), apply refuses before any write.
 */
export const INSUFFICIENT_ROLE = 'insufficient-role';
