import type { DesiredSiteSpace } from '../../model/desired.js';
import type { LiveSiteSpace } from '../../model/live.js';
import type { FieldPair } from '../compare-fields.js';
import type { DesiredNode } from './desired-tree.js';
import type { LiveNode } from './live-tree.js';

/** The managed fields of a section or group (`parent` is added by the planner). */
export function nodePairs(d: DesiredNode, l: LiveNode | undefined): FieldPair[] {
  const title: FieldPair = { path: 'title', after: d.title, before: l?.title };
  const icon: FieldPair = { path: 'icon', after: d.icon, before: l?.icon };
  if (d.type === 'group') return [title, icon];
  const s = l?.type === 'section' ? l : undefined;
  return [
    title,
    icon,
    { path: 'description', after: d.description, before: s?.description },
    { path: 'path', after: d.path, before: s?.path },
    { path: 'condition', after: d.condition, before: s?.condition },
    { path: 'default', after: d.default, before: s?.default },
  ];
}

export function siteSpacePairs(d: DesiredSiteSpace, l: LiveSiteSpace | undefined): FieldPair[] {
  return [
    { path: 'path', after: d.path, before: l?.path },
    { path: 'condition', after: d.condition, before: l?.condition },
    { path: 'default', after: d.default, before: l?.default },
    { path: 'hidden', after: d.hidden, before: l?.hidden },
  ];
}
