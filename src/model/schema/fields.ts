import * as z from 'zod';
import {
  AGENTS_CONTEXTS,
  EDIT_MODES,
  OPENAPI_VISIBILITIES,
  ROLES,
  SITE_TYPES,
  SITE_VISIBILITIES,
} from '../enumerations.js';

/**
 * Field shapes with the bounds and patterns of the API: the seed's where it gives them,
 * else the official spec's request schemas (docs/api-differences.md, "The seed").
 */

/** A string of `min..max` characters. */
export function text(min: number, max: number): z.ZodString {
  return min > 0 ? z.string().min(min).max(max) : z.string().max(max);
}

/** An id pinned to a live object. */
export const id = z.string().min(1).max(256).describe('id of the live object (pins the match)');

/** Titles this object had before, so a live object with one of them is renamed in place. */
export const previously = z
  .array(z.string().min(1))
  .describe('earlier titles: a live object with one of them is renamed, not recreated');

export const email = z.email();

export const role = z.enum(ROLES);
export const roleOrGuest = role.nullable().describe('a role, or null for a guest');
/** Content default level: a role, null (no access) or "inherit" (PATCH space / site). */
export const defaultLevel = z.union([role, z.literal('inherit'), z.null()]);

export const siteVisibility = z.enum(SITE_VISIBILITIES);
export const siteType = z.enum(SITE_TYPES);
export const agentsContext = z.enum(AGENTS_CONTEXTS);
export const editMode = z.enum(EDIT_MODES);
export const openapiVisibility = z.enum(OPENAPI_VISIBILITIES);

/**
 * Every URL a config sets (a logo, a link, a favicon, a redirect to another site, an
 * OpenAPI source, a SAML sign-on URL, visitor authentication's URLs...): the API's `URL`,
 * a URI of at most 2048 characters, with the scheme `https:` or `http:` and a host
 * (`https://...`). The official schema (`format: uri`) takes any scheme, but a
 * `javascript:` or `data:` URL in a logo or a link runs script or shows forged content in
 * a visitor's browser; the API's external links take only absolute http(s) URLs, and
 * the emulator checks every URL field so (src/emulator/checks.ts). The JSON Schema says
 * the scheme too, for editors.
 */
export const url = z
  .url({ protocol: /^https?$/, error: 'an absolute http:// or https:// URL' })
  .max(2048)
  .meta({ pattern: '^[Hh][Tt][Tt][Pp][Ss]?://' });

/** Organization title: 2-255 and not blank at either end (official `OrganizationTitle`). */
export const orgTitle = text(2, 255).regex(/\S.*\S/);

/** A domain name such as `acme.com` (emailDomains items). */
export const domain = z
  .string()
  .max(253)
  .regex(/^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/i);

/** OpenAPI spec slug (seed, "OpenAPISpec"; 1-100 in the official spec). */
export const slug = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[a-zA-Z0-9]+(?:-[a-zA-Z0-9]+)*$/);

/** An organization id: the official spec's `EntityId` (letters, digits, `_` and `-`). */
export const ENTITY_ID = /^[a-zA-Z0-9_-]+$/;
export const entityId = z.string().regex(ENTITY_ID);

/** Icon names (`book`, `gear`): at most 50 characters. */
export const icon = z.string().min(1).max(50);

/** Condition expressions: at most 1024 characters (official `Expression`). */
export const condition = z.string().max(1024);

/** Site section and site space paths (official `SiteSectionPath`, `SiteSpacePath`). */
export const sitePath = text(1, 100);

/** Key of a team, SAML provider, space or site: it becomes part of addresses. */
export const key = z
  .string()
  .max(100)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/);

/** Space languages (official `TranslationLanguage`; the seed says "not shown"). */
export const LANGUAGES = [
  'en',
  'fr',
  'de',
  'es',
  'it',
  'pt',
  'pt-br',
  'ru',
  'ja',
  'zh',
  'zh-tw',
  'yue',
  'ko',
  'ar',
  'hi',
  'nl',
  'pl',
  'tr',
  'sv',
  'no',
  'da',
  'fi',
  'el',
  'cs',
  'hu',
  'ro',
  'th',
  'vi',
  'id',
  'ms',
  'he',
  'uk',
  'sk',
  'bg',
  'hr',
  'lt',
  'lv',
  'et',
  'sl',
] as const;
export const language = z.enum(LANGUAGES);
