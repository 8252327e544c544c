import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Migration, MigrationProvider, SqliteDatabase, Transaction } from 'kysely';
import * as initial from './migrations/001-initial';
import * as productSearch from './migrations/002-product-search';
import * as businessDays from './migrations/003-business-days';
import * as reportSchedules from './migrations/004-report-schedules';
import * as tillsAndShifts from './migrations/005-tills-and-shifts';
import * as auditLog from './migrations/006-audit-log';
import * as stores from './migrations/007-stores';
import * as replicaChanges from './migrations/008-replica-changes';
import * as numberBlocks from './migrations/009-number-blocks';
import * as tendersAndTaxes from './migrations/010-tenders-and-taxes';
import * as giftCardsAndStoreCredit from './migrations/011-gift-cards-and-store-credit';
import * as managerOverrides from './migrations/012-manager-overrides';
import * as returnsWithoutReceipt from './migrations/013-returns-without-receipt';
import * as soldByWeight from './migrations/014-sold-by-weight';
import * as purchasingAndStockTakes from './migrations/015-purchasing-and-stock-takes';
import * as productVariants from './migrations/016-product-variants';
import * as planRunner from './migrations/017-plan-runner';
import * as sharedState from './migrations/018-shared-state';
import * as replicaNumberedByReaders from './migrations/019-replica-numbered-by-readers';
import * as planStatementsPrepared from './migrations/020-plan-statements-prepared';
import * as promotions from './migrations/021-promotions';
import * as promotionRulesOnOrders from './migrations/022-promotion-rules-on-orders';
import * as heldOfflineActions from './migrations/023-held-offline-actions';
import * as refundTendersStored from './migrations/024-refund-tenders-stored';
import * as databaseEpoch from './migrations/025-database-epoch';
import * as parkedCouponCodes from './migrations/026-parked-coupon-codes';
import * as financeRollups from './migrations/027-finance-rollups';
import * as categoryActivity from './migrations/028-category-activity';
import * as demoMark from './migrations/029-demo-mark';
import * as weightsInProductUnits from './migrations/030-weights-in-product-units';
import * as storeContact from './migrations/031-store-contact';
import * as staffEmailOptional from './migrations/032-staff-email-optional';
import * as replicaNumberingAnySize from './migrations/033-replica-numbering-any-size';
import * as runningTotalsBigint from './migrations/034-running-totals-bigint';
import * as thresholdsWithTax from './migrations/035-thresholds-with-tax';
import * as replicaNumberedInOrder from './migrations/036-replica-numbered-in-order';
import * as tradeAccounts from './migrations/037-trade-accounts';
import * as quotes from './migrations/038-quotes';
import * as layaways from './migrations/039-layaways';
import * as specialOrders from './migrations/040-special-orders';
import * as apiKeys from './migrations/041-api-keys';
import * as webhooks from './migrations/042-webhooks';
import * as mail from './migrations/043-mail';
import * as receiptLink from './migrations/044-receipt-link';
import * as localeAndCurrency from './migrations/045-locale-and-currency';
import type { Database } from './schema';
import { notePostgresUrl } from './change-bus';
import { healthOf } from './database-health';
import { apiTimeouts, maintenanceTimeouts, openPostgresPool } from './postgres-pool';
import type { PostgresTimeouts } from './postgres-pool';
import { RoutingSqliteDialect } from './sqlite-writer/routing-dialect';
import { WriterClient } from './sqlite-writer/writer-client';

export type Db = Kysely<Database>;
/** The database or a transaction on it: what a write that may join a caller's transaction takes. */
export type Executor = Db | Transaction<Database>;

const migrations: Record<string, Migration> = {
  '001-initial': initial,
  '002-product-search': productSearch,
  '003-business-days': businessDays,
  '004-report-schedules': reportSchedules,
  '005-tills-and-shifts': tillsAndShifts,
  '006-audit-log': auditLog,
  '007-stores': stores,
  '008-replica-changes': replicaChanges,
  '009-number-blocks': numberBlocks,
  '010-tenders-and-taxes': tendersAndTaxes,
  '011-gift-cards-and-store-credit': giftCardsAndStoreCredit,
  '012-manager-overrides': managerOverrides,
  '013-returns-without-receipt': returnsWithoutReceipt,
  '014-sold-by-weight': soldByWeight,
  '015-purchasing-and-stock-takes': purchasingAndStockTakes,
  '016-product-variants': productVariants,
  '017-plan-runner': planRunner,
  '018-shared-state': sharedState,
  '019-replica-numbered-by-readers': replicaNumberedByReaders,
  '020-plan-statements-prepared': planStatementsPrepared,
  '021-promotions': promotions,
  '022-promotion-rules-on-orders': promotionRulesOnOrders,
  '023-held-offline-actions': heldOfflineActions,
  '024-refund-tenders-stored': refundTendersStored,
  '025-database-epoch': databaseEpoch,
  '026-parked-coupon-codes': parkedCouponCodes,
  '027-finance-rollups': financeRollups,
  '028-category-activity': categoryActivity,
  '029-demo-mark': demoMark,
  '030-weights-in-product-units': weightsInProductUnits,
  '031-store-contact': storeContact,
  '032-staff-email-optional': staffEmailOptional,
  '033-replica-numbering-any-size': replicaNumberingAnySize,
  '034-running-totals-bigint': runningTotalsBigint,
  '035-thresholds-with-tax': thresholdsWithTax,
  '036-replica-numbered-in-order': replicaNumberedInOrder,
  '037-trade-accounts': tradeAccounts,
  '038-quotes': quotes,
  '039-layaways': layaways,
  '040-special-orders': specialOrders,
  '041-api-keys': apiKeys,
  '042-webhooks': webhooks,
  '043-mail': mail,
  '044-receipt-link': receiptLink,
  '045-locale-and-currency': localeAndCurrency,
};

/** Every migration this version knows, oldest first: a backup from a newer version has others. */
export const migrationNames = Object.keys(migrations);

/** The store's SQLite file in its data folder. */
export const databaseFile = (dataDir: string) => path.join(dataDir, 'tillwise.db');

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Opens (creating when missing) the store's SQLite file under dataDir: reads on this thread's own connection,
 * writes on the writer thread's (sqlite-writer/), each answered once it is on disk, so a sale answered survives a
 * power cut. WAL lets readers run beside the writer. `:memory:` (a scratch database) keeps one plain connection.
 */
export function openDatabase(dataDir: string | ':memory:'): Db {
  if (dataDir === ':memory:') {
    const sqlite = new SQLite(':memory:');
    sqlite.pragma('foreign_keys = ON');
    return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const file = databaseFile(dataDir);
  const reader = new SQLite(file);
  reader.pragma('journal_mode = WAL');
  reader.pragma('busy_timeout = 5000');
  reader.pragma('query_only = ON');
  const writer = new WriterClient(file);
  const db = new Kysely<Database>({ dialect: new RoutingSqliteDialect(reader, writer) });
  sqliteWriters.set(db, writer);
  return db;
}

const sqliteWriters = new WeakMap<Db, WriterClient>();

/** The writer thread of a SQLite file, which runs plans many to a commit; none for PostgreSQL or :memory:. */
export function sqliteWriterOf(db: Db): WriterClient | null {
  return sqliteWriters.get(db) ?? null;
}

// Counts and sums of cents come back from PostgreSQL as bigint and numeric, which `pg` hands over as strings to
// keep their precision. A store's figures stay far below 2^53, so they are read as plain numbers, as SQLite gives.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

/**
 * Opens a PostgreSQL database (a chain's, or a test's) through a pool of connections, with the API's timeouts
 * unless told otherwise (maintenance work: migrations, rebuilds). A connection the database drops is heard by the
 * database's watch (database-health.ts), which then waits for it to come back.
 */
export function openPostgres(url: string, poolSize = 10, timeouts: PostgresTimeouts = apiTimeouts): Db {
  let db: Db | null = null;
  const pool = openPostgresPool(url, {
    max: poolSize,
    timeouts,
    onConnectionError: (error) => {
      if (db) healthOf(db).noteFailure(error);
    },
    outage: {
      isAway: () => db !== null && !healthOf(db).state.available,
      onceAway: (listener) => {
        if (!db) return () => undefined;
        const health = healthOf(db);
        health.once('lost', listener);
        return () => void health.off('lost', listener);
      },
    },
  });
  db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  notePostgresUrl(db, url);
  return db;
}

/**
 * The store's database: PostgreSQL when a DATABASE_URL is given, otherwise the SQLite file in the data folder.
 * `maintenance` opens it for long work, with no statement timeout.
 */
export function openStoreDatabase(
  config: { dataDir: string; databaseUrl?: string | null },
  use: 'api' | 'maintenance' = 'api',
): Db {
  if (!config.databaseUrl) return openDatabase(config.dataDir);
  return use === 'api' ? openPostgres(config.databaseUrl) : openPostgres(config.databaseUrl, 2, maintenanceTimeouts);
}

/**
 * Kysely asks SQLite to prepare every statement it runs; preparing costs about as much as running a small
 * statement. The same SQL text (values are bound separately) reuses its prepared statement instead.
 */
function withStatementCache(sqlite: SQLite.Database, limit = 500): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare: (sql: string) => {
      let statement = cache.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        if (cache.size >= limit) cache.delete(cache.keys().next().value as string);
        cache.set(sql, statement);
      }
      return statement;
    },
  };
}

/**
 * The migrator. A migration may be merged after one numbered above it (029 after 030 and 031): a store that ran the
 * release between has the higher ones already, and gets the lower one now rather than refusing to start.
 */
const migrator = (db: Db) => new Migrator({ db, provider, allowUnorderedMigrations: true });

/** Brings the schema to the newest version; fails loudly rather than serve a half-migrated store. */
export async function migrateToLatest(db: Db): Promise<void> {
  const { error, results } = await migrator(db).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}

/** The migrations this version knows that the database has not had yet: none when its schema is current. */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const migrations = await migrator(db).getMigrations();
  return migrations.filter((migration) => !migration.executedAt).map((migration) => migration.name);
}
