import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatConfigText } from '../../src/config/format-yaml.js';
import { configJsonSchema } from '../../src/config/json-schema.js';
import { CONFIG_ORDER, type KeyOrder } from '../../src/config/key-order.js';
import { configSchema } from '../../src/config/schema.js';
import { unionOptions, unwrap } from '../../src/config/schema-at.js';

type Segment = string | number;

/**
 * Every object of the schema (each branch of a union), with the path that reaches it;
 * groups nest, so the walk stops a few levels down.
 */
function schemaObjects(
  schema: z.ZodType,
  path: Segment[] = [],
): { path: Segment[]; keys: string[] }[] {
  const bare = unwrap(schema);
  if (path.length > 8) return [];
  const options = unionOptions(bare);
  if (options) return options.flatMap((option) => schemaObjects(option, path));
  if (bare instanceof z.ZodRecord)
    return schemaObjects(bare.valueType as z.ZodType, [...path, 'k']);
  if (bare instanceof z.ZodArray) return schemaObjects(bare.element as z.ZodType, [...path, 0]);
  if (!(bare instanceof z.ZodObject)) return [];
  const shape = bare.shape as Record<string, z.ZodType>;
  const keys = Object.keys(shape);
  return [{ path, keys }, ...keys.flatMap((key) => schemaObjects(shape[key]!, [...path, key]))];
}

/** The canonical order at `path`, the object there holding `keys`. */
function orderAt(path: readonly Segment[], keys: readonly string[]): KeyOrder {
  let order = CONFIG_ORDER;
  path.forEach((segment, i) => {
    // on the way, a structure item is a section unless the path goes into its `sections`
    const last = i === path.length - 1;
    const there = last ? keys : path[i + 1] === 'sections' && segment === 0 ? ['group'] : [];
    order = order.child(segment, there);
  });
  return order;
}

describe('the canonical key order (src/config/key-order.ts)', () => {
  const objects = schemaObjects(configSchema).filter(
    // a JSON Schema and the branding keep the order written; an object of one key needs no order
    (o) =>
      !o.path.includes('adaptiveSchema') && !o.path.includes('customization') && o.keys.length > 1,
  );

  it('finds the objects of the schema (the check can fail)', () => {
    expect(objects.length).toBeGreaterThan(12);
    expect(objects.map((o) => o.path.join('.'))).toContain('sites.k.sections.0.sections.0');
  });

  it('places every field of every object of the schema, and no other', () => {
    // `environments:` is read before the schema, which sees the single-organization form
    const top = Object.keys(configJsonSchema().properties as object);
    expect(top).toContain('environments');
    for (const { path, keys } of objects) {
      const expected = path.length === 0 ? top : keys;
      const order = orderAt(path, keys);
      expect([...order.keys].sort(), path.join('.') || '(top)').toEqual([...expected].sort());
    }
  });

  it('puts environments where organization would be, each with its organization first', () => {
    expect(CONFIG_ORDER.keys.slice(0, 4)).toEqual([
      'version',
      'organization',
      'environments',
      'settings',
    ]);
    const environments = (configJsonSchema().properties as Record<string, any>).environments; // eslint-disable-line @typescript-eslint/no-explicit-any
    const entry = CONFIG_ORDER.child('environments', []).child('staging', []);
    expect(entry.keys).toEqual(Object.keys(environments.additionalProperties.properties));
    expect(entry.child('overrides', [])).toBe(CONFIG_ORDER);
  });

  it('is the order fmt writes, environments and their overrides included', () => {
    const messy = [
      'sites:',
      '  portal: { visibility: public, title: Portal }',
      'environments:',
      '  staging:',
      '    overrides: { spaces: { guides: { editMode: locked, id: spc_stg } } }',
      '    organization: org_stg',
      'version: 1',
      '',
    ].join('\n');
    const tidy = [
      'version: 1',
      'environments:',
      '  staging:',
      '    organization: org_stg',
      '    overrides: { spaces: { guides: { id: spc_stg, editMode: locked } } }',
      'sites:',
      '  portal: { title: Portal, visibility: public }',
      '',
    ].join('\n');
    expect(formatConfigText(messy)).toEqual({ ok: true, text: tidy });
  });

  it('puts `previously` right after the fields that name an object, before its settings', () => {
    // `owned` goes with a space's `id` (an owned space pinned): identity, not a setting
    const naming = new Set(['title', 'label', 'group', 'link', 'space', 'key', 'id', 'owned']);
    const orders = objects
      .map(({ path, keys }) => ({ at: path.join('.'), keys: orderAt(path, keys).keys }))
      .filter(({ keys }) => keys.includes('previously'));
    expect(orders.map((o) => o.at)).toEqual(expect.arrayContaining(['teams.k', 'saml.k']));
    for (const { at, keys } of orders) {
      const before = keys.slice(0, keys.indexOf('previously'));
      expect(
        before.filter((key) => !naming.has(key)),
        at,
      ).toEqual([]);
    }
    const team =
      'teams:\n  eng:\n    members: [a@x.example]\n    previously: [Eng]\n    title: E\n';
    expect(formatConfigText(`version: 1\norganization: org_a\n${team}`)).toEqual({
      ok: true,
      text: 'version: 1\norganization: org_a\nteams:\n  eng:\n    title: E\n    previously: [Eng]\n    members: [a@x.example]\n',
    });
  });
});
