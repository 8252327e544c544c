/**
 * Whether a write failed on a primary key or unique index: another transaction (on another server sharing the
 * database) wrote the same row first. PostgreSQL says 23505; better-sqlite3 names the constraint kind.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
