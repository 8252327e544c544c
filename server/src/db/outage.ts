/**
 * Whether an error says the database itself is away (stopped, restarting, unreachable, frozen, out of space or
 * turned read-only) rather than that the request was wrong: such a request is worth sending again later, and is
 * answered 503, not 500. Errors wrapped by a service (`cause`) are looked through.
 */
export function isDatabaseOutage(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (isOutageItself(current)) return true;
    current = typeof current === 'object' ? (current as { cause?: unknown }).cause : undefined;
  }
  return false;
}

// PostgreSQL's SQLSTATEs for a server that cannot serve: class 08 (connection exception), 53 (insufficient
// resources: disk full, out of memory, too many connections), 57P01–57P05 (shut down by an administrator, a crash,
// starting up, idle session ended), 57014 (a statement timeout: the server froze or is overloaded), 25006 (a
// read-only transaction: a standby promoted or not yet, after a failover).
const postgresStates = /^(08...|53...|57P0[1-5]|57014|25006)$/;

// Node's socket errors on the way to the database.
const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
  'EAI_AGAIN',
  'ENOTFOUND',
]);

// node-postgres says these in words, with no code.
const postgresClientMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  // A new connection's handshake that took past connectionTimeoutMillis (pg's Client.connect).
  'timeout expired',
  'Query read timeout',
  'is not queryable',
  'Connection ended',
];

// SQLite's, as better-sqlite3 names them: a full disk, a file or folder that turned read-only or went away, an I/O
// error underneath, a lock held past the busy timeout; and the writer thread gone.
const sqliteCodes = /^SQLITE_(FULL|READONLY|IOERR|CANTOPEN|BUSY|PROTOCOL|NOLFS)/;

function isOutageItself(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (postgresStates.test(code) || socketCodes.has(code) || sqliteCodes.test(code)) return true;
  }
  if (typeof message !== 'string') return false;
  return postgresClientMessages.some((text) => message.includes(text)) || message === 'The database writer stopped';
}

/** Whether the outage is the disk's (full, read-only, failing) rather than a database server's. */
export function isStorageOutage(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (sqliteCodes.test(code) || code === '53100')) return true;
    current = typeof current === 'object' ? (current as { cause?: unknown }).cause : undefined;
  }
  return false;
}
