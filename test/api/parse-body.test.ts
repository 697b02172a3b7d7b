import { describe, expect, it } from 'vitest';
import { ResponseShapeError } from '../../src/api/errors/response-shape-error.js';
import { parseBody } from '../../src/api/resources/parse.js';
import { siteSpaceSchema } from '../../src/api/resources/structure-wire.js';

describe('parseBody', () => {
  it('returns a valid answer as it came, unknown fields and key order kept', () => {
    const body = { space: { id: 's', title: 'kept' }, path: 'p', id: 'ss', more: [1] };
    expect(parseBody(siteSpaceSchema, body, 'GET', '/x')).toBe(body);
  });

  it('names every problem of an invalid answer (zod checks what the fast path refuses)', () => {
    const bad = { id: 1, path: 'p', space: {} };
    expect(() => parseBody(siteSpaceSchema, bad, 'GET', '/x')).toThrow(ResponseShapeError);
    expect(() => parseBody(siteSpaceSchema, bad, 'GET', '/x')).toThrow(/id: .*space\.id: /s);
  });
});
