import type { RequestBody } from '../../api/call-operation.js';
import { createSaml, deleteSaml, listSaml, updateSaml } from '../../api/resources/saml.js';
import { createOrAdopt } from '../adopt.js';
import type { KindHandler } from '../handler.js';
import { changedFields, isEmpty, pick, text } from '../wire.js';

const FIELDS = [
  'label',
  'ssoURL',
  'entityID',
  'certificate',
  'defaultTeam',
  'defaultRole',
] as const;

/** SAML providers: POST, PATCH, DELETE (seed, "SAML and single sign-on"); found by label. */
export const samlHandler: KindHandler<'saml'> = {
  create: async (change, ctx) => {
    const fields = changedFields(change);
    const body = pick<RequestBody<'createOrganizationSamlProvider'>>(fields, FIELDS);
    const label = text(body.label, `${change.address} label`);
    const collection = `saml ${ctx.organization}`;
    const made = await createOrAdopt(ctx, {
      create: () => createSaml(ctx.client, ctx.organization, body),
      collection,
      // one list for every label: the creates of providers answered together share it
      find: async () =>
        (await ctx.reread(collection, () => listSaml(ctx.client, ctx.organization))).filter(
          (s) => s.label === label,
        ),
      remove: (samlId) => deleteSaml(ctx.client, ctx.organization, samlId),
    });
    return made.id;
  },
  update: async (change, ctx) => {
    const body = pick<RequestBody<'updateOrganizationSamlProvider'>>(changedFields(change), FIELDS);
    if (!isEmpty(body)) await updateSaml(ctx.client, ctx.organization, change.id, body);
  },
  delete: async (change, ctx) => {
    await deleteSaml(ctx.client, ctx.organization, change.id);
  },
};
