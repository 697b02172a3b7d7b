import type { Address } from '../model/address.js';
import type { Change } from '../model/plan.js';

/** The HTTP calls handlers make, paths below `/v1` (src/apply/api-port.ts adapts the client). */
export interface ApiPort {
  /** A write; resolves to the response body (undefined when there is none). */
  send(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<unknown>;
  /** Every item of a paginated list. */
  list(path: string, query?: Readonly<Record<string, string>>): Promise<unknown[]>;
}

/** What a handler needs to send its calls. */
export interface HandlerContext {
  readonly api: ApiPort;
  readonly organization: string;
  /** The live id of an object: planned, created earlier in this run, or known to the caller. */
  readonly idOf: (address: Address) => string | undefined;
  /**
   * Records the id of an object a call created as a side effect (a section's first site
   * space), and whether the API made it the default already.
   */
  readonly claim: (address: Address, id: string, isDefault: boolean) => void;
  /** True when a claimed object was already the default when it was created. */
  readonly claimedDefault: (address: Address) => boolean;
  /** Reports that a create with an unknown outcome found and took its object. */
  readonly adopted: (id: string) => void;
  /** The creates of this plan, for handlers that make children together with their parent. */
  readonly plannedCreates: readonly Change[];
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
