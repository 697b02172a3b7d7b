import { DocformError } from '../model/errors.js';
import type { HandlerContext } from './handler.js';

const ATTEMPTS = 3;

/** True for the client's "the request may or may not have happened" error (issue 3). */
export function isOutcomeUnknown(error: unknown): boolean {
  return error instanceof Error && error.name === 'OutcomeUnknownError';
}

/**
 * Creates an object; when the outcome is unknown (timeout, reset after the write),
 * re-reads the parent collection and adopts the object found by its natural key,
 * and only re-sends the create when it is not there: never a duplicate (issue 6).
 */
export async function createOrAdopt(
  ctx: HandlerContext,
  create: () => Promise<string>,
  find: () => Promise<string | undefined>,
): Promise<string> {
  let last: unknown;
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    try {
      return await create();
    } catch (error) {
      if (!isOutcomeUnknown(error)) throw error;
      last = error;
      const found = await find();
      if (found !== undefined) {
        ctx.adopted(found);
        return found;
      }
    }
  }
  throw new DocformError(
    `gave up after ${ATTEMPTS} creates with unknown outcome and no object found: ${(last as Error).message}`,
  );
}

/**
 * True when a created section or site space is already its parent's default (the API
 * makes the first one the default): setting `default: true` again would be a write
 * that changes nothing.
 */
export function isDefaultIn(body: unknown): boolean {
  return (body as { default?: unknown } | undefined)?.default === true;
}

/** The `id` of an API object in a response body. */
export function idIn(body: unknown): string {
  const id = (body as { id?: unknown } | undefined)?.id;
  if (typeof id !== 'string') throw new DocformError('the API answered a create without an id');
  return id;
}
