import { z } from 'zod';
import { configSchema } from './schema.js';

export const SCHEMA_ID = 'https://docform.dev/schemas/docform.schema.json';

/**
 * The JSON Schema of the YAML format, generated from the zod schema (its single
 * source) for editors (`# yaml-language-server: $schema=...`) and checked in as
 * schemas/docform.schema.json by `docform schema --write`.
 */
export function configJsonSchema(): Record<string, unknown> {
  const generated = z.toJSONSchema(configSchema, { target: 'draft-2020-12', io: 'input' });
  const { $schema, ...rest } = generated;
  return { $schema, $id: SCHEMA_ID, title: 'docform configuration', ...rest };
}

/** The checked-in text: stable key order, two-space indent, final newline. */
export function renderJsonSchema(): string {
  return `${JSON.stringify(configJsonSchema(), null, 2)}\n`;
}
