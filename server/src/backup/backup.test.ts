import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { buildTestApp, demoPin } from '../test/build-test-app';
import type { TestApp } from '../test/build-test-app';
import { saleInput } from '../test/sale-factory';
import { BackupError, backupDatabase, checkBackup, restoreDatabase } from './backup';
import { databaseFile, migrationNames, openDatabase } from '../db/database';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../..');

let t: TestApp;
let cashier: string;
const folders: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tillwise-backup-'));
  folders.push(dir);
  return dir;
};
beforeAll(async () => {
  t = await buildTestApp();
  cashier = await t.signInAs('cashier');
});
afterAll(async () => {
  await t?.close();
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

async function sell() {
  const input = await saleInput(t, 'till-1', [{ sku: 'SED-001', quantity: 1 }]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/sales',
    payload: input,
    headers: { cookie: cashier },
  });
  expect(response.statusCode).toBe(200);
  return input.id;
}
const checkBackupNewestSeq = (file: string) => {
  const db = new SQLite(file, { readonly: true });
  const { newest } = db.prepare('select max(seq) as newest from replica_changes').get() as { newest: number };
  db.close();
  return newest;
};
const orderIdsIn = (file: string) => {
  const db = new SQLite(file, { readonly: true });
  const ids = new Set((db.prepare('select id from orders').all() as { id: string }[]).map((row) => row.id));
  db.close();
  return ids;
};

describe('backup and restore', () => {
  it('backs up while sales go on, and a restore finds every sale acknowledged before the backup', async () => {
    const acknowledged: string[] = [];
    for (let n = 0; n < 5; n += 1) acknowledged.push(await sell());
    const destination = path.join(tempDir(), 'during-trading.db');
    // Sales keep arriving while the backup copies pages.
    const during = Promise.all(Array.from({ length: 10 }, () => sell()));
    const backup = await backupDatabase(databaseFile(t.dataDir), destination);
    await during;
    expect(backup.orders).toBeGreaterThanOrEqual(acknowledged.length);

    const store = tempDir();
    const { restored, previous } = await restoreDatabase(store, destination, new Date());
    expect(previous).toBeNull();
    const ids = orderIdsIn(databaseFile(store));
    for (const id of acknowledged) expect(ids.has(id), id).toBe(true);
    expect(restored.orders).toBe(ids.size);
    expect(checkBackup(databaseFile(store)).schemaVersion).toBe(migrationNames.at(-1));
  });

  it('finishes backing up a large database while another connection commits every millisecond', async () => {
    const busy = path.join(tempDir(), 'busy.db');
    await backupDatabase(databaseFile(t.dataDir), busy);
    const writer = new SQLite(busy);
    writer.pragma('journal_mode = WAL');
    writer.exec('create table filler (v blob)');
    const fill = writer.prepare('insert into filler (v) values (randomblob(1000))');
    writer.transaction(() => {
      for (let n = 0; n < 20_000; n += 1) fill.run();
    })();
    const commits = setInterval(() => fill.run(), 1);
    try {
      const backup = await backupDatabase(busy, path.join(tempDir(), 'busy-copy.db'));
      expect(backup.sizeBytes).toBeGreaterThan(20_000_000);
    } finally {
      clearInterval(commits);
      writer.close();
    }
  });

  it('leaves a backup as one file, with no -wal or -shm beside it', async () => {
    const folder = tempDir();
    const destination = path.join(folder, 'single.db');
    await backupDatabase(databaseFile(t.dataDir), destination);
    checkBackup(destination);
    expect(fs.readdirSync(folder)).toEqual(['single.db']);
  });

  it('restores what is still in a backup’s -wal, as the check saw it', async () => {
    const folder = tempDir();
    const copied = path.join(folder, 'copied.db');
    await backupDatabase(databaseFile(t.dataDir), copied);
    // A database copied with its -wal (say, from a stopped server) whose last sales live only in the -wal.
    const writer = new SQLite(copied);
    writer.pragma('journal_mode = WAL');
    writer.pragma('wal_autocheckpoint = 0');
    writer.exec('create table only_in_wal (v text)');
    writer.prepare("insert into only_in_wal (v) values ('kept')").run();
    fs.copyFileSync(copied, path.join(folder, 'frozen.db'));
    fs.copyFileSync(`${copied}-wal`, path.join(folder, 'frozen.db-wal'));
    writer.close();

    const store = tempDir();
    await restoreDatabase(store, path.join(folder, 'frozen.db'), new Date());
    const restored = new SQLite(databaseFile(store), { readonly: true });
    expect(restored.prepare('select v from only_in_wal').all()).toEqual([{ v: 'kept' }]);
    restored.close();
  });

  it('keeps the database it replaces, so a restore can be undone', async () => {
    const store = tempDir();
    const first = path.join(tempDir(), 'first.db');
    await backupDatabase(databaseFile(t.dataDir), first);
    await restoreDatabase(store, first, new Date('2026-11-23T10:00:00Z'));
    const { previous } = await restoreDatabase(store, first, new Date('2026-11-23T11:00:00Z'));
    expect(previous).toBe(path.join(store, 'backups', 'before-restore-20261123-110000.db'));
    expect(checkBackup(previous ?? '').orders).toBe(checkBackup(first).orders);
  });

  it('refuses a file that is not a database, or not a Tillwise one, and changes nothing', async () => {
    const store = tempDir();
    const good = path.join(tempDir(), 'good.db');
    await backupDatabase(databaseFile(t.dataDir), good);
    await restoreDatabase(store, good, new Date());
    const before = fs.readFileSync(databaseFile(store));

    const notADatabase = path.join(tempDir(), 'notes.db');
    fs.writeFileSync(notADatabase, 'this is a shopping list, not a database');
    await expect(restoreDatabase(store, notADatabase, new Date())).rejects.toThrow(/is not a readable SQLite database/);

    const otherApp = path.join(tempDir(), 'other.db');
    const other = new SQLite(otherApp);
    other.exec('create table notes (text text)');
    other.close();
    await expect(restoreDatabase(store, otherApp, new Date())).rejects.toThrow(/is not a Tillwise database/);

    const newer = path.join(tempDir(), 'newer.db');
    await backupDatabase(databaseFile(t.dataDir), newer);
    const edit = new SQLite(newer);
    edit.prepare("insert into kysely_migration (name, timestamp) values ('999-from-the-future', 'x')").run();
    edit.close();
    await expect(restoreDatabase(store, newer, new Date())).rejects.toThrow(/comes from a newer Tillwise/);

    expect(fs.readFileSync(databaseFile(store)).equals(before)).toBe(true);
    expect(fs.existsSync(path.join(store, 'backups'))).toBe(false);
  });

  it('refuses while a server runs on the folder, and ignores a pid file left by a crash', async () => {
    const store = tempDir();
    const good = path.join(tempDir(), 'good.db');
    await backupDatabase(databaseFile(t.dataDir), good);
    fs.writeFileSync(path.join(store, 'server.pid'), String(process.pid));
    await expect(restoreDatabase(store, good, new Date())).rejects.toThrow(BackupError);
    await expect(restoreDatabase(store, good, new Date())).rejects.toThrow(/stop it before restoring/);
    expect(fs.existsSync(databaseFile(store))).toBe(false);

    fs.writeFileSync(path.join(store, 'server.pid'), '999999999');
    await restoreDatabase(store, good, new Date());
    expect(checkBackup(databaseFile(store)).orders).toBe(checkBackup(good).orders);
  });

  it('gives the restored database a new epoch: a till’s cursor from before the restore is reset after it', async () => {
    const follow = async (app: FastifyInstance, cookie: string, at: { cursor: number; epoch: string }) =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/replica/changes?cursor=${at.cursor}&epoch=${at.epoch}`,
          headers: { cookie },
        })
      ).json();
    const cursorOf = async (app: FastifyInstance, cookie: string) =>
      (await app.inject({ method: 'GET', url: '/api/replica/cursor', headers: { cookie } })).json();

    const backupFile = path.join(tempDir(), 'before-the-day.db');
    await backupDatabase(databaseFile(t.dataDir), backupFile);
    // The till goes on following the live database past what the backup holds.
    const taken = await cursorOf(t.app, cashier);
    for (let n = 0; n < 3; n += 1) await sell();
    const till = await follow(t.app, cashier, taken);
    expect(till).toMatchObject({ reset: false, epoch: taken.epoch });
    expect(till.cursor).toBeGreaterThan(checkBackupNewestSeq(backupFile));

    const store = tempDir();
    await restoreDatabase(store, backupFile, new Date());
    const restored = await buildApp({ db: openDatabase(store), productName: 'Tillwise', dataDir: store });
    try {
      const signIn = await restored.inject({
        method: 'POST',
        url: '/api/session',
        payload: { userId: 'user-cashier', pin: demoPin.cashier },
      });
      const restoredCashier = `tillwise_session=${signIn.cookies.find((c) => c.name === 'tillwise_session')?.value}`;
      // The restored store trades on, numbering its own changes past the till's cursor: another history.
      for (let n = 0; (await cursorOf(restored, restoredCashier)).cursor < till.cursor; n += 1) {
        const input = await saleInput(t, 'till-1', [{ sku: 'SED-001', quantity: 1 }]);
        const sold = await restored.inject({
          method: 'POST',
          url: '/api/sales',
          payload: input,
          headers: { cookie: restoredCashier },
        });
        expect(sold.statusCode).toBe(200);
        expect(n).toBeLessThan(50);
      }
      const after = await follow(restored, restoredCashier, { cursor: till.cursor, epoch: till.epoch });
      expect(after.reset).toBe(true);
      expect(after.epoch).not.toBe(till.epoch);
      const fresh = await cursorOf(restored, restoredCashier);
      expect(fresh.epoch).toBe(after.epoch);
      expect(await follow(restored, restoredCashier, fresh)).toMatchObject({ reset: false });
    } finally {
      await restored.close();
    }
  });

  it('npm run backup and npm run restore work from the command line', async () => {
    const destination = path.join(tempDir(), 'cli.db');
    const env = { ...process.env, DATA_DIR: t.dataDir };
    const acknowledged = await sell();
    // This process goes on selling while the backup process copies the database.
    let trading = true;
    const trade = (async () => {
      while (trading) await sell();
    })();
    const backup = await run('node', ['--import', 'tsx', 'scripts/backup.ts', destination], { cwd: root, env }).finally(
      () => (trading = false),
    );
    await trade;
    expect(backup.stdout).toContain(`to ${destination}`);
    expect(backup.stdout).toContain('integrity check ok');
    expect(orderIdsIn(destination).has(acknowledged)).toBe(true);

    const store = tempDir();
    const restore = await run('node', ['--import', 'tsx', 'scripts/restore.ts', destination], {
      cwd: root,
      env: { ...process.env, DATA_DIR: store },
    });
    expect(restore.stdout).toContain(`into ${databaseFile(store)}`);
    const refused = run('node', ['--import', 'tsx', 'scripts/restore.ts', path.join(store, 'missing.db')], {
      cwd: root,
      env: { ...process.env, DATA_DIR: store },
    });
    await expect(refused).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('does not exist') });
    // Three node processes start, each compiling the server with tsx: minutes on a busy machine.
  }, 300_000);
});
