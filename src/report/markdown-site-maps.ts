import type { SerializedPlan } from '../model/plan.js';
import type { RenderMode } from './format-value.js';
import { inlineCode } from './markdown-escape.js';
import { siteMapMermaid } from './mermaid.js';

/** What the colours say, above each diagram. */
export const SITE_MAP_LEGEND: Record<RenderMode, string> = {
  plan: 'After this plan: green created, blue moved, purple replaced (deleted from its old section, created here), yellow changed, red dashed deleted.',
  drift:
    'As the YAML declares it: green missing live, blue elsewhere live, purple in another section live (replaced by apply), yellow differs, red dashed only live.',
};

/**
 * One block per site whose structure the plan changes: its site map as a ```mermaid
 * fence (GitHub and GitLab draw it), or a note when the site is too large to draw.
 * Each block is whole, so a comment cut to fit drops a diagram, never half of one.
 */
export function siteMapSections(doc: SerializedPlan, mode: RenderMode): string[] {
  // a replace is drawn as one (the table says "replace"), not as the move the map records
  const replaced = new Set(doc.changes.filter((c) => c.action === 'replace').map((c) => c.address));
  return Object.entries(doc.siteMaps ?? {}).map(([site, map]) => {
    const heading = `#### Site map of ${inlineCode(site)}`;
    const picture = siteMapMermaid(map, { replaced });
    if (picture.kind === 'too-large') {
      return [
        '',
        heading,
        '',
        `> ${picture.nodes} sections, groups and site spaces: more than the ${picture.limit} a diagram shows. The changes below list what moves.`,
      ].join('\n');
    }
    return [
      '',
      heading,
      '',
      SITE_MAP_LEGEND[mode],
      '',
      '```mermaid',
      picture.text.trimEnd(),
      '```',
    ].join('\n');
  });
}
