import { describe, expect, it } from 'vitest';
import { errorForStatus } from '../../src/api/errors/error-for-status.js';
import {
  isConflict,
  isNotFound,
  isUnauthorized,
  unlessForbidden,
} from '../../src/api/errors/http-error.js';
import { NetworkError } from '../../src/api/errors/network-error.js';

const answer = (status: number): unknown =>
  errorForStatus(status, 'GET', 'http://127.0.0.1/v1/orgs/o', { error: { message: 'no' } });

describe('status guards on API errors', () => {
  it('each guard answers for its own status only', () => {
    expect([404, 409, 401, 429, 500].map((s) => isNotFound(answer(s)))).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
    expect([404, 409, 401].map((s) => isConflict(answer(s)))).toEqual([false, true, false]);
    expect([404, 409, 401].map((s) => isUnauthorized(answer(s)))).toEqual([false, false, true]);
  });

  it('an error without an answer, or anything else, has no status', () => {
    const network = new NetworkError('GET', 'http://127.0.0.1/v1/orgs/o', 'ECONNRESET', true);
    for (const value of [network, new Error('404'), { status: 404 }, undefined, 404]) {
      expect(isNotFound(value)).toBe(false);
    }
  });

  it('a read refused with 403 answers undefined; another refusal is thrown', async () => {
    expect(await unlessForbidden(() => Promise.resolve(['docs']))).toEqual(['docs']);
    expect(await unlessForbidden(() => Promise.reject(answer(403)))).toBeUndefined();
    for (const status of [401, 404, 500]) {
      const error = answer(status);
      await expect(unlessForbidden(() => Promise.reject(error))).rejects.toBe(error);
    }
  });
});
