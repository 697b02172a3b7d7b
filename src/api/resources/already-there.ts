import { isConflict } from '../errors/http-error.js';

/**
 * The official moves answer 409 to a move that changes nothing: the item is already
 * where it was sent, as after a move re-sent once its first answer was lost. Done.
 */
export async function alreadyThere(move: Promise<unknown>): Promise<void> {
  try {
    await move;
  } catch (error) {
    if (!isConflict(error)) throw error;
  }
}
