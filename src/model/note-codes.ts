/**
 * Diagnostic codes of the planner's notes on its own changes: the
 * planner emits them (src/plan/rename-hints.ts, src/plan/replace-reasons.ts,
 * src/plan/structure/temporary-path-notes.ts), the
 * renderers place them beside the change they explain.
 */
export const RENAME_HINT = 'rename-hint';
export const REPLACE_REASON = 'replace-reason';
/** Why a redirect no declaration asked for is planned: the path it comes from moves. */
export const REDIRECT_REASON = 'redirect-reason';
/** Why a section or site space moves to a temporary path: another takes its path first. */
export const TEMPORARY_PATH_REASON = 'temporary-path-reason';
