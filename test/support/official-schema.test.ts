import { describe, expect, it } from 'vitest';
import { documentedStatuses, errorBodyValidator, responseValidator } from './official-schema.js';

/** The validators the conformance and bad-request suites rely on must be able to fail. */
describe('official schema validators', () => {
  it('accept the official error body and reject others', () => {
    expect(errorBodyValidator({ error: { code: 400, message: 'Field "title" is required' } })).toBe(
      true,
    );
    expect(errorBodyValidator({ error: { code: '400', message: 'x' } })).toBe(false);
    expect(errorBodyValidator({ message: 'x' })).toBe(false);
  });

  it('pin the error code of named error responses', () => {
    const notFound = responseValidator('getSiteById', 404);
    expect(notFound?.({ error: { code: 404, message: 'No matching site found' } })).toBe(true);
    expect(notFound?.({ error: { code: 400, message: 'No matching site found' } })).toBe(false);
  });

  it('reject a Site missing required fields and formats', () => {
    const validate = responseValidator('getSiteById', 200);
    expect(validate?.({ object: 'site', id: 'site_1' })).toBe(false);
    expect(validate?.errors?.some((e) => e.keyword === 'required')).toBe(true);
  });

  it('know which statuses carry no body', () => {
    expect(documentedStatuses('deleteSiteById').sort()).toEqual([204, 205]);
    expect(responseValidator('deleteSiteById', 205)).toBeNull();
    expect(() => responseValidator('deleteSiteById', 200)).toThrow(/documents no 200/);
  });
});
