import { describe, expect, it } from 'vitest';
import { NetworkError } from '../../../src/api/errors/network-error.js';
import { explainWrongApiUrl } from '../../../src/cli/context/wrong-api-url.js';

/**
 * A host that does not resolve names itself and the setting that gave the address (the
 * end-to-end test covers a refused port; an unknown host would need the machine's DNS).
 */
describe('an API host that is not found', () => {
  const unknown = (detail?: string) =>
    new NetworkError('GET', 'https://api.gitbok.invalid/v1/user', 'ENOTFOUND', false, {
      ...(detail === undefined ? {} : { detail }),
    });

  it('names the host, and the flag or the variable that gave it', () => {
    const byFlag = explainWrongApiUrl(unknown(), { apiUrl: 'https://api.gitbok.invalid', env: {} });
    expect((byFlag as Error).message).toBe(
      'GET https://api.gitbok.invalid/v1/user: network error (ENOTFOUND): api.gitbok.invalid is not a host this machine finds; check --api-url',
    );
    const byEnv = explainWrongApiUrl(unknown(), {
      env: { DOCFORM_API_URL: 'https://api.gitbok.invalid' },
    });
    expect((byEnv as Error).message).toMatch(/check DOCFORM_API_URL$/);
  });

  it('leaves a proxy that was not reached as it is: the API address is not in question', () => {
    const proxy = unknown('the proxy proxy.corp:3128 (HTTPS_PROXY) could not be reached');
    expect(explainWrongApiUrl(proxy, { apiUrl: 'https://api.gitbook.com', env: {} })).toBe(proxy);
  });
});
