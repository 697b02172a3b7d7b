import { SETTINGS_ADDRESS } from '../../model/address.js';
import type { DesiredSettings } from '../../model/desired.js';
import type { LiveOrganization } from '../../model/live.js';
import type { IdRef } from '../../model/plan.js';
import { comparableDocument } from '../../markdown/canonical-markdown.js';
import { markdownToDocument } from '../../markdown/markdown-to-document.js';
import { documentToMarkdown } from '../../markdown/document-to-markdown.js';
import type { FieldPair } from '../compare-fields.js';
import { compareFields } from '../compare-fields.js';
import type { PlanContext } from '../plan-context.js';
import { atValue } from '../field-locations.js';
import { refPair } from '../ref-pair.js';
import { mergeRulesPair } from './merge-rules-pair.js';

/**
 * Organization settings (PATCH /orgs/{id}): only declared fields are managed. It runs
 * after the sites, as `defaultContent` may name a site created in this run.
 */
export function planSettings(ctx: PlanContext): void {
  const d = ctx.desired.settings;
  if (d === undefined) return;
  const org = ctx.live.organization;
  const content = defaultContentPair(ctx, d, org);
  const fields = compareFields([
    { path: 'title', after: d.title, before: org.title },
    {
      path: 'emailDomains',
      after: d.emailDomains,
      before: org.emailDomains,
      compareAfter: d.emailDomains && [...d.emailDomains].sort(),
      compareBefore: [...org.emailDomains].sort(),
    },
    { path: 'hostname', after: d.hostname, before: org.hostname },
    { path: 'defaultRole', after: d.defaultRole, before: org.defaultRole },
    content,
    { path: 'logo', after: d.logo, before: org.logo },
    // the API leaves these flags out when they are off
    { path: 'sso', after: d.sso, before: org.sso ?? false },
    { path: 'ai', after: d.ai, before: org.ai ?? false },
    { path: 'inviteLinks', after: d.inviteLinks, before: org.inviteLinks },
    mergeRulesPair(ctx, d.mergeRules, org),
    agentInstructionsPair(d, org),
  ]);
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
): FieldPair {
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
