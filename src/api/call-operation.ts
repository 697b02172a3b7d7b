import type { OfficialInput, OperationId, PathParams } from './operations.js';
import { OPERATIONS, operationPath } from './operations.js';
import type { SeedOnly } from './seed-only-fields.js';
import type { ApiRequester, ApiResponse } from './types.js';

/** The body of a write: the official request type, plus the seed-only fields it may carry. */
export type RequestBody<K extends OperationId> = OfficialInput<K> & SeedOnly<K>;

/** The query of a read (the official query parameters). */
export type RequestQuery<K extends OperationId> = OfficialInput<K>;

/**
 * Sends one official operation: the path from its template, the method from the table,
 * and a create (`creates`) marked not safe to repeat, so the client never re-sends it
 * blindly and reports an unknown outcome instead (src/apply/adopt.ts).
 */
export async function callOperation<K extends OperationId>(
  client: ApiRequester,
  op: K,
  params: PathParams<K>,
  body?: RequestBody<K>,
): Promise<ApiResponse> {
  const spec: { method: ApiResponseMethod; creates?: true } = OPERATIONS[op];
  return client.request({
    method: spec.method,
    path: operationPath(op, params),
    ...(body === undefined ? {} : { body }),
    idempotent: spec.creates !== true,
  });
}

type ApiResponseMethod = (typeof OPERATIONS)[OperationId]['method'];
