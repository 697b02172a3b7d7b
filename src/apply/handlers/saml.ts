import type { RequestBody } from '../../api/call-operation.js';
import { createSaml, deleteSaml, listSaml, updateSaml } from '../../api/resources/saml.js';
import { SAML_FIELDS } from '../../model/fields/saml-fields.js';
import { createOrAdopt } from '../adopt.js';
import type { KindHandler } from '../handler.js';
import { sendLoop, type Senders } from '../senders.js';
import { bodyOf, changedFields, createKeys, isEmpty, sentKeys, text } from '../wire.js';

type SamlCreate = RequestBody<'createOrganizationSamlProvider'>;
type SamlPatch = RequestBody<'updateOrganizationSamlProvider'>;

// typed as the official bodies' keys: a row sent under a key they lack is a compile error
const CREATE_KEYS: readonly (keyof SamlCreate)[] = createKeys(SAML_FIELDS);
const PATCH_KEYS: readonly (keyof SamlPatch)[] = sentKeys(SAML_FIELDS, 'patch');

/**
 * The calls that send a SAML provider's fields, one per `via` of its table
 * (model/fields/saml-fields.ts): keyed by its vias, so a row with no call to send it
 * is a compile error.
 */
const SENDERS: Senders<typeof SAML_FIELDS, 'saml', string> = {
  patch: async (ctx, id, fields) => {
    const body = bodyOf<SamlPatch>(SAML_FIELDS, fields, PATCH_KEYS);
    if (!isEmpty(body)) await updateSaml(ctx.client, ctx.organization, id, body);
  },
};

const send = sendLoop(SENDERS);

/**
 * SAML providers: POST, PATCH, DELETE (seed, "SAML and single sign-on"); found by label.
 * The create request takes every field.
 */
export const samlHandler: KindHandler<'saml'> = {
  create: async (change, ctx) => {
    const body = bodyOf<SamlCreate>(SAML_FIELDS, changedFields(change), CREATE_KEYS);
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
    await send(ctx, change.id, changedFields(change), change);
  },
  delete: async (change, ctx) => {
    await deleteSaml(ctx.client, ctx.organization, change.id);
  },
};
