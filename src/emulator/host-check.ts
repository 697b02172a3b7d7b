import { isIP } from 'node:net';

/**
 * The `Host` values a request may carry, or undefined when any is accepted. An emulator
 * listening on loopback answers only requests addressed to it by a loopback name
 * (`127.0.0.1:PORT`, `localhost:PORT`, `[::1]:PORT`, or the listen address itself): a web
 * page that rebinds its own DNS name to 127.0.0.1 sends its own name as `Host`, and so
 * cannot reach the unauthenticated `/_emulator/*` endpoints (DNS rebinding). Listening
 * beyond loopback (`--host 0.0.0.0`, a LAN address) is a choice to be reached by names
 * the emulator cannot know, so then every `Host` is accepted (docs/emulator.md).
 */
export function allowedHosts(listenHost: string, port: number): ReadonlySet<string> | undefined {
  if (!isLoopback(listenHost)) return undefined;
  const listen = isIP(listenHost) === 6 ? `[${listenHost}]` : listenHost;
  const names = new Set(['127.0.0.1', 'localhost', '[::1]', listen.toLowerCase()]);
  const hosts = new Set<string>();
  for (const name of names) {
    hosts.add(`${name}:${port}`);
    // A client may leave out the default port of http.
    if (port === 80) hosts.add(name);
  }
  return hosts;
}

/** Whether a request's `Host` header is one the emulator answers. */
export function hostAllowed(allowed: ReadonlySet<string> | undefined, host: unknown): boolean {
  if (allowed === undefined) return true;
  return typeof host === 'string' && allowed.has(host.toLowerCase());
}

function isLoopback(host: string): boolean {
  const name = host.toLowerCase();
  return (
    name === 'localhost' ||
    name === '::1' ||
    name === '0:0:0:0:0:0:0:1' ||
    (isIP(name) === 4 && name.startsWith('127.'))
  );
}
