import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError } from './api-error.js';
import { MAX_JSON_DEPTH, nestedDeeperThan } from './json-depth.js';

/** Request bodies above this size are refused with 413 before parsing. */
export const MAX_BODY_BYTES = 5 * 1024 * 1024;

/**
 * The raw body, or an ApiError 413 when it is larger than MAX_BODY_BYTES. An oversized
 * body is still read to its end (and dropped), so the answer reaches a client that is
 * still sending, and its keep-alive connection stays usable for the next request.
 */
export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size <= MAX_BODY_BYTES) chunks.push(buffer);
  }
  if (size > MAX_BODY_BYTES) throw new ApiError(413, 'Request body is too large');
  return Buffer.concat(chunks);
}

/**
 * The JSON value of a body; an empty body is undefined, malformed JSON a 400, and so is
 * a value nested deeper than MAX_JSON_DEPTH (json-depth.ts).
 */
export function parseJsonBody(raw: Buffer): unknown {
  const text = raw.toString('utf8');
  if (text.trim() === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, 'Invalid JSON in request body');
  }
  if (nestedDeeperThan(value)) {
    throw new ApiError(400, `Request body is nested deeper than ${MAX_JSON_DEPTH} levels`);
  }
  return value;
}

/** The official error body `{"error":{"code":N,"message":"..."}}` (the `Error` schema). */
export function errorBody(status: number, message: string): unknown {
  return { error: { code: status, message } };
}

/** A body already serialized, sent as it is (serve-v1.ts fixes a reply when it is decided). */
export class JsonText {
  constructor(readonly text: string) {}
}

/** Writes a reply; 204 and 205 never carry a body (RFC 9110 15.3.5/15.3.6). */
export function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Readonly<Record<string, string>> = {},
): void {
  if (res.headersSent || res.destroyed) return;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (status === 204 || status === 205 || body === undefined) {
    res.statusCode = status;
    if (status === 205) res.setHeader('Content-Length', '0');
    res.end();
    return;
  }
  const text = body instanceof JsonText ? body.text : JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', String(Buffer.byteLength(text)));
  res.end(text);
}

export function sendError(
  res: ServerResponse,
  status: number,
  message: string,
  headers: Readonly<Record<string, string>> = {},
): void {
  send(res, status, errorBody(status, message), headers);
}

/** Waits without blocking the event loop; other requests keep being served meanwhile. */
export function delay(ms: number): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve) => setTimeout(resolve, ms));
}
