import type { ReadScope, LiveKeys } from './read-scope.js';

/**
 * The live sites whose children are read besides those `siteStructure` selects: when a
 * declared site with a structure matches no live site (the plan creates it), every live
 * site no declared site matches (left unmanaged, or deleted by `prune: [sites]`), so the
 * plan can tell by their spaces whether the new site is one of them renamed
 * (src/plan/rename-hints.ts). A plan that creates no site reads no more than before.
 * Under `prune: [sites]`, also the live sites no declared site names: they are deleted,
 * and the plan lists the children that go with them; under `prune: [spaces]` the same
 * sites, whose published spaces the prune must keep.
 */
export function unmatchedSites(
  scope: ReadScope,
  sites: readonly { readonly id: string; readonly title: string }[],
): ReadonlySet<string> {
  const pruned = scope.prunedSites;
  const named =
    pruned === undefined ? undefined : { ids: new Set(pruned.ids), titles: new Set(pruned.titles) };
  const gone =
    named === undefined
      ? []
      : sites.filter((s) => !named.ids.has(s.id) && !named.titles.has(s.title));
  const unnamed = unmatchedByNewSites(scope, sites);
  return gone.length === 0 ? unnamed : new Set([...unnamed, ...gone.map((s) => s.id)]);
}

function unmatchedByNewSites(
  scope: ReadScope,
  sites: readonly { readonly id: string; readonly title: string }[],
): ReadonlySet<string> {
  const declared = scope.newSiteKeys ?? [];
  // a declared site matches a live one when one of its ids or titles is a live site's
  const live = { ids: new Set(sites.map((s) => s.id)), titles: new Set(sites.map((s) => s.title)) };
  const matches = (keys: LiveKeys): boolean =>
    keys.ids.some((id) => live.ids.has(id)) || keys.titles.some((t) => live.titles.has(t));
  if (declared.every(matches)) return new Set();
  const ids = new Set(declared.flatMap((keys) => keys.ids));
  const titles = new Set(declared.flatMap((keys) => keys.titles));
  return new Set(
    sites.filter((site) => !ids.has(site.id) && !titles.has(site.title)).map((s) => s.id),
  );
}
