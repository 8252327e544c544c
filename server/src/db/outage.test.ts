import { describe, expect, it } from 'vitest';
import { isDatabaseOutage, isStorageOutage } from './outage';

const failure = (fields: { code?: string; message?: string; cause?: unknown }) =>
  Object.assign(new Error(fields.message ?? 'failed', fields.cause ? { cause: fields.cause } : undefined), {
    ...(fields.code && { code: fields.code }),
  });

describe('isDatabaseOutage', () => {
  it.each([
    ['PostgreSQL shut down by its administrator (a restart)', { code: '57P01' }],
    ['PostgreSQL crashed', { code: '57P02' }],
    ['PostgreSQL starting up', { code: '57P03' }],
    ['a statement timeout (a frozen or overloaded server)', { code: '57014' }],
    ['a connection failure', { code: '08006' }],
    ['its disk full', { code: '53100' }],
    ['too many connections', { code: '53300' }],
    ['a standby after a failover', { code: '25006' }],
    ['refused on its port', { code: 'ECONNREFUSED' }],
    ['a dropped line', { code: 'ECONNRESET' }],
    ['a host that does not answer', { code: 'ETIMEDOUT' }],
    ['node-postgres: the server went away', { message: 'Connection terminated unexpectedly' }],
    ['node-postgres: no connection in time', { message: 'timeout exceeded when trying to connect' }],
    ['node-postgres: no answer in time', { message: 'Query read timeout' }],
    // A new connection's handshake past connectionTimeoutMillis (a frozen server accepts, then says nothing).
    ['node-postgres: no handshake in time', { message: 'timeout expired' }],
    ['SQLite: the disk full', { code: 'SQLITE_FULL' }],
    ['SQLite: the folder read-only', { code: 'SQLITE_READONLY' }],
    ['SQLite: an I/O error underneath', { code: 'SQLITE_IOERR_WRITE' }],
    ['SQLite: locked past the busy timeout', { code: 'SQLITE_BUSY' }],
    ['SQLite: the writer thread gone', { message: 'The database writer stopped' }],
    ['wrapped by a service', { message: 'Saving failed', cause: failure({ code: 'ECONNREFUSED' }) }],
  ])('is an outage: %s', (_, fields) => {
    expect(isDatabaseOutage(failure(fields))).toBe(true);
  });

  it.each([
    ['a unique violation', { code: '23505' }],
    ['a serialization failure (run again, not an outage)', { code: '40001' }],
    ['a syntax error', { code: '42601' }],
    ['a wrong password (said at once, not waited out)', { code: '28P01' }],
    ['SQLite: a constraint', { code: 'SQLITE_CONSTRAINT_UNIQUE' }],
    ['a plain error', {}],
  ])('is not: %s', (_, fields) => {
    expect(isDatabaseOutage(failure(fields))).toBe(false);
  });

  it('tells a disk that cannot be written from a server that cannot be reached', () => {
    expect(isStorageOutage(failure({ code: 'SQLITE_FULL' }))).toBe(true);
    expect(isStorageOutage(failure({ code: 'SQLITE_READONLY_DBMOVED' }))).toBe(true);
    expect(isStorageOutage(failure({ code: '53100' }))).toBe(true);
    expect(isStorageOutage(failure({ code: '57P01' }))).toBe(false);
    expect(isStorageOutage(failure({ code: 'ECONNREFUSED' }))).toBe(false);
  });
});
