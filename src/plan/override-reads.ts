import type {
  DesiredSite,
  DesiredSiteSpace,
  DesiredSpace,
  DesiredStructureItem,
} from '../model/desired.js';
import { completableWholes } from '../model/customization-wholes.js';

/**
 * The site spaces whose customization is read: those of the spaces (by id) that a
 * site space declaring `customization:` shows, on the sites that declare one.
 */
interface OverrideReads {
  readonly sites: readonly DesiredSite[];
  readonly spaceIds: ReadonlySet<string> | 'all';
}

/**
 * The site spaces the declared structure holds, at any depth, that declare a
 * customization: one pass, no list made per section (a read of 10,000 site spaces).
 */
function customizedSiteSpaces(site: DesiredSite): DesiredSiteSpace[] {
  const out: DesiredSiteSpace[] = [];
  const spaces = (list: readonly DesiredSiteSpace[]): void => {
    for (const s of list) if (s.customization !== undefined) out.push(s);
  };
  const walk = (items: readonly DesiredStructureItem[]): void => {
    for (const item of items) {
      if (item.type === 'section') spaces(item.spaces);
      else if (item.type === 'group') walk(item.items);
    }
  };
  const structure = site.structure;
  if (structure?.kind === 'spaces') spaces(structure.spaces);
  else if (structure !== undefined) walk(structure.items);
  return out;
}

/**
 * A site space of the site declares in its override a value the API takes only whole,
 * without a key its official schema knows: the plan completes it from the site's own
 * customization, which is then read; or resets its override (`customization: null`),
 * which the plan tells from the site's settings (structure/override-reset.ts).
 */
export function overridesNeedSiteCustomization(site: DesiredSite): boolean {
  return customizedSiteSpaces(site).some(
    (s) => s.customization === null || completableWholes(s.customization).length > 0,
  );
}

/**
 * The sites and spaces whose site spaces declare a customization; undefined: none. A
 * site space showing a space docform owns and has not pinned names no live id yet (the
 * plan matches that space by title): its site's site spaces are all read.
 */
export function overrideReads(
  sites: readonly DesiredSite[],
  spaces: readonly DesiredSpace[],
): OverrideReads | undefined {
  const unpinned = new Set(spaces.filter((s) => s.id === undefined).map((s) => s.key));
  const declaring = sites
    .map((site) => ({ site, spaces: customizedSiteSpaces(site) }))
    .filter((entry) => entry.spaces.length > 0);
  if (declaring.length === 0) return undefined;
  const everyOne = declaring.some((entry) => entry.spaces.some((s) => unpinned.has(s.spaceRef)));
  return {
    sites: declaring.map((entry) => entry.site),
    spaceIds: everyOne
      ? 'all'
      : new Set(declaring.flatMap((entry) => entry.spaces.map((s) => s.spaceId))),
  };
}
