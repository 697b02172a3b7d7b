import type { RequestBody } from '../../api/call-operation.js';
import { putAgentInstructions } from '../../api/resources/agent-instructions.js';
import { updateOrganization } from '../../api/resources/organizations.js';
import { markdownToDocument } from '../../markdown/markdown-to-document.js';
import { SETTINGS_FIELDS } from '../../model/fields/settings-fields.js';
import type { KindHandler } from '../handler.js';
import { sendLoop, type Senders } from '../senders.js';
import { bodyOf, changedFields, isEmpty, sentKeys, text } from '../wire.js';

type OrganizationPatch = RequestBody<'updateOrganizationById'>;

// typed as the official body's keys: a row sent under a key it lacks is a compile error
const PATCH_KEYS: readonly (keyof OrganizationPatch)[] = sentKeys(SETTINGS_FIELDS, 'patch');

/**
 * The calls that send the settings, on the organization, one per `via` of their table
 * (model/fields/settings-fields.ts). Run in this order: the PATCH, then the instructions.
 */
const SENDERS: Senders<typeof SETTINGS_FIELDS, 'settings', string> = {
  patch: async (ctx, organization, fields) => {
    const body = bodyOf<OrganizationPatch>(SETTINGS_FIELDS, fields, PATCH_KEYS);
    if (!isEmpty(body)) await updateOrganization(ctx.client, organization, body);
  },
  // the agent instructions are a Document of their own, PUT whole
  'agent-instructions': async (ctx, organization, fields) => {
    if (!fields.has('agentInstructions')) return;
    const markdown = text(fields.get('agentInstructions') ?? '', 'agentInstructions');
    await putAgentInstructions(ctx.client, organization, {
      instructions: markdownToDocument(markdown).document,
    });
  },
};

const send = sendLoop(SENDERS);

/**
 * Organization settings: one PATCH of the declared fields that differ (seed,
 * "Organizations"), and the agent instructions by a PUT of the whole document
 * (official `updateOrganizationAgentInstructions`).
 */
export const settingsHandler: KindHandler<'settings'> = {
  update: async (change, ctx) => {
    await send(ctx, ctx.organization, changedFields(change), change);
  },
};
