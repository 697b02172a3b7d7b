import type { DesiredSection, DesiredSiteSpace } from '../../model/desired.js';
import type { FieldChange } from '../../model/plan.js';
import { compareFields, declaredFields } from '../compare-fields.js';
import { waitBeforeDelete } from '../plan-context.js';
import type { ListEntry } from './emit-list.js';
import { emitList } from './emit-list.js';
import type { SiteScope } from './site-scope.js';
import { desiredRef, newParent } from './site-scope.js';
import { siteSpacePairs } from './structure-fields.js';

/**
 * The site spaces of one section (or the site's root): creates, updates, moves, and a
 * `replace` for a site space whose section changes, as the API cannot re-parent one
 * (issue 5): the live one is deleted, a new one created in its new section.
 */
export function planSpaceList(
  scope: SiteScope,
  section: DesiredSection | null,
  spaces: readonly DesiredSiteSpace[],
): void {
  const liveSection = section === null ? null : scope.match.nodes.matched.get(section);
  const liveOrder =
    liveSection === undefined ? [] : scope.live.spacesOf(liveSection?.id ?? null).map((s) => s.id);
  const entries = spaces
    .filter((s) => !scope.match.spaces.blocked.has(s))
    .map((s) =>
      entryOf(scope, section, liveSection === undefined ? undefined : (liveSection?.id ?? null), s),
    );
  emitList(scope, entries, liveOrder);
}

function entryOf(
  scope: SiteScope,
  section: DesiredSection | null,
  liveSectionId: string | null | undefined,
  d: DesiredSiteSpace,
): ListEntry {
  const live = scope.match.spaces.matched.get(d);
  const base = {
    kind: 'site-space' as const,
    parent: desiredRef(scope, section),
    site: scope.siteRef,
    dependsOn: newParent(scope, section),
  };
  if (live === undefined) {
    const fields = [...declaredFields(siteSpacePairs(d, undefined)), spaceField(scope, d)];
    return { ...base, item: { address: d.address, state: 'appended' }, joins: 'create', fields };
  }
  const heldSection = scope.live.sectionOf.get(live)?.id ?? null;
  if (heldSection === liveSectionId) {
    const fields = compareFields(siteSpacePairs(d, live));
    return { ...base, item: { address: d.address, id: live.id, state: 'kept' }, fields };
  }
  if (heldSection !== null) waitBeforeDelete(scope.ctx, heldSection, d.address);
  const fields = [...declaredFields(siteSpacePairs(d, undefined)), spaceField(scope, d)];
  return {
    ...base,
    item: { address: d.address, state: 'appended' },
    joins: 'replace',
    replacedId: live.id,
    fields,
  };
}

/** The space a site space shows, as an IdRef (docs/plan-format.md, "References"). */
function spaceField(scope: SiteScope, d: DesiredSiteSpace): FieldChange {
  return { path: 'space', after: scope.ctx.refs.space(d.spaceId) };
}
