import type SQLite from 'better-sqlite3';
import { CompiledQuery, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler } from 'kysely';
import type { DatabaseConnection, Dialect, Driver, Kysely, QueryResult } from 'kysely';
import type { WriterClient } from './writer-client';

/**
 * Kysely over the store's SQLite file with two connections: reads outside a transaction run here, on the event
 * loop's own read-only connection (WAL readers never wait for the writer); every write and every transaction runs
 * on the writer thread (writer-client.ts), one at a time, answered once on disk. Services see one database.
 */
export class RoutingSqliteDialect implements Dialect {
  constructor(
    private readonly reader: SQLite.Database,
    private readonly writer: WriterClient,
  ) {}

  createAdapter() {
    return new SqliteAdapter();
  }

  createDriver(): Driver {
    return new RoutingDriver(this.reader, this.writer);
  }

  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }

  createIntrospector(db: Kysely<unknown>) {
    return new SqliteIntrospector(db);
  }
}

class RoutingDriver implements Driver {
  private readonly reads: ReadStatements;

  constructor(
    private readonly reader: SQLite.Database,
    private readonly writer: WriterClient,
  ) {
    this.reads = new ReadStatements(reader);
  }

  async init() {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new RoutingConnection(this.reads, this.writer);
  }

  async beginTransaction(connection: DatabaseConnection) {
    const routed = connection as RoutingConnection;
    const tx = this.writer.transactionId();
    await this.writer.begin(tx);
    routed.transaction = tx;
  }

  async commitTransaction(connection: DatabaseConnection) {
    const routed = connection as RoutingConnection;
    const tx = routed.transaction;
    routed.transaction = null;
    if (tx !== null) await this.writer.commit(tx);
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    const routed = connection as RoutingConnection;
    const tx = routed.transaction;
    routed.transaction = null;
    if (tx !== null) await this.writer.rollback(tx);
  }

  async savepoint(connection: DatabaseConnection, name: string) {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quote(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string) {
    await connection.executeQuery(CompiledQuery.raw(`rollback to ${quote(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string) {
    await connection.executeQuery(CompiledQuery.raw(`release ${quote(name)}`));
  }

  async releaseConnection() {}

  async destroy() {
    await this.writer.close();
    this.reader.close();
  }
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The read connection's prepared statements by their SQL; SQL that writes (or cannot be prepared here) is noted. */
class ReadStatements {
  private readonly statements = new Map<string, SQLite.Statement>();
  private readonly writes = new Set<string>();

  constructor(private readonly reader: SQLite.Database) {}

  /** The statement to run here, or null when it must go to the writer. */
  find(sql: string): SQLite.Statement | null {
    const known = this.statements.get(sql);
    if (known) return known;
    if (this.writes.has(sql)) return null;
    let statement: SQLite.Statement;
    try {
      statement = this.reader.prepare(sql);
    } catch {
      // A table a migration is about to create, say: the writer prepares it (and reports a real error).
      return null;
    }
    if (!statement.readonly) {
      if (this.writes.size > 2_000) this.writes.clear();
      this.writes.add(sql);
      return null;
    }
    if (this.statements.size >= 1_000) this.statements.delete(this.statements.keys().next().value as string);
    this.statements.set(sql, statement);
    return statement;
  }
}

class RoutingConnection implements DatabaseConnection {
  /** The writer's transaction this connection is in, or null. */
  transaction: number | null = null;

  constructor(
    private readonly reads: ReadStatements,
    private readonly writer: WriterClient,
  ) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const { sql, parameters } = compiledQuery;
    const local = this.transaction === null ? this.reads.find(sql) : null;
    if (local) {
      if (local.reader) return { rows: local.all(parameters) as R[] };
      local.run(parameters);
      return { rows: [] };
    }
    const result = await this.writer.query(sql, parameters, this.transaction ?? undefined);
    return {
      rows: result.rows as R[],
      ...(result.changes !== undefined && { numAffectedRows: BigInt(result.changes) }),
      ...(result.lastInsertRowid !== undefined && { insertId: BigInt(result.lastInsertRowid) }),
    };
  }

  async *streamQuery<R>(compiledQuery: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    const local = this.transaction === null ? this.reads.find(compiledQuery.sql) : null;
    if (!local?.reader) throw new Error('Only reads outside a transaction can be streamed');
    for (const row of local.iterate(compiledQuery.parameters)) yield { rows: [row as R] };
  }
}
