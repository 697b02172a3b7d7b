/**
 * An error answered to the client with the official error body
 * `{"error":{"code":N,"message":"..."}}` (official spec, 1.3). Handlers throw it; the
 * server turns it into the response.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string): ApiError => new ApiError(400, message);
export const notFound = (message: string): ApiError => new ApiError(404, message);
export const forbidden = (message: string): ApiError => new ApiError(403, message);
export const conflict = (message: string): ApiError => new ApiError(409, message);
