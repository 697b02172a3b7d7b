import { expect } from 'vitest';
import { documentedStatuses, responseValidator } from '../../support/official-schema.js';

/** What the official client returns: the fetch Response plus the parsed `data`. */
export interface ClientResponse {
  readonly status: number;
  readonly data: unknown;
}

/**
 * Checks each answer against the official spec and counts the distinct operations
 * exercised (at least 40, every one validated).
 */
export class OperationRecorder {
  readonly #seen = new Set<string>();

  /**
   * The response has the expected status, the spec documents that status for the
   * operation, and its body validates against the operation's response schema.
   */
  check(operationId: string, response: ClientResponse, status: number): void {
    expect(response.status, `${operationId} status`).toBe(status);
    expect(
      documentedStatuses(operationId),
      `statuses the spec documents for ${operationId}`,
    ).toContain(status);
    this.checkBody(operationId, status, response.data);
    this.#seen.add(operationId);
  }

  /** Validates a body received outside the client (plain fetch, error bodies). */
  checkBody(operationId: string, status: number, body: unknown): void {
    const validate = responseValidator(operationId, status);
    if (!validate) return;
    if (validate(body)) return;
    const problems = (validate.errors ?? [])
      .slice(0, 8)
      .map((e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`);
    expect(problems.length ? problems : ['invalid'], `${operationId} ${status} body`).toEqual([]);
  }

  get operations(): readonly string[] {
    return [...this.#seen].sort();
  }
}
