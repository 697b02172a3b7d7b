import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError } from './api-error.js';
import type { EmulatorCore } from './emulator-core.js';
import { parseFaultConfig } from './faults.js';
import { parseJsonBody, readBody, send, sendError } from './http-io.js';
import { parseWorld } from './world-schema.js';

/**
 * The test and admin endpoints outside `/v1` (docs/emulator.md, "Admin endpoints"): no
 * auth (the emulator listens on loopback), no journal entry, no faults or rate limit.
 */
export async function serveAdmin(
  core: EmulatorCore,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  const method = req.method ?? 'GET';
  try {
    const raw = await readBody(req);
    const route = `${method} ${url.pathname.replace(/\/+$/, '')}`;
    switch (route) {
      case 'GET /_emulator/journal':
        return send(res, 200, core.journal.list());
      case 'DELETE /_emulator/journal':
        core.journal.clear();
        return send(res, 204, undefined);
      case 'GET /_emulator/state':
        return send(res, 200, core.world);
      case 'PUT /_emulator/state':
        await core.commit(parseWorld(parseJsonBody(raw)));
        return send(res, 204, undefined);
      case 'GET /_emulator/faults':
        return send(res, 200, core.faults.config());
      case 'PUT /_emulator/faults':
        core.faults.configure(parseFaultConfig(parseJsonBody(raw) ?? {}));
        return send(res, 204, undefined);
      default:
        return sendError(res, 404, `No admin endpoint ${method} ${url.pathname}`);
    }
  } catch (error) {
    if (error instanceof ApiError) return sendError(res, error.status, error.message);
    return sendError(res, 500, 'Internal emulator error');
  }
}
