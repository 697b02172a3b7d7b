import type { RequestBody } from '../../api/call-operation.js';
import { updateOrganization } from '../../api/resources/organizations.js';
import type { KindHandler } from '../handler.js';
import { changedFields, isEmpty, pick } from '../wire.js';

type OrganizationPatch = RequestBody<'updateOrganizationById'>;

/** Organization settings: one PATCH of the declared fields that differ (seed, "Organizations"). */
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
  },
};

/** `{site}` in docform's model; `{type: site, site}` on the wire; null removes it. */
function defaultContent(value: unknown): OrganizationPatch['defaultContent'] {
  if (value === null || value === undefined) return null;
  const site = (value as { site?: unknown }).site ?? value;
  return { type: 'site', site: String(site) };
}
