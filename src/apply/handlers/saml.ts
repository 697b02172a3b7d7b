import { createOrAdopt, idIn } from '../adopt.js';
import type { KindHandler } from '../handler.js';
import { bodyOf, changedFields, isEmpty } from '../wire.js';
import { enc, needId, orgPath } from './paths.js';
import { exactTitle } from './team.js';

const FIELDS = ['label', 'ssoURL', 'entityID', 'certificate', 'defaultTeam', 'defaultRole'];

/** SAML providers: POST, PATCH, DELETE (seed, "SAML and single sign-on"); found by label. */
export const samlHandler: KindHandler = {
  create: async (change, ctx) => {
    const body = bodyOf(changedFields(change), FIELDS);
    return createOrAdopt(
      ctx,
      async () => idIn(await ctx.api.send('POST', `${orgPath(ctx)}/saml`, body)),
      async () =>
        exactTitle(await ctx.api.list(`${orgPath(ctx)}/saml`), String(body.label), 'label'),
    );
  },
  update: async (change, ctx) => {
    const body = bodyOf(changedFields(change), FIELDS);
    if (!isEmpty(body)) {
      await ctx.api.send('PATCH', `${orgPath(ctx)}/saml/${enc(needId(change))}`, body);
    }
  },
  delete: async (change, ctx) => {
    await ctx.api.send('DELETE', `${orgPath(ctx)}/saml/${enc(needId(change))}`);
  },
};
