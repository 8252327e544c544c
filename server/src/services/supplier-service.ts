import { randomUUID } from 'node:crypto';
import { supplierKey } from '@tillwise/core/purchasing/supplier-schemas';
import type { Supplier, SupplierInput } from '@tillwise/core/purchasing/supplier-schemas';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { Db, Executor } from '../db/database';
import type { GroupCommit } from '../db/group-commit';
import * as supplierRepository from '../db/repositories/supplier-repository';
import { badRequest, notFound } from '../lib/errors';
import { saying } from '@tillwise/core/i18n/core-message';
import { supplierRefusals } from './supplier-messages';
import { recordAudit } from './audit-service';

type SupplierRow = Awaited<ReturnType<typeof supplierRepository.findSuppliers>>[number];

const toSupplier = (row: SupplierRow): Supplier => ({
  id: row.id,
  name: row.name,
  contactName: row.contact_name,
  email: row.email,
  phone: row.phone,
  address: row.address,
  leadTimeDays: row.lead_time_days,
  notes: row.notes,
  productCount: Number(row.product_count ?? 0),
  createdAt: row.created_at,
});

export async function listSuppliers(db: Executor): Promise<Supplier[]> {
  return (await supplierRepository.findSuppliers(db)).map(toSupplier);
}

export async function getSupplier(db: Executor, id: string): Promise<Supplier> {
  const [row] = await supplierRepository.findSuppliers(db, id);
  if (!row) throw notFound(saying(supplierRefusals.notFound));
  return toSupplier(row);
}

const duplicate = (name: string) =>
  badRequest(saying(supplierRefusals.nameTaken, { name }), [
    { path: 'name', message: saying(supplierRefusals.thatNameIsTaken) },
  ]);

const columnsOf = (input: SupplierInput) => ({
  name: input.name,
  name_key: supplierKey(input.name),
  contact_name: input.contactName,
  email: input.email,
  phone: input.phone,
  address: input.address,
  lead_time_days: input.leadTimeDays,
  notes: input.notes,
});

export async function createSupplier(
  writer: GroupCommit,
  db: Db,
  input: SupplierInput,
  staff: StaffMember,
  now: Date,
): Promise<Supplier> {
  const id = randomUUID();
  await writer.run(async (trx) => {
    const taken = await supplierRepository.findSupplierByKey(trx, supplierKey(input.name));
    if (taken) throw duplicate(taken.name);
    const at = now.toISOString();
    await supplierRepository.insertSupplier(trx, { id, ...columnsOf(input), created_at: at, updated_at: at });
    await recordAudit(
      trx,
      {
        action: 'supplier.created',
        userId: staff.id,
        subject: { type: 'supplier', id },
        summary: input.name,
        details: { ...input },
      },
      now,
    );
  });
  return getSupplier(db, id);
}

/** Changes a supplier's details; a new name carries over to the products that named the old one. */
export async function updateSupplier(
  writer: GroupCommit,
  db: Db,
  id: string,
  input: SupplierInput,
  staff: StaffMember,
  now: Date,
): Promise<Supplier> {
  await writer.run(async (trx) => {
    const current = await supplierRepository.findSupplier(trx, id);
    if (!current) throw notFound(saying(supplierRefusals.notFound));
    const key = supplierKey(input.name);
    const taken = await supplierRepository.findSupplierByKey(trx, key);
    if (taken && taken.id !== id) throw duplicate(taken.name);
    const at = now.toISOString();
    await supplierRepository.updateSupplier(trx, id, { ...columnsOf(input), updated_at: at });
    if (current.name !== input.name)
      await supplierRepository.renameProductsSupplier(trx, current.name_key, input.name, at);
    await recordAudit(
      trx,
      {
        action: 'supplier.updated',
        userId: staff.id,
        subject: { type: 'supplier', id },
        summary: current.name === input.name ? input.name : `${current.name} → ${input.name}`,
        details: { ...input },
      },
      now,
    );
  });
  return getSupplier(db, id);
}
