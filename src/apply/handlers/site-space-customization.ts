import type { RequestBody } from '../../api/call-operation.js';
import {
  getSiteSpaceCustomization,
  overrideSiteSpaceCustomization,
  type SiteSpaceAt,
} from '../../api/resources/customization.js';
import { laidOver } from '../../model/declared-leaves.js';
import { SITE_SPACE_FIELDS } from '../../model/fields/site-space-fields.js';
import { OVERRIDE_MERGED } from '../../model/schema/customization-override.js';
import { knownPart } from '../../model/schema/known-part.js';
import type { HandlerContext } from '../handler.js';

type Json = Readonly<Record<string, unknown>>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The override's body for the declared leaves: the objects the official PATCH merges key
 * by key (`OVERRIDE_MERGED`) hold the declared keys only; a value the PATCH replaces
 * whole (a color pair of which one color is declared) is the live value with the
 * declared leaves laid over, so that what the config leaves out keeps its live value.
 */
export function overrideBody(live: unknown, declared: Json, at = ''): Json {
  const out: Record<string, unknown> = {};
  const held = isObject(live) ? live : {};
  for (const [key, value] of Object.entries(declared)) {
    const path = at === '' ? key : `${at}.${key}`;
    out[key] =
      OVERRIDE_MERGED.includes(path) && isObject(value)
        ? overrideBody(held[key], value, path)
        : laidOver(held[key], value, SITE_SPACE_FIELDS.customization.wholeAt, path);
  }
  return out;
}

/**
 * Sends a site space's declared customization leaves (official
 * `overrideSiteSpaceCustomizationById`), after reading the settings the site space shows
 * to complete the values sent whole.
 */
export async function sendSiteSpaceCustomization(
  ctx: HandlerContext,
  at: SiteSpaceAt,
  declared: unknown,
): Promise<void> {
  if (!isObject(declared)) return;
  const shown = await getSiteSpaceCustomization(ctx.client, at);
  // only what the override's schema names: an answer may carry more (`updatedAt`) than
  // the body takes
  const live = knownPart(SITE_SPACE_FIELDS.customization.yaml, shown);
  // the config's schema checked the declared leaves against the official override body
  const body = overrideBody(live, declared) as RequestBody<'overrideSiteSpaceCustomizationById'>;
  await overrideSiteSpaceCustomization(ctx.client, at, body);
}
