import { ApiError } from './api-error.js';

/** The API answered with an error status; `apiMessage` is its `error.message`. */
export class HttpError extends ApiError {
  override readonly name: string = 'HttpError';

  constructor(
    readonly status: number,
    method: string,
    url: string,
    readonly apiMessage: string | undefined,
    options?: { cause?: unknown },
  ) {
    super(method, url, `HTTP ${status}${apiMessage ? `: ${apiMessage}` : ''}`, options);
  }
}

/** `error` is the API's answer with `status`: the one test of a status on an error. */
function hasStatus(error: unknown, status: number): error is HttpError {
  return error instanceof HttpError && error.status === status;
}

/** 404: the object (or the organization, or the route) does not exist. */
export function isNotFound(error: unknown): error is HttpError {
  return hasStatus(error, 404);
}

/** 409: the request conflicts with the object's state (a name or slug already taken). */
export function isConflict(error: unknown): error is HttpError {
  return hasStatus(error, 409);
}

/** 403: the token's user may not do this (a role the call needs). */
export function isForbidden(error: unknown): error is HttpError {
  return hasStatus(error, 403);
}

/**
 * What `read` answers, or undefined when the API refuses it with 403: a feature whose
 * answer it gives to an admin only (it holds keys), which a plan with a read-only token
 * then says it could not compare, instead of failing. Any other error is thrown.
 */
export async function unlessForbidden<T>(read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read();
  } catch (error) {
    if (isForbidden(error)) return undefined;
    throw error;
  }
}

/** 401: the token was refused. */
export function isUnauthorized(error: unknown): error is HttpError {
  return hasStatus(error, 401);
}
