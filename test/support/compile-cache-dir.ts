import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * vitest's global setup: the docform processes a test run spawns keep their compiled
 * code (docs/performance.md, "Start-up") in a directory of this run, removed at its end,
 * not in the user's `docform-compile-cache-<uid>`: the run builds the bin in clones and
 * packs it into scratch installs, each a path of its own and so an entry of its own
 * (about 1 MB a command), which would otherwise stay behind in the temporary directory.
 * A test that sets DOCFORM_COMPILE_CACHE itself still gets what it sets.
 */
export default function setup(): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'docform-test-compile-cache-'));
  process.env.DOCFORM_COMPILE_CACHE = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
