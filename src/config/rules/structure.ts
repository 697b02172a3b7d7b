import type { DesiredSite, DesiredStructureItem } from '../../model/desired.js';
import { KINDS } from '../../model/kinds.js';
import type { YamlPath } from '../position-index.js';
import type { RuleContext } from './rule-context.js';
import { shown, titleKey } from './unique.js';
import { itemLists, sectionsOf, siteSpaceLists } from './walk-structure.js';

/** A site shows either sections or root site spaces, never both (docs/config.md, `sites`). */
export function sectionsOrSpaces(ctx: RuleContext): void {
  for (const [key, site] of Object.entries(ctx.config.sites ?? {})) {
    if (site.sections !== undefined && site.spaces !== undefined) {
      ctx.errorAtKey(
        'sections-and-spaces',
        `site \`${key}\` declares both \`sections\` and root \`spaces\``,
        ['sites', key, 'spaces'],
        'move the spaces into a section, or drop `sections`',
      );
    }
  }
}

/**
 * Siblings are addressed by key (title or `key:`) and matched by title: two siblings
 * of one kind may share neither, unless the second has a pinned id and its own key.
 */
export function distinctSiblings(ctx: RuleContext): void {
  for (const site of ctx.desired.sites) {
    for (const { path, items } of itemLists(site)) checkSiblings(ctx, path, items);
  }
}

function checkSiblings(
  ctx: RuleContext,
  path: YamlPath,
  items: readonly DesiredStructureItem[],
): void {
  const keys = new Set<string>();
  const titles = new Set<string>();
  items.forEach((item, i) => {
    const kind = item.type;
    // the key its mapping names it by: `title:`, a group's `group:`, a link's `link:`
    const titleField = KINDS[kind].key.written;
    if (keys.has(`${kind}:${item.key}`)) {
      ctx.error(
        'duplicate-address',
        `two ${kind}s here have the key "${item.key}" (address ${item.address})`,
        [...path, i, titleField],
        'give one of them a distinct `key:`',
      );
    } else if (item.id === undefined && titles.has(`${kind}:${titleKey(item.title)}`)) {
      ctx.error(
        'duplicate-title',
        `two ${kind}s here have the title ${shown(item.title)}; they would match the same live object`,
        [...path, i, titleField],
        'pin one with `id:`, or rename it',
      );
    }
    keys.add(`${kind}:${item.key}`);
    titles.add(`${kind}:${titleKey(item.title)}`);
  });
}

/** One default section per site, one default site space per section or root list. */
export function singleDefaults(ctx: RuleContext): void {
  for (const site of ctx.desired.sites) {
    const defaults = sectionsOf(site).filter(({ section }) => section.default === true);
    for (const { path } of defaults.slice(1)) {
      ctx.error('multiple-defaults', `site \`${site.key}\` has more than one default section`, [
        ...path,
        'default',
      ]);
    }
    for (const { path, items } of siteSpaceLists(site)) {
      let seen = false;
      items.forEach((entry, i) => {
        if (entry.default !== true) return;
        if (seen)
          ctx.error('multiple-defaults', 'more than one default site space in this list', [
            ...path,
            i,
            'default',
          ]);
        seen = true;
      });
    }
  }
}

/** Paths are URLs on the site: sections unique in the site, site spaces in their list. */
export function uniquePaths(ctx: RuleContext): void {
  for (const site of ctx.desired.sites) {
    const sectionPaths = new Set<string>();
    for (const { section, path } of sectionsOf(site)) {
      if (section.path === undefined) continue;
      if (sectionPaths.has(section.path)) duplicatePath(ctx, site, section.path, [...path, 'path']);
      sectionPaths.add(section.path);
    }
    for (const { path, items } of siteSpaceLists(site)) {
      const seen = new Set<string>();
      items.forEach((entry, i) => {
        if (entry.path === undefined) return;
        if (seen.has(entry.path)) duplicatePath(ctx, site, entry.path, [...path, i, 'path']);
        seen.add(entry.path);
      });
    }
  }
}

function duplicatePath(ctx: RuleContext, site: DesiredSite, value: string, path: YamlPath): void {
  ctx.error('duplicate-path', `path "${value}" is used twice in site \`${site.key}\``, path);
}

/** A site space is keyed by its space within its list: the same space twice is ambiguous. */
export function distinctSiteSpaces(ctx: RuleContext): void {
  for (const site of ctx.desired.sites) {
    for (const { path, items } of siteSpaceLists(site)) {
      const seen = new Set<string>();
      items.forEach((entry, i) => {
        if (seen.has(entry.spaceId)) {
          ctx.error(
            'duplicate-site-space',
            `space \`${entry.spaceRef}\` appears twice in this list`,
            [...path, i, 'space'],
            'a space appears once per section (or once at the root)',
          );
        }
        seen.add(entry.spaceId);
      });
    }
  }
}
