import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderJsonSchema } from '../../src/config/json-schema.js';
import {
  DEFAULT_ADMIN_GRANT_THRESHOLD,
  DEFAULT_DELETE_THRESHOLD,
  DEFAULT_INVITE_THRESHOLD,
  DEFAULT_UPDATE_THRESHOLD,
} from '../../src/config/policy-defaults.js';

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

  it('describes each threshold with the default normalize fills in', () => {
    const text = renderJsonSchema();
    for (const [key, d] of [
      ['deleteThreshold', DEFAULT_DELETE_THRESHOLD],
      ['updateThreshold', DEFAULT_UPDATE_THRESHOLD],
    ] as const) {
      const at = text.indexOf(`"${key}": {`);
      expect(at, key).toBeGreaterThan(0);
      const description = /"description": "([^"]*)"/.exec(text.slice(at))?.[1];
      expect(description).toContain(`(default: count ${d.count}, percent ${d.percent})`);
    }
    for (const [key, d] of [
      ['inviteThreshold', DEFAULT_INVITE_THRESHOLD],
      ['adminGrantThreshold', DEFAULT_ADMIN_GRANT_THRESHOLD],
    ] as const) {
      const at = text.indexOf(`"${key}": {`);
      expect(at, key).toBeGreaterThan(0);
      const description = /"description": "([^"]*)"/.exec(text.slice(at))?.[1];
      expect(description).toContain(`(default: count ${d.count})`);
    }
  });
});
