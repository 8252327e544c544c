/**
 * Whether a write failed because a number does not fit its column (PostgreSQL's 22003), or a sum overflowed 64 bits
 * (SQLite): a figure no store reaches, but one a request can ask for, refused rather than a server error.
 */
export function isValueOutOfRange(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === '22003' || (code === 'SQLITE_ERROR' && message === 'integer overflow');
}
