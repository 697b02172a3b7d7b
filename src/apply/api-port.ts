import type { ApiRequester } from '../api/types.js';
import type { ApiPort } from './handler.js';

/** Writes that are safe to send twice even though they are POSTs (issue 3: moves, publish). */
const REPEATABLE_POST = /\/(move|publish|unpublish)$|\/section-groups\/[^/]+\/sections$/;

/**
 * The handlers' view of the client. Creates (POST, and PUT on the teams collection)
 * are marked not idempotent, so the client never re-sends them blindly and reports
 * OutcomeUnknownError instead, which the handlers resolve by re-reading (adopt.ts).
 */
export function apiPort(client: ApiRequester): ApiPort {
  return {
    async send(method, path, body) {
      const creates =
        (method === 'POST' && !REPEATABLE_POST.test(path)) ||
        (method === 'PUT' && path.endsWith('/teams'));
      const response = await client.request({
        method,
        path,
        ...(body === undefined ? {} : { body }),
        idempotent: !creates,
      });
      return response.body;
    },
    async list(path, query) {
      const items: unknown[] = [];
      for await (const item of client.paginate<unknown>(path, { ...query })) items.push(item);
      return items;
    },
  };
}
