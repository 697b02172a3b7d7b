import { CLIENT_DEFAULTS } from '../api/defaults.js';
import { isConflict } from '../api/errors/http-error.js';
import { OutcomeUnknownError } from '../api/errors/outcome-unknown-error.js';
import { DocformError } from '../model/errors.js';
import type { HandlerContext } from './handler.js';
import { oldest } from './older-first.js';
import type { Made } from './older-first.js';

export type { Made } from './older-first.js';

/**
 * Creates sent at most for one change, when each outcome was unknown and nothing was found:
 * as many as the client's attempts at a request safe to repeat, since a create sent again
 * only after a read found nothing is as safe as such a retry.
 */
export const CREATE_SENDS = CLIENT_DEFAULTS.maxAttempts;

/**
 * When a create's write may still land after its answer (a gateway timeout, a client
 * timeout), the collection is read again this long after the failure, in ms: at once,
 * then 0.5, 1.5, 3.5 and 7.5 s after it. Only then is the create sent again. Other
 * unknown outcomes (a reset connection, a 500 or 502: the server is done with the
 * request) are read once, at once.
 */
export const LATE_WRITE_READS_MS = [0, 500, 1500, 3500, 7500] as const;

/** True for the client's "the request may or may not have happened" error. */
export function isOutcomeUnknown(error: unknown): boolean {
  return error instanceof Error && error.name === 'OutcomeUnknownError';
}

/** The calls that make one object, and find it again by its natural key. */
export interface CreateSteps<T extends Made> {
  readonly create: () => Promise<T>;
  /**
   * The collection `find` reads, as the key of its shared re-read (`ctx.reread`): a
   * create in flight there holds the next read back, so that they share it.
   */
  readonly collection?: string;
  /**
   * Every live object that holds the new object's natural key: one list request, or a
   * share of one through `ctx.reread(collection, ...)`.
   */
  readonly find: () => Promise<readonly T[]>;
  /**
   * Deletes an object this apply created. Absent where the API itself refuses a second
   * object with the key (an OpenAPI slug, a space linked twice in one section): the
   * second create is a 409 then, and no re-read follows a create.
   */
  readonly remove?: (id: string) => Promise<void>;
}

/**
 * Creates an object and makes sure it is the only one with its natural key:
 * - after the create, the collection is read again; if an older object holds the key
 *   (another apply of the same config made it first), the new one is deleted and the
 *   older one taken, so that racing applies agree on one survivor (`deduplicated`). The
 *   read may be shared with other creates of the collection (`collection`, `ctx.reread`),
 *   never one that started before this create was answered; once answered, a create
 *   whose read is shared says so (`ctx.rereading`) and gives up its slot while it waits,
 *   so that the next sibling's create, or another change, may go meanwhile;
 * - a create refused with 409 because the key is taken adopts the holder;
 * - when the outcome is unknown, the collection is read again, over 7.5 s when the
 *   write may land late, and the object found is adopted; the create is sent again
 *   only when nothing holds the key by then (`adopted`).
 * Returns the object that holds the key.
 */
export async function createOrAdopt<T extends Made>(
  ctx: HandlerContext,
  given: CreateSteps<T>,
): Promise<T> {
  // an object that held the key when the plan was made is another declaration's
  const steps: CreateSteps<T> =
    ctx.taken.size === 0
      ? given
      : { ...given, find: async () => (await given.find()).filter((o) => !ctx.taken.has(o.id)) };
  let last: unknown;
  for (let send = 0; send < CREATE_SENDS; send += 1) {
    let made: T;
    const answered = steps.collection === undefined ? noop : ctx.creating(steps.collection);
    try {
      made = await steps.create();
    } catch (error) {
      answered();
      if (isConflict(error)) return adoptHolder(ctx, steps, error);
      if (!isOutcomeUnknown(error)) throw error;
      last = error;
      const found = await readAgain(ctx, steps, lateWrite(error));
      if (found !== undefined) {
        ctx.adopted(found.id, 'outcome-unknown');
        return found;
      }
      continue;
    }
    answered();
    if (steps.remove === undefined) return made;
    // waiting for a shared re-read: the next sibling, or another change, may go meanwhile;
    // this change's children wait for it
    if (steps.collection !== undefined) ctx.rereading();
    return keepOldest(ctx, made, steps.find, steps.remove);
  }
  throw new DocformError(
    `gave up after ${CREATE_SENDS} creates with unknown outcome and no object found: ${(last as Error).message}`,
  );
}

/** The oldest holder of the key wins; the object this apply made goes if it is not that. */
async function keepOldest<T extends Made>(
  ctx: HandlerContext,
  made: T,
  find: () => Promise<readonly T[]>,
  remove: (id: string) => Promise<void>,
): Promise<T> {
  const holders = await find();
  // a list may lag behind the create: the new object competes even when not listed yet
  const all = holders.some((h) => h.id === made.id) ? holders : [...holders, made];
  const keep = oldest(all) ?? made;
  if (keep.id === made.id) return holders.find((h) => h.id === made.id) ?? made;
  await remove(made.id);
  ctx.deduplicated(keep.id, made.id);
  return keep;
}

async function readAgain<T extends Made>(
  ctx: HandlerContext,
  steps: CreateSteps<T>,
  late: boolean,
): Promise<T | undefined> {
  let waited = 0;
  for (const at of late ? LATE_WRITE_READS_MS : [0]) {
    if (at > waited) await ctx.sleep(at - waited);
    waited = at;
    const found = oldest(await steps.find());
    if (found !== undefined) return found;
  }
  return undefined;
}

async function adoptHolder<T extends Made>(
  ctx: HandlerContext,
  steps: CreateSteps<T>,
  conflict: unknown,
): Promise<T> {
  const holder = oldest(await steps.find());
  if (holder === undefined) throw conflict;
  ctx.adopted(holder.id, 'taken');
  return holder;
}

function noop(): void {}

function lateWrite(error: unknown): boolean {
  return error instanceof OutcomeUnknownError ? error.lateWrite : true;
}
