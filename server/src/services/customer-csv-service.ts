import { randomUUID } from 'node:crypto';
import { customerCsvFields, customerCsvTable, readCustomerRow } from '@tillwise/core/customer/customer-csv';
import type {
  CustomerCsvRow,
  CustomerImportInput,
  CustomerImportResult,
  CustomerImportRow,
} from '@tillwise/core/customer/customer-csv';
import type { ImportProblem } from '@tillwise/core/csv/csv-import';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { Db, Executor } from '../db/database';
import { insertInChunks } from '../db/fast-insert';
import type { GroupCommit } from '../db/group-commit';
import { findAllCustomers, updateCustomer } from '../db/repositories/customer-repository';
import { csvText } from '../lib/csv-text';
import { badRequest } from '../lib/errors';
import type { Wording } from '../lib/errors';
import { saying } from '@tillwise/core/i18n/core-message';
import { customerRefusals } from './customer-messages';
import { recordAudit } from './audit-service';
import { toCustomer } from './customer-service';

type Existing = Awaited<ReturnType<typeof findAllCustomers>>[number];
const editable = ['name', 'email', 'phone', 'address', 'notes'] as const;

/**
 * Imports a customer file in one transaction, or nothing. A row names its customer by Tillwise ID (as exported),
 * else by email, else by phone; a match updates that customer's details, the rest are new customers with their
 * points as an opening balance. A dry run checks the same and writes nothing.
 */
export async function importCustomers(
  writer: GroupCommit,
  db: Db,
  input: CustomerImportInput,
  staff: StaffMember,
  now: Date,
): Promise<CustomerImportResult> {
  const run = async (trx: Executor): Promise<CustomerImportResult> => {
    const problems: (Omit<ImportProblem, 'message'> & { message: Wording })[] = [];
    const rows = input.rows.map((cells, index) => {
      const raw = Object.fromEntries(customerCsvFields.map((field) => [field, cells[field] ?? ''])) as CustomerCsvRow;
      const read = readCustomerRow(raw, index);
      problems.push(...read.problems);
      return read.row;
    });
    const existing = await findAllCustomers(trx);
    const byId = new Map(existing.map((customer) => [customer.id, customer]));
    const byEmail = new Map(existing.filter((c) => c.email).map((customer) => [customer.email!, customer]));
    const byPhone = new Map(existing.filter((c) => c.phone).map((customer) => [customer.phone!, customer]));
    const emailRows = new Map<string, number>();
    const creates: CustomerImportRow[] = [];
    const updates: { row: CustomerImportRow; customer: Existing }[] = [];
    rows.forEach((row, index) => {
      if (!row) return;
      const problem = (field: string, message: Wording) => problems.push({ row: index, field, message });
      const customer = row.id
        ? byId.get(row.id)
        : ((row.email ? byEmail.get(row.email) : undefined) ?? (row.phone ? byPhone.get(row.phone) : undefined));
      if (row.id && !customer) return problem('id', saying(customerRefusals.noCustomerWithId));
      if (row.email) {
        const first = emailRows.get(row.email);
        const owner = byEmail.get(row.email);
        if (first !== undefined) problem('email', saying(customerRefusals.emailAlsoOnRow, { row: String(first + 2) }));
        else if (owner && owner.id !== customer?.id)
          problem('email', saying(customerRefusals.emailBelongsTo, { name: owner.name }));
        emailRows.set(row.email, index);
      }
      if (customer) updates.push({ row, customer });
      else creates.push(row);
    });
    if (problems.length > 0) {
      const count = new Set(problems.map((problem) => problem.row)).size;
      throw badRequest(
        saying(count === 1 ? customerRefusals.importRowHasProblems : customerRefusals.importRowsHaveProblems, {
          count,
        }),
        problems
          .slice(0, 1_000)
          .map((problem) => ({ path: `rows.${problem.row}.${problem.field}`, message: problem.message })),
      );
    }
    const changed = updates.filter(({ row, customer }) =>
      editable.some((field) => (row[field] ?? null) !== customer[field]),
    );
    const result = {
      dryRun: input.dryRun,
      created: creates.length,
      updated: changed.length,
      unchanged: updates.length - changed.length,
    };
    if (input.dryRun) return result;
    const at = now.toISOString();
    await insertInChunks(
      trx,
      'customers',
      creates.map((row) => ({
        id: randomUUID(),
        name: row.name,
        email: row.email,
        phone: row.phone,
        address: row.address,
        notes: row.notes,
        loyalty_points: row.loyaltyPoints,
        created_at: at,
        store_credit_cents: 0,
      })),
    );
    for (const { row, customer } of changed)
      await updateCustomer(trx, customer.id, {
        name: row.name,
        email: row.email,
        phone: row.phone,
        address: row.address,
        notes: row.notes,
      });
    await recordAudit(
      trx,
      {
        action: 'customers.imported',
        userId: staff.id,
        summary: `${creates.length} added, ${changed.length} updated`,
        details: { created: creates.length, updated: changed.length },
      },
      now,
    );
    return result;
  };
  return input.dryRun ? run(db) : writer.run(run);
}

/** Every customer as the customer file, by name. */
export async function exportCustomers(db: Db): Promise<string> {
  const customers = await findAllCustomers(db);
  return csvText(customerCsvTable(customers.sort((a, b) => a.name.localeCompare(b.name)).map(toCustomer)));
}
