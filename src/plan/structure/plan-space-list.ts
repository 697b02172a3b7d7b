import type { Address } from '../../model/address.js';
import type { DesiredSection, DesiredSiteSpace } from '../../model/desired.js';
import type { FieldChange, IdRef } from '../../model/plan.js';
import { liveKey } from '../../model/live-key.js';
import { compareFields, declaredFields } from '../compare-fields.js';
import { waitBeforeDelete } from '../plan-context.js';
import type { ListItem } from '../place-list.js';
import type { ListEntry } from './emit-list.js';
import { emitList } from './emit-list.js';
import type { SiteScope } from './site-scope.js';
import { desiredRef, newParent, newSpace } from './site-scope.js';
import { completedOverride } from './override-completion.js';
import { overrideReset } from './override-reset.js';
import { siteSpacePairs } from './structure-fields.js';

/**
 * The site spaces of one section (or the site's root): creates, updates, moves, and a
 * `replace` for a site space whose section changes, as the API cannot re-parent one
 *: the live one is deleted, a new one created in its new section.
 */
export function planSpaceList(
  scope: SiteScope,
  section: DesiredSection | null,
  spaces: readonly DesiredSiteSpace[],
): void {
  const liveSection = section === null ? null : scope.match.nodes.matched.get(section);
  const live = liveSection === undefined ? [] : scope.live.spacesOf(liveSection?.id ?? null);
  // what every site space of the list shares: computed once per list
  const list: ListShared = {
    parent: desiredRef(scope, section),
    dependsOn: newParent(scope, section),
    liveSectionId: liveSection === undefined ? undefined : (liveSection?.id ?? null),
  };
  const entries: ListEntry[] = [];
  for (const s of spaces) {
    if (!scope.match.spaces.blocked.has(s)) entries.push(entryOf(scope, list, s));
  }
  emitList(scope, entries, { items: live, kindOf: SITE_SPACE_KIND });
}

const SITE_SPACE_KIND = (): 'site-space' => 'site-space';

interface ListShared {
  readonly parent: IdRef;
  readonly dependsOn: readonly Address[];
  /** The live section the list is in (null: the site's root); undefined when not live. */
  readonly liveSectionId: string | null | undefined;
}

function entryOf(scope: SiteScope, list: ListShared, d: DesiredSiteSpace): ListEntry {
  const live = scope.match.spaces.matched.get(d);
  // the fields as planned: an override's values declared in part completed from the site
  const planned = completedOverride(scope, d);
  const { parent } = list;
  const site = scope.siteRef;
  const kind = 'site-space';
  if (live === undefined) {
    const fields = [...declaredFields(siteSpacePairs(planned, undefined)), spaceField(scope, d)];
    const item: ListItem = { address: d.address, kind, state: 'appended' };
    const dependsOn = [...list.dependsOn, ...newSpace(scope, d.spaceId)];
    return { parent, site, dependsOn, item, joins: 'create', fields };
  }
  const { dependsOn } = list;
  const heldSection = scope.live.sectionOf.get(live)?.id ?? null;
  if (heldSection === list.liveSectionId) {
    const fields = [
      ...compareFields(siteSpacePairs(planned, live)),
      ...overrideReset(scope, d, live),
    ];
    const item: ListItem = { address: d.address, kind, id: live.id, state: 'kept' };
    return { parent, site, dependsOn, item, fields };
  }
  if (heldSection !== null) waitBeforeDelete(scope.ctx, liveKey('section', heldSection), d.address);
  const fields = [...declaredFields(siteSpacePairs(planned, undefined)), spaceField(scope, d)];
  return {
    parent,
    site,
    dependsOn,
    item: { address: d.address, kind, state: 'appended' },
    joins: 'replace',
    replacedId: live.id,
    fields,
  };
}

/** The space a site space shows, as an IdRef (docs/plan-format.md, "References"). */
function spaceField(scope: SiteScope, d: DesiredSiteSpace): FieldChange {
  return { path: 'space', after: scope.ctx.refs.space(d.spaceId) };
}
