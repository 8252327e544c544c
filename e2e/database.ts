import path from 'node:path';
import SQLite from 'better-sqlite3';

/** The e2e server's database, opened read-only, to compare what the screen shows with what is stored. */
export function openStoreDatabase() {
  const dir = process.env.TILLWISE_E2E_DATA_DIR;
  if (!dir) throw new Error('TILLWISE_E2E_DATA_DIR is not set (see playwright.config.ts)');
  return new SQLite(path.join(dir, 'tillwise.db'), { readonly: true, fileMustExist: true });
}
