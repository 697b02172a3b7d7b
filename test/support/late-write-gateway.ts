import type { HostileProxy, ProxiedRequest } from './hostile-proxy.js';
import { pathOf, startHostileProxy } from './hostile-proxy.js';

export interface LateWriteGateway extends HostileProxy {
  /** The delayed writes, each settled once the emulator has answered it. */
  readonly landed: Promise<number>[];
}

export interface LateWrite {
  /** `METHOD /v1/path` of the write to delay, e.g. `PUT /v1/orgs/org_acme/teams`. */
  readonly write: string;
  /** The gateway's answer: 504 (Gateway Timeout), or 524 (Cloudflare's "a timeout occurred"). */
  readonly status: number;
}

/**
 * A gateway of the project's own in front of the emulator that gives up on a write too
 * early, as real ones do: the first request matching each `writes` entry is answered
 * with its gateway timeout at once, and forwarded to the emulator `delayMs` later (1.5 s
 * by default), where it is applied. Everything else passes through.
 */
export async function startLateWriteGateway(
  target: string,
  writes: readonly LateWrite[],
  delayMs = 1500,
): Promise<LateWriteGateway> {
  const landed: Promise<number>[] = [];
  const pending = new Map(writes.map((w) => [w.write, w.status]));
  const proxy = await startHostileProxy(target, (req: ProxiedRequest, res, upstream) => {
    const key = `${req.method} ${pathOf(req)}`;
    const status = pending.get(key);
    if (status === undefined) return false;
    pending.delete(key);
    res.writeHead(status, { 'content-type': 'text/html' });
    res.end(`<html><body><h1>${status} Gateway Timeout</h1></body></html>`);
    landed.push(
      new Promise<number>((resolve, reject) => {
        setTimeout(() => {
          upstream().then((answer) => resolve(answer.status), reject);
        }, delayMs);
      }),
    );
    return true;
  });
  return { ...proxy, landed };
}
