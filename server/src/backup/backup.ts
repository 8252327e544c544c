import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { runningServerPid } from '../lib/pid-file';
import { databaseFile, migrationNames } from '../db/database';

/** A backup that cannot be taken or put back, with the reason a person can act on. */
export class BackupError extends Error {
  override name = 'BackupError';
}

export interface BackupSummary {
  file: string;
  sizeBytes: number;
  orders: number;
  refunds: number;
  /** The newest migration the backup's schema has. */
  schemaVersion: string;
}

const stamp = (now: Date) => now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

/** Where `npm run backup` writes by default: DATA_DIR/backups/tillwise-YYYYMMDD-HHMMSS.db. */
export const defaultBackupFile = (dataDir: string, now: Date) =>
  path.join(dataDir, 'backups', `tillwise-${stamp(now)}.db`);

/**
 * Copies the live database with SQLite's online backup: a consistent snapshot including what is still in the WAL,
 * taken while the server goes on writing. Checks the copy.
 */
export async function backupDatabase(sourceFile: string, destFile: string): Promise<BackupSummary> {
  if (!fs.existsSync(sourceFile)) throw new BackupError(`There is no database at ${sourceFile}`);
  if (fs.existsSync(destFile)) throw new BackupError(`${destFile} already exists; choose another file`);
  fs.mkdirSync(path.dirname(destFile), { recursive: true });
  await copyDatabase(sourceFile, destFile);
  return checkBackup(destFile);
}

// better-sqlite3 takes at most this many pages a step.
const everyPage = 0x7fffffff;

/**
 * One backup step copies every page inside one read transaction, which under WAL never holds up the server. In
 * smaller steps SQLite starts over whenever another connection commits between two of them; on a busy store with
 * a large database it never finishes. The copy gets a rollback journal, so it stays one file: opening it, even
 * read-only, leaves no -wal or -shm beside it.
 */
async function copyDatabase(sourceFile: string, destFile: string): Promise<void> {
  const source = new SQLite(sourceFile, { readonly: true, fileMustExist: true });
  try {
    await source.backup(destFile, { progress: () => everyPage });
  } finally {
    source.close();
  }
  const copy = new SQLite(destFile, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
}

/** Opens a backup read-only and makes sure it is a whole, readable Tillwise database this version can run. */
export function checkBackup(file: string): BackupSummary {
  if (!fs.existsSync(file)) throw new BackupError(`${file} does not exist`);
  let backup: SQLite.Database | null = null;
  try {
    backup = new SQLite(file, { readonly: true, fileMustExist: true });
    const integrity = backup.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new BackupError(`${file} is damaged: ${String(integrity)}`);
    const tables = new Set(
      (backup.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]).map(
        (row) => row.name,
      ),
    );
    if (!tables.has('kysely_migration') || !tables.has('orders')) {
      throw new BackupError(`${file} is not a Tillwise database`);
    }
    const applied = (backup.prepare('select name from kysely_migration order by name').all() as { name: string }[])
      .map((row) => row.name)
      .filter(Boolean);
    const unknown = applied.filter((name) => !migrationNames.includes(name));
    if (unknown.length > 0) {
      throw new BackupError(`${file} comes from a newer Tillwise (${unknown.join(', ')}); update Tillwise first`);
    }
    const count = (table: string) => (backup?.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
    return {
      file,
      sizeBytes: fs.statSync(file).size,
      orders: count('orders'),
      refunds: count('refunds'),
      schemaVersion: applied.at(-1) ?? 'none',
    };
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${file} is not a readable SQLite database (${(error as Error).message})`);
  } finally {
    backup?.close();
  }
}

/**
 * Gives a restored database an epoch of its own: tills holding a replica cursor of the database it replaces (or of
 * the one the backup was taken from) take a new snapshot. A backup from before epochs gets one from its migration
 * when the server starts.
 */
function beginNewEpoch(file: string, now: Date) {
  const restored = new SQLite(file, { fileMustExist: true });
  try {
    const hasEpoch = restored.prepare("select 1 from sqlite_master where type = 'table' and name = 'database_epoch'");
    if (hasEpoch.get() === undefined) return;
    restored.prepare('update database_epoch set epoch = ?, made_at = ?').run(randomUUID(), now.toISOString());
  } finally {
    restored.close();
  }
}

/**
 * Puts a checked backup in place of the store's database. Refuses while a server runs on the folder. The
 * database being replaced is first kept under backups/ (so a restore can itself be undone); the backup is copied
 * beside it, given a new epoch and renamed over it, so the store never sees half a file.
 */
export async function restoreDatabase(
  dataDir: string,
  backupFile: string,
  now: Date,
): Promise<{ restored: BackupSummary; previous: string | null }> {
  const pid = runningServerPid(dataDir);
  if (pid) throw new BackupError(`Tillwise is running on ${dataDir} (process ${pid}); stop it before restoring`);
  const restored = checkBackup(backupFile);
  const target = databaseFile(dataDir);
  let previous: string | null = null;
  if (fs.existsSync(target)) {
    previous = path.join(dataDir, 'backups', `before-restore-${stamp(now)}.db`);
    await backupDatabase(target, previous);
  }
  const incoming = path.join(dataDir, `.restore-${process.pid}.db`);
  fs.rmSync(incoming, { force: true });
  try {
    // Through SQLite rather than a file copy: a backup can have sales still in its own -wal, which the check read.
    await copyDatabase(backupFile, incoming);
    beginNewEpoch(incoming, now);
    for (const suffix of ['-wal', '-shm']) fs.rmSync(target + suffix, { force: true });
    fs.renameSync(incoming, target);
  } finally {
    fs.rmSync(incoming, { force: true });
  }
  return { restored: { ...restored, file: target }, previous };
}
