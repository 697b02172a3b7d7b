import type { ApiClient } from '../api/client.js';
import type { Change } from '../model/plan.js';

/** What a handler needs to send its calls. */
export interface HandlerContext {
  readonly client: ApiClient;
  readonly organization: string;
  /** Reports that a create with an unknown outcome found and took its object. */
  readonly adopted: (id: string) => void;
}

/**
 * The API calls of one resource kind, one function per action (STYLE rule 9: a table
 * of handlers, not an if chain). Changes arrive with every IdRef resolved to an id.
 * `replace` is delete then create, composed by the applier.
 */
export interface KindHandler {
  /** Returns the new object's id. */
  readonly create?: (change: Change, ctx: HandlerContext) => Promise<string>;
  readonly update?: (change: Change, ctx: HandlerContext) => Promise<void>;
  readonly move?: (change: Change, ctx: HandlerContext) => Promise<void>;
  readonly delete?: (change: Change, ctx: HandlerContext) => Promise<void>;
}
