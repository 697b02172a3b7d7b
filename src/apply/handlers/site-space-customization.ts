import {
  getCustomization,
  overrideSiteSpaceCustomization,
  resetSiteSpaceCustomization,
  type SiteSpaceAt,
} from '../../api/resources/customization.js';
import {
  completedWholes,
  partialWholes,
  wholesForTheWire,
} from '../../model/customization-wholes.js';
import type { HandlerContext } from '../handler.js';
import { isObject } from '../../model/is-object.js';

/**
 * Sends a site space's declared customization leaves (official
 * `overrideSiteSpaceCustomizationById`, a PATCH that merges the nested objects key by
 * key and replaces the other values whole). The plan completed the values sent whole
 * (each key the config does not write) from the site's own customization; the required
 * keys it could not (a site created by this apply, whose settings it had not read) are
 * completed here from the site's own settings (official `getSiteCustomizationById`),
 * read only then, never from what the site space shows, which holds the override
 * itself. A key written null inside a value sent whole is left out: removed. A
 * `customization: null` removes the override (official
 * `deleteSiteSpaceCustomizationById`): the site space shows the site's again.
 */
export async function sendSiteSpaceCustomization(
  ctx: HandlerContext,
  at: SiteSpaceAt,
  declared: Readonly<Record<string, unknown>> | null | undefined,
): Promise<void> {
  if (declared === null) {
    await resetSiteSpaceCustomization(ctx.client, at);
    return;
  }
  if (!isObject(declared)) return;
  const own =
    partialWholes(declared).length === 0
      ? undefined
      : await getCustomization(ctx.client, at.organization, at.siteId);
  const completed = own === undefined ? declared : completedWholes(declared, own);
  // the config's schema checked the declared leaves against the official override body
  const body = wholesForTheWire(completed);
  if (isObject(body)) await overrideSiteSpaceCustomization(ctx.client, at, body);
}
