import type { DesiredRedirect } from '../../model/desired.js';
import type { Diagnostic } from '../../model/diagnostic.js';
import type { ServedPath } from './served-paths.js';

/**
 * The served paths a redirect's source covers: the one it names (`/guides`), and with a
 * wildcard (`/guides/*`, `/guides*`) every path under it too.
 */
function covered(source: string, paths: readonly ServedPath[]): ServedPath[] {
  if (!source.endsWith('*')) return paths.filter((p) => p.path === source);
  const slash = source.endsWith('/*');
  const prefix = source.slice(0, slash ? -2 : -1);
  const under = slash ? `${prefix}/` : prefix;
  return paths.filter((p) => p.path !== '/' && (p.path === prefix || p.path.startsWith(under)));
}

/**
 * A declared redirect from a path the site serves after the plan (a section's or site
 * space's path, or one under a wildcard source): it either never fires, the content
 * being found first, or it sends readers of live content away. A warning at the
 * redirect, naming what is served there.
 */
export function shadowWarnings(
  declared: readonly DesiredRedirect[],
  paths: readonly ServedPath[],
): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const d of declared) {
    const hit = covered(d.source, paths);
    const first = hit[0];
    if (first === undefined) continue;
    const more = hit.length > 1 ? ` (and ${hit.length - 1} more)` : '';
    out.push({
      severity: 'warning',
      code: 'redirect-shadows-path',
      address: d.address,
      message: `redirect ${d.source}: the site serves ${first.path} (${first.ref.ref})${more}, so the redirect either never fires or sends readers of live content away`,
      hint: 'redirect from a path nothing on the site serves (an old path), or move the content first',
    });
  }
  return out;
}
