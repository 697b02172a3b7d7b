import type { RequestBody } from '../../api/call-operation.js';
import { putAgentInstructions } from '../../api/resources/agent-instructions.js';
import { updateOrganization } from '../../api/resources/organizations.js';
import { markdownToDocument } from '../../markdown/markdown-to-document.js';
import type { KindHandler } from '../handler.js';
import { changedFields, isEmpty, pick, text } from '../wire.js';

type OrganizationPatch = RequestBody<'updateOrganizationById'>;

/**
 * Organization settings: one PATCH of the declared fields that differ (seed,
 * "Organizations"), and the agent instructions, a Document of their own, by a PUT of the
 * whole document (official `updateOrganizationAgentInstructions`).
 */
export const settingsHandler: KindHandler<'settings'> = {
  update: async (change, ctx) => {
    const fields = changedFields(change);
    const body = pick<OrganizationPatch>(fields, [
      'title',
      'emailDomains',
      'hostname',
      'defaultRole',
      'logo',
      'sso',
      'ai',
      'inviteLinks',
      'mergeRules',
    ]);
    if (fields.has('defaultContent'))
      body.defaultContent = defaultContent(fields.get('defaultContent'));
    if (!isEmpty(body)) await updateOrganization(ctx.client, ctx.organization, body);
    if (fields.has('agentInstructions')) {
      const markdown = text(fields.get('agentInstructions') ?? '', 'agentInstructions');
      await putAgentInstructions(ctx.client, ctx.organization, {
        instructions: markdownToDocument(markdown).document,
      });
    }
  },
};

/** `{site}` in docform's model; `{type: site, site}` on the wire; null removes it. */
function defaultContent(value: unknown): OrganizationPatch['defaultContent'] {
  if (value === null || value === undefined) return null;
  const site = (value as { site?: unknown }).site ?? value;
  return { type: 'site', site: String(site) };
}
