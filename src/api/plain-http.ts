import { InsecureHttpError } from './errors/insecure-http-error.js';

/**
 * True for a host of this machine: `localhost`, 127.0.0.0/8 and `::1`. The URL parser
 * has already normalized the host (`2130706433` is `127.0.0.1`, `[0:0::1]` is `[::1]`).
 */
export function isLoopback(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (host === 'localhost' || host === '[::1]') return true;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/**
 * Refuses an `http:` base URL whose host is not loopback, unless `allowed`: the token
 * would cross the network in clear, readable by anyone on the path. Only the origin is
 * named: a URL's user info may hold credentials.
 */
export function checkPlainHttp(base: URL, allowed: boolean): void {
  if (base.protocol !== 'http:' || allowed || isLoopback(base.hostname)) return;
  throw new InsecureHttpError(base.origin);
}
