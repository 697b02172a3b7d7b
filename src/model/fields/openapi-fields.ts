import * as z from 'zod';
import { OPENAPI_VISIBILITIES, type Open, type OpenApiVisibility } from '../enumerations.js';
import { openapiVisibility, slug, url } from '../schema/fields.js';
import type { ContentValue } from '../content.js';
import type { MaybeSecret } from '../secret.js';
import { field, type FieldTable } from './field-row.js';

/**
 * The calls that send an OpenAPI spec's fields (src/apply/handlers/openapi.ts):
 * `createOpenApiSpec` alone for the slug, the upsert PUT (`createOrUpdateOpenApiSpecBySlug`)
 * for the source, and `updateOpenApiSpecBySlug` for the visibility.
 */
export type OpenApiVia = 'create' | 'source' | 'visibility';

/** A spec's source: a URL, text written in the config, or a file's text with its path. */
export type OpenApiSource =
  | { readonly url: MaybeSecret }
  | { readonly text: MaybeSecret }
  | { readonly file: string; readonly text: string };

const sourceSchema = z.union([
  url,
  z.strictObject({ url }),
  z.strictObject({ text: z.string().min(1).describe('the spec itself, inline') }),
  z.strictObject({
    file: z.string().min(1).describe('a spec file, relative to the config file naming it'),
  }),
]);

/**
 * An OpenAPI spec's fields (seed, "OpenAPI specifications"; official `createOpenApiSpec`),
 * in docs/config.md's order. The slug is the key under `openapi:`.
 */
export const OPENAPI_FIELDS = {
  slug: field<string>()({
    doc: 'the key under `openapi:`: the spec slug, set when the spec is created',
    yaml: slug,
    required: true,
    configKey: true,
    wire: { schema: z.string(), required: true },
    via: 'create',
    inCreate: true,
    exported: false,
  }),
  // planned as its URL, or its text as a content compared by digest (src/plan/kinds/openapi-kind.ts)
  source: field<
    OpenApiSource,
    never,
    { readonly url: MaybeSecret } | ContentValue,
    { readonly url: string } | ContentValue
  >()({
    doc: 'a URL (`{url}` too), `{text}` inline or `{file}`: a text is compared by sha256 with the latest version',
    yaml: sourceSchema,
    required: true,
    // read by the kind: the live spec's `sourceURL`, or its latest version's text
    compare: 'content',
    via: 'source',
    inCreate: true,
    // a content is its text on the wire: the official `{text}`; else `{url}`
    send: (value) => (typeof value === 'string' ? { text: value } : value),
    exported: false,
  }),
  visibility: field<OpenApiVisibility, Open<OpenApiVisibility>>()({
    doc: 'who can read the spec',
    yaml: openapiVisibility,
    wire: { schema: z.string() },
    via: 'visibility',
    known: OPENAPI_VISIBILITIES,
    platformDefaults: ['private'],
  }),
} as const satisfies FieldTable<OpenApiVia>;
