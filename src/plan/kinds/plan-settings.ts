import { SETTINGS_ADDRESS } from '../../model/address.js';
import type { DesiredSettings } from '../../model/desired.js';
import type { LiveOrganization } from '../../model/live.js';
import type { IdRef } from '../../model/plan.js';
import { comparableDocument } from '../../markdown/canonical-markdown.js';
import { markdownToDocument } from '../../markdown/markdown-to-document.js';
import { documentToMarkdown } from '../../markdown/document-to-markdown.js';
import type { FieldPair } from '../compare-fields.js';
import { compareFields } from '../compare-fields.js';
import { SETTINGS_FIELDS } from '../../model/fields/settings-fields.js';
import { rowPairs } from '../field-pairs.js';
import type { PlanContext } from '../plan-context.js';
import { atValue } from '../field-locations.js';
import { refPair } from '../ref-pair.js';
import { mergeRulesPair } from './merge-rules-pair.js';

/**
 * Organization settings (PATCH /orgs/{id}): the rows of their table, only declared
 * fields managed; the default content (a site reference), the merge rules and the agent
 * instructions are paired here, keyed by their rows. It runs after the sites, as the
 * default content may name a site created in this run.
 */
export function planSettings(ctx: PlanContext): void {
  const d = ctx.desired.settings;
  if (d === undefined) return;
  const org = ctx.live.organization;
  const content = defaultContentPair(ctx, d, org);
  const fields = compareFields(
    rowPairs<'settings', typeof SETTINGS_FIELDS>(SETTINGS_FIELDS, d, org, {
      defaultContent: () => content,
      mergeRules: () => mergeRulesPair(ctx, d.mergeRules, org),
      agentInstructions: () => agentInstructionsPair(d, org),
    }),
  );
  if (fields.length === 0) return;
  const dependsOn =
    content.after && typeof content.after === 'object' ? [(content.after as IdRef).ref] : [];
  ctx.changes.push({
    address: SETTINGS_ADDRESS,
    kind: 'settings',
    action: 'update',
    id: org.id,
    fields,
    dependsOn,
  });
}

/**
 * Compared in one canonical Markdown (docs/config.md): the config's read into the
 * Document and written back, against the live Document written as Markdown. The plan
 * shows both as Markdown; a live node Markdown cannot show is a comment naming it.
 */
function agentInstructionsPair(d: DesiredSettings, org: LiveOrganization): FieldPair<'settings'> {
  if (d.agentInstructions === undefined) {
    return { path: 'agentInstructions', after: undefined, before: undefined };
  }
  const live = org.agentInstructions ?? EMPTY_DOCUMENT;
  return {
    path: 'agentInstructions',
    after: d.agentInstructions,
    before: documentToMarkdown(live).markdown,
    // both sides through the same function: the Document apply sends compares equal
    compareAfter: comparableDocument(markdownToDocument(d.agentInstructions).document),
    compareBefore: comparableDocument(live),
  };
}

const EMPTY_DOCUMENT = { object: 'document', data: {}, nodes: [] } as const;

function defaultContentPair(
  ctx: PlanContext,
  d: DesiredSettings,
  org: LiveOrganization,
): FieldPair<'settings'> {
  const held = org.defaultContent?.site ?? null;
  const before = held === null ? null : ctx.refs.siteById(held);
  if (d.defaultContent === undefined || d.defaultContent === null) {
    return { path: 'defaultContent', after: d.defaultContent, before, compareBefore: held };
  }
  const ref = ctx.refs.site(d.defaultContent.site);
  if (ref === undefined) {
    ctx.diagnostics.push({
      severity: 'error',
      code: 'dangling-reference',
      address: d.address,
      ...atValue(ctx.desired, d.address, 'defaultContent'),
      message: `defaultContent names ${d.defaultContent.site}, neither a site key nor a live site id`,
    });
    return { path: 'defaultContent', after: undefined, before };
  }
  return refPair('defaultContent', ref, before, held);
}
