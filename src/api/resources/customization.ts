import * as z from 'zod';
import type { RequestBody } from '../call-operation.js';
import { callOperation } from '../call-operation.js';
import type { ApiRequester } from '../types.js';
import { isForbidden } from '../errors/http-error.js';
import { call } from './parse.js';

const settingsSchema = z.looseObject({});

/** Why settings the API answered 403 for are not known. */
const REFUSED = 'the API refused them to this token (403 Forbidden)';

/**
 * A site's customization settings as the official `getSiteCustomizationById` answers
 * them: the platform's defaults for a site never customized, which alone have no
 * `updatedAt` (official: "if missing, customization was not updated").
 */
export async function getCustomization(
  client: ApiRequester,
  organization: string,
  siteId: string,
): Promise<Record<string, unknown>> {
  const params = { organizationId: organization, siteId };
  return call(client, 'getSiteCustomizationById', params, settingsSchema);
}

/**
 * A site's customization as the live site holds it: `customization`, or, when the API
 * refuses the read to the token (403), `customizationNotRead` saying so: the plan then
 * cannot compare or complete a declared customization, and says so, instead of taking
 * the site for one never customized.
 */
export async function readCustomization(
  client: ApiRequester,
  organization: string,
  siteId: string,
): Promise<{ customization: Record<string, unknown> } | { customizationNotRead: string }> {
  try {
    return { customization: await getCustomization(client, organization, siteId) };
  } catch (error) {
    if (!isForbidden(error)) throw error;
    return { customizationNotRead: REFUSED };
  }
}

/**
 * Customization settings as the applier builds them: a JSON object, the live settings
 * cut to the keys the official request names with the declared leaves laid over them
 * (src/apply/handlers/site.ts), or the declared leaves of an override. The config's
 * schema (src/model/schema/customization.ts) checked every declared leaf against the
 * official settings; the object is built by a walk of JSON, which no type follows.
 */
type CustomizationBody = object;

/**
 * The customization settings as the official request `op` types its body: the one
 * assertion of them, at the API edge. The config's schema checked each declared leaf
 * against the official settings (src/model/schema/customization.ts), and the body is
 * built by a walk of JSON that no type follows (CustomizationBody).
 */
function settingsBody<
  Op extends 'updateSiteCustomizationById' | 'overrideSiteSpaceCustomizationById',
>(settings: CustomizationBody): RequestBody<Op> {
  return settings as RequestBody<Op>;
}

/** The whole settings (official: unset fields revert to defaults); safe to repeat. */
export async function putCustomization(
  client: ApiRequester,
  organization: string,
  siteId: string,
  settings: CustomizationBody,
): Promise<void> {
  const params = { organizationId: organization, siteId };
  const body = settingsBody<'updateSiteCustomizationById'>(settings);
  await callOperation(client, 'updateSiteCustomizationById', params, body);
}

/** Where a site space is: its site's organization and id, and its own id. */
export interface SiteSpaceAt {
  readonly organization: string;
  readonly siteId: string;
  readonly siteSpaceId: string;
}

/**
 * The settings a site space shows (official `getSiteSpaceCustomizationById`): the site's
 * customization with the site space's override laid over it. The API answers no
 * override alone.
 */
async function getSiteSpaceCustomization(
  client: ApiRequester,
  at: SiteSpaceAt,
): Promise<Record<string, unknown>> {
  const params = {
    organizationId: at.organization,
    siteId: at.siteId,
    siteSpaceId: at.siteSpaceId,
  };
  return call(client, 'getSiteSpaceCustomizationById', params, settingsSchema);
}

/**
 * The settings a site space shows as the live site space holds them: `customization`,
 * or, when the API refuses the read to the token (403), `customizationNotRead` saying
 * so, as for a site's own (`readCustomization`).
 */
export async function readSiteSpaceCustomization(
  client: ApiRequester,
  at: SiteSpaceAt,
): Promise<{ customization: Record<string, unknown> } | { customizationNotRead: string }> {
  try {
    return { customization: await getSiteSpaceCustomization(client, at) };
  } catch (error) {
    if (!isForbidden(error)) throw error;
    return { customizationNotRead: REFUSED };
  }
}

/** The official PATCH of the override: the sent leaves set, the others kept. Safe to repeat. */
export async function overrideSiteSpaceCustomization(
  client: ApiRequester,
  at: SiteSpaceAt,
  settings: CustomizationBody,
): Promise<void> {
  const body = settingsBody<'overrideSiteSpaceCustomizationById'>(settings);
  const params = {
    organizationId: at.organization,
    siteId: at.siteId,
    siteSpaceId: at.siteSpaceId,
  };
  await callOperation(client, 'overrideSiteSpaceCustomizationById', params, body);
}

/**
 * Removes a site space's override (official `deleteSiteSpaceCustomizationById`): it shows
 * the site's customization again. 205 removed, 204 there was none. Safe to repeat.
 */
export async function resetSiteSpaceCustomization(
  client: ApiRequester,
  at: SiteSpaceAt,
): Promise<void> {
  const params = {
    organizationId: at.organization,
    siteId: at.siteId,
    siteSpaceId: at.siteSpaceId,
  };
  await callOperation(client, 'deleteSiteSpaceCustomizationById', params);
}
