import { DocformError } from '../../model/errors.js';

/**
 * An id that cannot be one of the API's (src/api/path-segment.ts): `..`, a slash, a `?`,
 * a `%`, a control. Put in a path, it would address another object (`teams/..` is the
 * teams' parent to anything that normalizes paths), so nothing is sent with it.
 */
export class UnsafeIdError extends DocformError {
  override readonly name = 'UnsafeIdError';

  constructor(
    /** What holds the id: `the team "Engineering" read from the API`, or a path parameter. */
    readonly subject: string,
    readonly id: string,
    readonly pattern: string,
  ) {
    super(
      `${subject} has the id ${JSON.stringify(id)}, which is not an id of the API (the official pattern ${pattern}): no request is sent with it`,
    );
  }
}
