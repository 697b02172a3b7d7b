import * as z from 'zod';
import type { FieldDoc } from '../model/fields/field-doc.js';
import type { FieldTable } from '../model/fields/field-row.js';
import { rowsOf } from '../model/fields/field-row.js';
import { FIELD_TABLES } from '../model/fields/tables.js';
import { RESOURCE_KINDS, type ResourceKind } from '../model/kinds.js';

/**
 * The rows of a kind's field table in docs/config.md, from the kind's table: each
 * field's type is read from its YAML schema through zod's JSON Schema conversion, the
 * one the editors' schemas/docform.schema.json is made by.
 */
export function fieldDocs(table: FieldTable): FieldDoc[] {
  return rowsOf(table).map(([name, row]) => ({
    name: row.yamlKey ?? name,
    type: describeType(z.toJSONSchema(row.yaml, { io: 'input', unrepresentable: 'any' })),
    required: row.required === true,
    removable: row.removable === true,
    doc: row.doc,
  }));
}

/** The docs' rows of every kind, from its table (`FIELD_TABLES`), by kind. */
export function fieldDocsByKind(): { readonly [K in ResourceKind]: FieldDoc[] } {
  return Object.fromEntries(
    RESOURCE_KINDS.map((kind) => [kind, fieldDocs(FIELD_TABLES[kind])]),
  ) as { readonly [K in ResourceKind]: FieldDoc[] };
}

type JsonSchema = Readonly<Record<string, unknown>>;

/**
 * A JSON Schema as a reader of the docs wants its type: literal values in code spans
 * (`` `public`, `unlisted` ``), a string or number with its bounds and pattern, a list
 * of its items, alternatives joined by "or", null last.
 */
export function describeType(schema: JsonSchema): string {
  const variants = alternatives(schema);
  const literals = variants.flatMap(literalsOf);
  const others = variants.filter((v) => literalsOf(v).length === 0 && v.type !== 'null');
  const parts = [
    ...(literals.length > 0 ? [literals.map(code).join(', ')] : []),
    ...others.map(describeOne),
  ];
  if (variants.some((v) => v.type === 'null')) parts.push('null');
  if (parts.length === 0) return 'any value';
  return parts.length === 1
    ? (parts[0] ?? '')
    : `${parts.slice(0, -1).join(', ')} or ${parts.at(-1)}`;
}

/**
 * The alternatives of a union (`anyOf`, `oneOf`, or a list of types such as
 * `["string", "null"]`, zod's form of a nullable scalar), nested ones flattened.
 */
function alternatives(schema: JsonSchema): JsonSchema[] {
  const union = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(union)) return (union as JsonSchema[]).flatMap(alternatives);
  if (Array.isArray(schema.type)) return schema.type.map((type: unknown) => ({ ...schema, type }));
  return [schema];
}

/** The values an `enum` or `const` allows; none for any other schema. */
function literalsOf(schema: JsonSchema): unknown[] {
  if (Array.isArray(schema.enum)) return schema.enum as unknown[];
  return 'const' in schema ? [schema.const] : [];
}

function code(value: unknown): string {
  return `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;
}

function describeOne(schema: JsonSchema): string {
  switch (schema.type) {
    case 'string':
      // a URL (model/schema/fields.ts `url`) says so, its scheme pattern in the word
      if (schema.format === 'uri')
        return withBounds('http(s) URL', undefined, schema.maxLength, undefined);
      // a string's length is at least 0 anyway: a minimum of 0 says nothing
      return withBounds('string', schema.minLength || undefined, schema.maxLength, schema.pattern);
    case 'number':
    case 'integer':
      return withBounds(schema.type, schema.minimum, schema.maximum, undefined);
    case 'boolean':
      return 'boolean';
    case 'array':
      return `list of ${typeof schema.items === 'object' && schema.items !== null ? describeType(schema.items as JsonSchema) : 'values'}`;
    case 'object':
      return 'object';
    default:
      return 'any value';
  }
}

function withBounds(type: string, min: unknown, max: unknown, pattern: unknown): string {
  const low = typeof min === 'number' ? min : undefined;
  const high = typeof max === 'number' ? max : undefined;
  const bounds =
    low !== undefined && high !== undefined
      ? `${low}-${high}`
      : high !== undefined
        ? `at most ${high}`
        : low !== undefined
          ? `at least ${low}`
          : undefined;
  return [type, bounds, typeof pattern === 'string' ? `matching ${code(pattern)}` : undefined]
    .filter((part) => part !== undefined)
    .join(', ');
}
