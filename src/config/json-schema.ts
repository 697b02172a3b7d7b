import * as z from 'zod';
import { configSchema } from './schema.js';

export const SCHEMA_ID = 'https://docform.dev/schemas/docform.schema.json';

/**
 * The JSON Schema of the YAML format, generated from the zod schema (its single
 * source) for editors (`# yaml-language-server: $schema=...`) and checked in as
 * schemas/docform.schema.json by `docform schema --write`.
 */
export function configJsonSchema(): Record<string, unknown> {
  const generated = z.toJSONSchema(configSchema, { target: 'draft-2020-12', io: 'input' });
  const { $schema, ...rest } = generated as Record<string, unknown>;
  const out: Record<string, unknown> = { $schema, $id: SCHEMA_ID, title: 'docform configuration' };
  for (const [key, value] of Object.entries(rest)) {
    if (key === 'properties') {
      out.properties = { ...(value as object), environments: ENVIRONMENTS_JSON_SCHEMA };
    } else if (key === 'required') {
      out.required = (value as string[]).filter((k) => k !== 'organization');
      // one organization, or environments that each name theirs (src/config/environments.ts)
      out.oneOf = [{ required: ['organization'] }, { required: ['environments'] }];
    } else out[key] = value;
  }
  return out;
}

/**
 * `environments:` is read before the schema (src/config/environments.ts), which sees the
 * single-organization form: its JSON Schema is written here, for editors.
 */
const ENVIRONMENTS_JSON_SCHEMA = {
  description: 'name -> organization, vars and overrides; choose one with --env',
  type: 'object',
  propertyNames: { pattern: '^[A-Za-z0-9][A-Za-z0-9_-]*$', not: { const: 'all' } },
  additionalProperties: {
    type: 'object',
    additionalProperties: false,
    required: ['organization'],
    properties: {
      organization: { type: 'string', minLength: 1, description: 'id of the organization' },
      vars: {
        type: 'object',
        description: 'read by ${var:NAME} anywhere in the config',
        propertyNames: { pattern: '^[A-Za-z_][A-Za-z0-9_]*$' },
      },
      overrides: {
        type: 'object',
        description: 'deep-merged over the config for this environment; lists replace',
      },
    },
  },
};

/** The checked-in text: stable key order, two-space indent, final newline. */
export function renderJsonSchema(): string {
  return `${JSON.stringify(configJsonSchema(), null, 2)}\n`;
}
