import type { SiteNodeRecord } from '../world.js';
import { localized } from '../sites/section-view.js';

/** The official `SiteExternalLink` of a `link` node; `sectionGroup` names its group. */
export function externalLinkView(link: SiteNodeRecord): Record<string, unknown> {
  return {
    object: 'site-external-link',
    id: link.id,
    title: link.title,
    ...localized('localizedTitle', link.localizedTitle),
    ...(typeof link.description === 'string' ? { description: link.description } : {}),
    ...localized('localizedDescription', link.localizedDescription),
    ...(link.icon ? { icon: link.icon } : {}),
    url: link.url ?? '',
    ...(link.parent ? { sectionGroup: link.parent } : {}),
    draft: link.draft,
    ...(typeof link.condition === 'string' ? { condition: link.condition } : {}),
  };
}
