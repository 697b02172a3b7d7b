import { idRef } from '../../model/id-ref.js';
import type { LiveSection, LiveSiteSpace } from '../../model/live.js';
import { joinPath as join, type ServedPath } from '../../model/served-paths.js';
import type { SiteScope } from '../structure/site-scope.js';

export type { ServedPath } from '../../model/served-paths.js';
export { livePaths } from '../../model/served-paths.js';

/**
 * The paths of a site after the plan: every declared section and site space at its
 * declared path (the live one where `path` is not declared).
 */
export function desiredPaths(scope: SiteScope): ServedPath[] {
  const out: ServedPath[] = [];
  for (const node of scope.desired.nodes) {
    if (node.type !== 'section') continue;
    const live = scope.match.nodes.matched.get(node) as LiveSection | undefined;
    const path = node.path ?? live?.path;
    if (path === undefined) continue;
    out.push({
      path: join(path),
      ...(live === undefined ? {} : { before: join(live.path) }),
      kind: 'site-section',
      ref: idRef(node.address, live?.id),
    });
  }
  for (const space of scope.desired.siteSpaces) {
    const section = scope.desired.sectionOf.get(space) ?? null;
    const liveSection =
      section === null ? undefined : (scope.match.nodes.matched.get(section) as LiveSection);
    const matched = scope.match.spaces.matched.get(space);
    // a site space that changes section is replaced: a new one, whose id comes later
    const held = matched === undefined ? undefined : scope.live.sectionOf.get(matched);
    const live = (held?.id ?? null) === (liveSection?.id ?? null) ? matched : undefined;
    const sectionPath = section === null ? '' : (section.path ?? liveSection?.path);
    const path = space.path ?? live?.path;
    if (path === undefined || sectionPath === undefined) continue;
    // moved to another section: its old path is the replaced one's
    const was = live ?? matched;
    const before = was === undefined ? undefined : liveSpacePath(scope, was);
    out.push({
      path: join(sectionPath, path),
      ...(before === undefined ? {} : { before }),
      kind: 'site-space',
      ref: idRef(space.address, live?.id),
      ...(live === undefined && matched !== undefined ? { replaces: matched.id } : {}),
    });
  }
  return out;
}

function liveSpacePath(scope: SiteScope, live: LiveSiteSpace): string | undefined {
  const section = scope.live.sectionOf.get(live);
  if (section === undefined) return undefined;
  return join(section?.path, live.path);
}
