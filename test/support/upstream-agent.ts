import { Agent } from 'node:http';

/**
 * Keep-alive timing of the project's proxies (recording, hostile, official gateway),
 * chosen so that the side that reuses an idle connection always drops it first:
 * a connection reused just as the other side closes it fails the request ("other side
 * closed", a reset), and on a loaded machine timers fire late enough to make that race
 * common when both sides wait the same time (Node's default agent and server both wait
 * 5 s).
 *
 * - The proxies forward with this agent, which drops an idle connection after 1 s, well
 *   before the servers behind them (the emulator: 5 s; another proxy: PROXY_KEEP_ALIVE_MS).
 * - The proxies keep an idle client connection for PROXY_KEEP_ALIVE_MS, far longer than
 *   a test's client keeps one it does not use.
 */
export const UPSTREAM_AGENT = new Agent({ keepAlive: true, timeout: 1000 });

export const PROXY_KEEP_ALIVE_MS = 30_000;
