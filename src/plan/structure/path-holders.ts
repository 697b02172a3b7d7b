import type { LiveKey } from '../../model/live-key.js';
import { keyOf } from '../../model/live-key.js';
import type { Change, IdRef } from '../../model/plan.js';
import type { SiteScope } from './site-scope.js';
import { liveNodeRef } from './site-scope.js';

/**
 * Where a path must be unique, as the API checks it (docs/emulator-sites.md, "Paths"):
 * among the sections of the site (groups add no URL segment), or among the site spaces
 * of one live section, or of the site's root.
 */
export type PathScope = 'sections' | `spaces:${string}`;

/** A live section or site space and the path it holds now. */
export interface PathHolder {
  readonly id: string;
  readonly kind: 'section' | 'site-space';
  readonly path: string;
  readonly scope: PathScope;
  /** Its live parent: a group or the site for a section, a section or the site for a site space. */
  readonly parent: IdRef;
}

/** The live paths of one site, by scope and by holder (its kind and id). */
export interface PathHolders {
  readonly byKey: ReadonlyMap<LiveKey, PathHolder>;
  holderOf(scope: PathScope, path: string): PathHolder | undefined;
  /** Every path held in the scope now. */
  pathsIn(scope: PathScope): readonly string[];
}

const ROOT_SPACES: PathScope = 'spaces:';

export function pathHolders(scope: SiteScope): PathHolders {
  const byKey = new Map<LiveKey, PathHolder>();
  const byScope = new Map<PathScope, Map<string, PathHolder>>();
  const add = (holder: PathHolder): void => {
    byKey.set(keyOf(holder), holder);
    let paths = byScope.get(holder.scope);
    if (paths === undefined) byScope.set(holder.scope, (paths = new Map()));
    paths.set(holder.path, holder);
  };
  const { live } = scope;
  for (const node of live.nodes) {
    if (node.type !== 'section') continue;
    const parent = liveNodeRef(scope, live.parentOf.get(node) ?? null);
    add({ id: node.id, kind: 'section', path: node.path, scope: 'sections', parent });
  }
  for (const s of live.siteSpaces) {
    const section = live.sectionOf.get(s) ?? null;
    const where: PathScope = section === null ? ROOT_SPACES : `spaces:${section.id}`;
    const parent = liveNodeRef(scope, section);
    add({ id: s.id, kind: 'site-space', path: s.path, scope: where, parent });
  }
  return {
    byKey,
    holderOf: (where, path) => byScope.get(where)?.get(path),
    pathsIn: (where) => [...(byScope.get(where)?.keys() ?? [])],
  };
}

/** The path a change gives its section or site space, and where that path must be free. */
export interface TakenPath {
  readonly scope: PathScope;
  readonly path: string;
}

/**
 * The path a create, update, move or replace sets, in the scope it is set in; undefined
 * when it sets none, or sets it in a section this plan creates (no live object holds a
 * path there yet).
 */
export function takenPath(scope: SiteScope, change: Change): TakenPath | undefined {
  if (change.action === 'delete' || change.action === 'invite') return undefined;
  if (change.kind !== 'section' && change.kind !== 'site-space') return undefined;
  const path = change.fields?.find((f) => f.path === 'path')?.after;
  if (typeof path !== 'string') return undefined;
  if (change.kind === 'section') return { scope: 'sections', path };
  const parent = change.parent;
  if (parent === undefined) return undefined;
  if (parent.ref === scope.siteRef.ref) return { scope: ROOT_SPACES, path };
  return parent.id === undefined ? undefined : { scope: `spaces:${parent.id}`, path };
}

/** The longest path the API takes (official `SiteSectionPath` / `SiteSpacePath`, 1..100). */
const MAX_PATH = 100;
const SUFFIX = '-docform-tmp';

/**
 * A path for an object to stand at while another takes its own: `<path>-docform-tmp`
 * (then `-2`, `-3`...), one no live object in the scope holds and no change takes.
 */
export function temporaryPath(path: string, taken: ReadonlySet<string>): string {
  for (let n = 1; ; n += 1) {
    const suffix = n === 1 ? SUFFIX : `${SUFFIX}-${n}`;
    const candidate = `${path.slice(0, MAX_PATH - suffix.length)}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
