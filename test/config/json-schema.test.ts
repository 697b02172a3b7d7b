import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderJsonSchema } from '../../src/config/json-schema.js';

const CHECKED_IN = resolve(import.meta.dirname, '../../schemas/docform.schema.json');

describe('schemas/docform.schema.json', () => {
  it('is what the zod schema generates (run `npm run build && npm run schemas` when this fails)', () => {
    expect(readFileSync(CHECKED_IN, 'utf8')).toBe(renderJsonSchema());
  });

  it('declares draft 2020-12 and refuses unknown keys at the top level', () => {
    const schema = JSON.parse(renderJsonSchema()) as Record<string, unknown>;
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.additionalProperties).toBe(false);
    expect(schema.required).toEqual(['version']);
    // an organization, or environments that each name theirs
    expect(schema.oneOf).toEqual([{ required: ['organization'] }, { required: ['environments'] }]);
  });
});
