import type { DesiredSpace } from '../model/desired.js';
import type { Diagnostic } from '../model/diagnostic.js';
import type { LiveSpace } from '../model/live.js';

/**
 * A note (a warning, never an error) for each declared space synced with Git: its
 * pages belong to the repository; docform manages the space's settings and grants,
 * never its content, so a reviewer knows where a change of its text is made.
 */
export function spacesInGit(matched: ReadonlyMap<DesiredSpace, LiveSpace>): Diagnostic[] {
  const notes: Diagnostic[] = [];
  for (const [space, live] of matched) {
    const git = live.gitSync;
    if (git == null) continue;
    const where =
      git.repository === undefined ? git.provider : `${git.provider}: ${git.repository}`;
    notes.push({
      severity: 'warning',
      code: 'space-content-in-git',
      address: space.address,
      message: `${space.address} is synced with Git (${where}): its content belongs to the repository; docform manages its settings and permissions, never its pages`,
    });
  }
  return notes;
}
