import type { KindHandler } from '../handler.js';
import { bodyOf, changedFields, isEmpty } from '../wire.js';
import { orgPath } from './paths.js';

const FIELDS = [
  'title',
  'emailDomains',
  'hostname',
  'defaultRole',
  'defaultContent',
  'logo',
  'sso',
  'ai',
  'inviteLinks',
  'mergeRules',
];

/** Organization settings: one PATCH of the declared fields that differ (seed, "Organizations"). */
export const settingsHandler: KindHandler = {
  update: async (change, ctx) => {
    const fields = changedFields(change);
    const body = bodyOf(fields, FIELDS);
    if ('defaultContent' in body) body.defaultContent = defaultContent(body.defaultContent);
    if (!isEmpty(body)) await ctx.api.send('PATCH', orgPath(ctx), body);
  },
};

/** `{site}` in docform's model; `{type: site, site}` on the wire; null removes it. */
function defaultContent(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  const site = (value as { site?: unknown }).site ?? value;
  return { type: 'site', site };
}
