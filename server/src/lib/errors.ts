/** A failure a user can cause and fix; the error handler turns it into its HTTP status with `{ error, details }`. */
export class DomainError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 429,
    message: string,
    readonly details?: { path: string; message: string }[],
    /** Sent as Retry-After (a 429 says when to try again). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const badRequest = (message: string, details?: { path: string; message: string }[]) =>
  new DomainError(400, message, details);
export const unauthorized = (message = 'Sign in to continue') => new DomainError(401, message);
export const forbidden = (
  message = 'You do not have permission to do that',
  details?: { path: string; message: string }[],
) => new DomainError(403, message, details);
export const notFound = (message = 'Not Found') => new DomainError(404, message);
export const conflict = (message: string, details?: { path: string; message: string }[]) =>
  new DomainError(409, message, details);
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  new DomainError(429, message, undefined, retryAfterSeconds);
