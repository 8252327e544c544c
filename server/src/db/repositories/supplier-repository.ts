import { randomUUID } from 'node:crypto';
import type { Insertable, Updateable } from 'kysely';
import { supplierKey } from '@tillwise/core/purchasing/supplier-schemas';
import type { Executor } from '../database';
import type { SuppliersTable } from '../schema';

/** Every supplier by name, with how many active products name it. */
export function findSuppliers(db: Executor, id?: string) {
  let query = db
    .selectFrom('suppliers')
    .selectAll('suppliers')
    .select((eb) =>
      eb
        .selectFrom('products')
        .select(eb.fn.countAll<number>().as('n'))
        .where('products.is_active', '=', 1)
        .where((p) => p(p.fn('lower', [p.fn('trim', ['products.supplier'])]), '=', p.ref('suppliers.name_key')))
        .as('product_count'),
    );
  if (id) query = query.where('suppliers.id', '=', id);
  return query.orderBy('suppliers.name_key').execute();
}

export function findSupplierByKey(db: Executor, nameKey: string) {
  return db.selectFrom('suppliers').selectAll().where('name_key', '=', nameKey).executeTakeFirst();
}

export function findSupplier(db: Executor, id: string) {
  return db.selectFrom('suppliers').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertSupplier(db: Executor, row: Insertable<SuppliersTable>) {
  await db.insertInto('suppliers').values(row).execute();
}

export async function updateSupplier(db: Executor, id: string, changes: Updateable<SuppliersTable>) {
  await db.updateTable('suppliers').set(changes).where('id', '=', id).execute();
}

/** Renames the supplier field of every product that named the supplier by its old name. */
export async function renameProductsSupplier(db: Executor, oldKey: string, name: string, now: string) {
  await db
    .updateTable('products')
    .set({ supplier: name, updated_at: now })
    .where((eb) => eb(eb.fn('lower', [eb.fn('trim', ['supplier'])]), '=', oldKey))
    .execute();
}

/**
 * Adds a supplier for each name products give that no supplier has yet (a product saved or imported with a new
 * supplier brings the supplier with it).
 */
export async function addSuppliersNamedByProducts(db: Executor, now: string) {
  const [named, known] = await Promise.all([
    db.selectFrom('products').select('supplier').distinct().execute(),
    db.selectFrom('suppliers').select('name_key').execute(),
  ]);
  const keys = new Set(known.map((row) => row.name_key));
  const rows: Insertable<SuppliersTable>[] = [];
  for (const { supplier } of named) {
    const name = supplier.trim();
    const key = supplierKey(name);
    if (name === '' || keys.has(key)) continue;
    keys.add(key);
    rows.push({ id: randomUUID(), name, name_key: key, created_at: now, updated_at: now });
  }
  if (rows.length > 0) await db.insertInto('suppliers').values(rows).execute();
}

/** Adds a supplier by this name unless the chain has one already (a product saved with a new supplier). */
export async function ensureSupplierNamed(db: Executor, supplier: string, now: string) {
  const name = supplier.trim();
  if (name === '') return;
  await db
    .insertInto('suppliers')
    .values({ id: randomUUID(), name, name_key: supplierKey(name), created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('name_key').doNothing())
    .execute();
}
