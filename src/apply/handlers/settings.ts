import type { RequestBody } from '../../api/call-operation.js';
import { putAgentInstructions } from '../../api/resources/agent-instructions.js';
import { updateOrganization } from '../../api/resources/organizations.js';
import { markdownToDocument } from '../../markdown/markdown-to-document.js';
import { SETTINGS_FIELDS, type SettingsVia } from '../../model/fields/settings-fields.js';
import type { HandlerContext, KindHandler } from '../handler.js';
import type { FieldValues } from '../wire.js';
import { bodyOf, changedFields, isEmpty, sentKeys, text } from '../wire.js';

type OrganizationPatch = RequestBody<'updateOrganizationById'>;

// typed as the official body's keys: a row sent under a key it lacks is a compile error
const PATCH_KEYS: readonly (keyof OrganizationPatch)[] = sentKeys(SETTINGS_FIELDS, 'patch');

type Sender = (ctx: HandlerContext, fields: FieldValues<'settings'>) => Promise<void>;

/**
 * The calls that send the settings, one per `via` of their table
 * (model/fields/settings-fields.ts): keyed by `SettingsVia`, so a row with no call to
 * send it is a compile error. Run in this order: the PATCH, then the instructions.
 */
const SENDERS: { readonly [V in SettingsVia]: Sender } = {
  patch: async (ctx, fields) => {
    const body = bodyOf<OrganizationPatch>(SETTINGS_FIELDS, fields, PATCH_KEYS);
    if (!isEmpty(body)) await updateOrganization(ctx.client, ctx.organization, body);
  },
  // the agent instructions are a Document of their own, PUT whole
  'agent-instructions': async (ctx, fields) => {
    if (!fields.has('agentInstructions')) return;
    const markdown = text(fields.get('agentInstructions') ?? '', 'agentInstructions');
    await putAgentInstructions(ctx.client, ctx.organization, {
      instructions: markdownToDocument(markdown).document,
    });
  },
};

const SEND_ORDER: readonly SettingsVia[] = ['patch', 'agent-instructions'];

/**
 * Organization settings: one PATCH of the declared fields that differ (seed,
 * "Organizations"), and the agent instructions by a PUT of the whole document
 * (official `updateOrganizationAgentInstructions`).
 */
export const settingsHandler: KindHandler<'settings'> = {
  update: async (change, ctx) => {
    const fields = changedFields(change);
    for (const via of SEND_ORDER) await SENDERS[via](ctx, fields);
  },
};
