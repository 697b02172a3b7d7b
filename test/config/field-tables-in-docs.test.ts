import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { describeType, fieldDocs, fieldDocsByKind } from '../../src/config/field-docs.js';
import { field } from '../../src/model/fields/field-row.js';
import { FIELD_TABLES } from '../../src/model/fields/tables.js';
import { renderFieldTable, withFieldTables } from '../../src/report/field-tables.js';

const PAGE = resolve(import.meta.dirname, '../../docs/config.md');

describe('the field tables of docs/config.md', () => {
  it('are what the kinds’ tables generate (run `npm run docs:fields` when this fails)', () => {
    const text = readFileSync(PAGE, 'utf8');
    const update = withFieldTables(text, fieldDocsByKind());
    expect(update.missing, 'kinds with a table and no <!-- fields:KIND --> block').toEqual([]);
    expect(update.unknown, 'blocks naming no kind with a table').toEqual([]);
    expect(text).toBe(update.text);
  });

  it('have a row for every row of every kind, with its doc', () => {
    const text = readFileSync(PAGE, 'utf8');
    for (const [kind, table] of Object.entries(FIELD_TABLES)) {
      const block = text.split(`<!-- fields:${kind} -->`)[1]?.split(`<!-- /fields:${kind} -->`)[0];
      for (const [name, row] of Object.entries(table ?? {})) {
        expect(block, `${kind}.${name}`).toContain(`| \`${row.yamlKey ?? name}\``);
        expect(block, `${kind}.${name}`).toContain(row.doc);
      }
    }
  });
});

describe('a field table generated from rows', () => {
  const table = {
    title: field<string>()({
      doc: 'the title',
      yaml: z.string().min(2).max(128),
      required: true,
      via: 'patch',
    }),
    mode: field<string>()({ doc: 'the mode', yaml: z.enum(['a', 'b']), via: 'patch' }),
    proxy: field<string | null>()({
      doc: 'a proxy; null removes it',
      yaml: z.string().max(512).regex(/^x|y$/),
      removable: true,
      via: 'patch',
    }),
  };

  it('reads each type from the row’s schema, and renders a padded table', () => {
    expect(renderFieldTable(fieldDocs(table))).toBe(
      [
        '| Field   | Type                                   | Required | `null` removes | Notes                    |',
        '| ------- | -------------------------------------- | -------- | -------------- | ------------------------ |',
        '| `title` | string, 2-128                          | yes      |                | the title                |',
        '| `mode`  | `a`, `b`                               |          |                | the mode                 |',
        '| `proxy` | string, at most 512, matching `^x\\|y$` |          | yes            | a proxy; null removes it |',
      ].join('\n'),
    );
  });

  it('describes unions, literals, lists and objects compactly', () => {
    const of = (schema: z.ZodType) => describeType(z.toJSONSchema(schema, { io: 'input' }));
    expect(of(z.union([z.enum(['admin', 'read']), z.literal('inherit'), z.null()]))).toBe(
      '`admin`, `read`, `inherit` or null',
    );
    expect(of(z.boolean())).toBe('boolean');
    expect(of(z.array(z.string().min(1)))).toBe('list of string, at least 1');
    expect(of(z.object({ a: z.string() }))).toBe('object');
    expect(of(z.number().int().min(0).max(10))).toBe('integer, 0-10');
    expect(of(z.string().nullable())).toBe('string or null');
  });

  it('replaces only what lies between the markers, and names blocks and kinds that do not fit', () => {
    const page = [
      'Prose before.',
      '<!-- fields:site -->',
      '| stale |',
      '<!-- /fields:site -->',
      'Prose after.',
      '<!-- fields:nothing -->',
      '<!-- /fields:nothing -->',
    ].join('\n');
    const update = withFieldTables(page, { site: fieldDocs(table), team: [] });
    expect(update.text).toBe(
      [
        'Prose before.',
        '<!-- fields:site -->',
        '',
        renderFieldTable(fieldDocs(table)),
        '',
        '<!-- /fields:site -->',
        'Prose after.',
        '<!-- fields:nothing -->',
        '<!-- /fields:nothing -->',
      ].join('\n'),
    );
    expect(update.missing).toEqual(['team']);
    expect(update.unknown).toEqual(['nothing']);
  });
});
