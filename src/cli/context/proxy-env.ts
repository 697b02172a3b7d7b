import type { ProxySettings } from '../../api/connection.js';
import { DocformError } from '../../model/errors.js';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The proxies of the environment, as curl and undici read them: `https_proxy` /
 * `HTTPS_PROXY`, `http_proxy` / `HTTP_PROXY`, `no_proxy` / `NO_PROXY`, the lower-case
 * form first. A proxy without a scheme (`proxy.corp:3128`) is an http one. A value that
 * is no http(s) URL is an error naming the variable, never its value (it may hold a
 * password).
 */
export function proxyFromEnv(env: Env): ProxySettings {
  const httpProxy = proxyUrl(env, 'HTTP_PROXY');
  const httpsProxy = proxyUrl(env, 'HTTPS_PROXY');
  const noProxy = read(env, 'NO_PROXY');
  return {
    ...(httpProxy === undefined ? {} : { httpProxy }),
    ...(httpsProxy === undefined ? {} : { httpsProxy }),
    ...(noProxy === undefined ? {} : { noProxy }),
  };
}

function read(env: Env, name: string): string | undefined {
  for (const value of [env[name.toLowerCase()], env[name]]) {
    if (value !== undefined && value.trim() !== '') return value.trim();
  }
  return undefined;
}

function proxyUrl(env: Env, name: string): string | undefined {
  const raw = read(env, name);
  if (raw === undefined) return undefined;
  const text = raw.includes('://') ? raw : `http://${raw}`;
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  if (url === undefined || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new DocformError(
      `${name} (or ${name.toLowerCase()}) is not a proxy docform can use: give http://HOST:PORT or https://HOST:PORT`,
    );
  }
  return text;
}
