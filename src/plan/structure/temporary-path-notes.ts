import { temporaryPathOwner } from '../../model/address.js';
import type { Diagnostic } from '../../model/diagnostic.js';
import { TEMPORARY_PATH_REASON } from '../../model/note-codes.js';
import type { Change } from '../../model/plan.js';

/**
 * Why each temporary-path step is in the plan (path-handovers.ts): whose path it frees,
 * for whom, and what its object does next. A warning on the step's address, which the
 * text and Markdown plans show beside it. Pure: the final changes only.
 */
export function temporaryPathNotes(changes: readonly Change[]): Diagnostic[] {
  const notes: Diagnostic[] = [];
  for (const step of changes) {
    const owner = temporaryPathOwner(step.address);
    if (owner === undefined) continue;
    const field = step.fields?.find((f) => f.path === 'path');
    const taker = changes.find((c) => c.dependsOn.includes(step.address));
    const frees =
      taker === undefined ? '' : ` so that ${taker.address} can take ${show(field?.before)}`;
    notes.push({
      severity: 'warning',
      code: TEMPORARY_PATH_REASON,
      address: step.address,
      message: `moved aside first${frees} (no API call swaps two paths)${next(changes.find((c) => c.address === owner))}`,
    });
  }
  return notes;
}

/** What the owner's own change does once the path is taken: its delete, replace or path. */
function next(owner: Change | undefined): string {
  if (owner === undefined) return '';
  if (owner.action === 'delete') return `; then ${owner.address} is deleted`;
  if (owner.action === 'replace') return `; then ${owner.address} replaces it`;
  const path = owner.fields?.find((f) => f.path === 'path')?.after;
  return path === undefined ? '' : `; then ${owner.address} takes ${show(path)}`;
}

function show(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value) : 'its path';
}
