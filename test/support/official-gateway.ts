import type { ServerResponse } from 'node:http';
import type { HostileProxy, ProxiedRequest, UpstreamAnswer } from './hostile-proxy.js';
import { answerJson, forward, pathOf, startHostileProxy } from './hostile-proxy.js';
import {
  findOperation,
  requestSchemaPointer,
  responseSchemaPointer,
} from './official-operations.js';
import type { OfficialOperation } from './official-operations.js';
import { pruneToSchema } from './prune-to-schema.js';

/**
 * The field the gateway adds to every closed object of an answer, as a newer version of
 * the API adds fields: a reader must ignore what it does not know.
 */
export const NEWER_FIELD: readonly [string, unknown] = [
  'newerField',
  { addedBy: 'a newer API version' },
];

export interface OfficialGateway extends HostileProxy {
  /** `operationId: path` of each answer field the gateway removed, e.g. `getSiteById: agentsContext`. */
  readonly dropped: Set<string>;
  /** `operationId: path` of each request field it removed before forwarding. */
  readonly stripped: Set<string>;
  /** `METHOD path` of each request answered 404 as no operation of the official spec. */
  readonly refused: string[];
}

/**
 * A gateway of the project's own in front of the emulator that answers only as the
 * official OpenAPI document (`@gitbook/api`'s openapi.json) allows, as api.gitbook.com
 * would: the emulator gives more than the official contract promises (the seed's
 * fields, every field it stores), and a client that converges only on the emulator
 * would not converge on the real API.
 *
 * - A request below `/v1` that is no operation of the document (path template and
 *   method) is answered 404 with the official error body, and never forwarded.
 * - A JSON request body is cut to the operation's request schema: fields the official
 *   API does not take are dropped before the emulator sees them, as the real API
 *   ignores them.
 * - A JSON answer is cut to the operation's response schema for its status, and every
 *   closed object of it gains `NEWER_FIELD`.
 *
 * The admin endpoints of the emulator (`/_emulator/*`) pass through untouched, so a test
 * resets state and reads the journal through the gateway's address.
 */
export async function startOfficialGateway(target: string): Promise<OfficialGateway> {
  const origin = new URL(target);
  const dropped = new Set<string>();
  const stripped = new Set<string>();
  const refused: string[] = [];
  const proxy = await startHostileProxy(target, async (req, res) => {
    if (req.url.startsWith('/_emulator/')) return false;
    const path = pathOf(req).replace(/^\/v1(?=\/)/, '');
    const op = req.url.startsWith('/v1/') ? findOperation(req.method, path) : 'not below /v1';
    if (typeof op === 'string') {
      refused.push(`${req.method} ${path}`);
      answerJson(res, 404, { error: { code: 404, message: `Not found: ${op}` } });
      return true;
    }
    const sent = withBody(
      req,
      cutRequest(req, op, (p) => stripped.add(`${op.id}: ${p}`)),
    );
    const answer = await forward(origin, sent);
    answerCut(res, answer, op, (p) => dropped.add(`${op.id}: ${p}`));
    return true;
  });
  return { ...proxy, dropped, stripped, refused };
}

function cutRequest(
  req: ProxiedRequest,
  op: OfficialOperation,
  onDrop: (path: string) => void,
): Buffer {
  const body = parseJson(req.body);
  if (body === undefined || !op.hasBody) return req.body;
  const cut = pruneToSchema(body, requestSchemaPointer(op), { onDrop });
  return Buffer.from(JSON.stringify(cut));
}

function withBody(req: ProxiedRequest, body: Buffer): ProxiedRequest {
  if (body === req.body) return req;
  return { ...req, body, headers: { ...req.headers, 'content-length': String(body.length) } };
}

function answerCut(
  res: ServerResponse,
  answer: UpstreamAnswer,
  op: OfficialOperation,
  onDrop: (path: string) => void,
): void {
  const pointer = responseSchemaPointer(op, answer.status);
  const body = parseJson(answer.body);
  const headers = { ...answer.headers };
  delete headers['transfer-encoding'];
  if (pointer === undefined || body === undefined) {
    res.writeHead(answer.status, headers);
    res.end(answer.body);
    return;
  }
  const text = JSON.stringify(pruneToSchema(body, pointer, { addField: NEWER_FIELD, onDrop }));
  res.writeHead(answer.status, { ...headers, 'content-length': String(Buffer.byteLength(text)) });
  res.end(text);
}

function parseJson(raw: Buffer): unknown {
  if (raw.length === 0) return undefined;
  try {
    return JSON.parse(raw.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}
