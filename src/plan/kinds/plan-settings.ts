import { SETTINGS_ADDRESS, type Address } from '../../model/address.js';
import type { LiveOrganization } from '../../model/live.js';
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
  const fields = compareFields(
    rowPairs<'settings', typeof SETTINGS_FIELDS>(SETTINGS_FIELDS, d, org, {
      defaultContent: (content) => defaultContentPair(ctx, d.address, content, org),
      mergeRules: (rules) => mergeRulesPair(ctx, rules, org),
      agentInstructions: (markdown) => agentInstructionsPair(markdown, org),
    }),
  );
  if (fields.length === 0) return;
  // the default content waits for the site it names, merge-rule reviewers for their invites
  const site = d.defaultContent ? ctx.refs.site(d.defaultContent.site) : undefined;
  const invited = (d.mergeRules?.rules ?? []).flatMap((rule) =>
    (rule.users ?? []).flatMap((email) =>
      ctx.refs.member(email) === undefined ? (ctx.refs.invited(email)?.ref ?? []) : [],
    ),
  );
  const dependsOn = [...(site === undefined ? [] : [site.ref]), ...new Set(invited)];
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
function agentInstructionsPair(markdown: string, org: LiveOrganization): FieldPair<'settings'> {
  const live = org.agentInstructions ?? EMPTY_DOCUMENT;
  return {
    path: 'agentInstructions',
    after: markdown,
    before: documentToMarkdown(live).markdown,
    // both sides through the same function: the Document apply sends compares equal
    compareAfter: comparableDocument(markdownToDocument(markdown).document),
    compareBefore: comparableDocument(live),
  };
}

const EMPTY_DOCUMENT = { object: 'document', data: {}, nodes: [] } as const;

/** The declared default content (null: none), a site reference compared by live id. */
function defaultContentPair(
  ctx: PlanContext,
  address: Address,
  content: { readonly site: string } | null,
  org: LiveOrganization,
): FieldPair<'settings'> {
  const held = org.defaultContent?.site ?? null;
  const before = held === null ? null : ctx.refs.siteById(held);
  if (content === null) return { path: 'defaultContent', after: null, before, compareBefore: held };
  const ref = ctx.refs.site(content.site);
  if (ref === undefined) {
    ctx.diagnostics.push({
      severity: 'error',
      code: 'dangling-reference',
      address,
      ...atValue(ctx.desired, address, 'defaultContent'),
      message: `defaultContent names ${content.site}, neither a site key nor a live site id`,
    });
    return { path: 'defaultContent', after: undefined, before };
  }
  return refPair('defaultContent', ref, before, held);
}
