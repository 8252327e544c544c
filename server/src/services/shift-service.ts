import { formatMoney } from '@tillwise/core/money/money';
import { businessDate } from '@tillwise/core/report/business-date';
import type { CurrentShift, OpenShiftInput, Shift } from '@tillwise/core/shift/shift-schemas';
import { can } from '@tillwise/core/staff/permissions';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { Db, Executor } from '../db/database';
import type { GroupCommit } from '../db/group-commit';
import * as shiftRepository from '../db/repositories/shift-repository';
import type { ShiftRow } from '../db/repositories/shift-repository';
import * as tillRepository from '../db/repositories/till-repository';
import { saying } from '@tillwise/core/i18n/core-message';
import { badRequest, conflict, forbidden, notFound } from '../lib/errors';
import { countedInStoreCurrency, storeMoneyFormat } from './store-money';
import { recordAudit } from './audit-service';
import type { AuditRecord } from './audit-service';
import { getPaymentSettings } from './settings-payment-service';
import { getPreferences } from './settings-preference-service';
import { getStoreTimeZone } from './settings-service';
import { toShift } from './shift-mapper';
import { shiftRefusals } from './shift-messages';
import { tillRefusals } from './till-messages';

/** The store's business date at this moment, in the store's own time zone. */
export const storeBusinessDate = async (db: Db, storeId: string, now: Date) =>
  businessDate(now, await getStoreTimeZone(db, storeId));
const takesCash = async (db: Executor) => (await getPaymentSettings(db)).enabledMethods.includes('cash');

/** One audit entry about a shift, written by the member of staff acting on it. */
export function recordShiftAudit(
  trx: Executor,
  shift: { id: string; tillId: string },
  staff: StaffMember,
  entry: Pick<AuditRecord, 'action' | 'summary' | 'details' | 'approvedBy'>,
  now: Date,
  day?: string,
) {
  const subject = { type: 'shift', id: shift.id };
  return recordAudit(trx, { ...entry, userId: staff.id, tillId: shift.tillId, subject }, now, day);
}

/** A shift of a till in this store (a shift elsewhere in the chain is not found from here). */
export async function readShift(db: Executor, id: string, storeId?: string): Promise<ShiftRow> {
  const row = await shiftRepository.findShift(db, id);
  if (!row || (storeId !== undefined && row.till_store_id !== storeId)) throw notFound(saying(shiftRefusals.notFound));
  return row;
}

/** A till of this store, or a clear refusal naming what is wrong. */
function assertTillInStore(till: { store_id: string | null; name: string } | undefined, storeId: string) {
  if (till && till.store_id !== storeId)
    throw badRequest(saying(shiftRefusals.tillOfAnotherStore, { till: till.name }), [
      { path: 'tillId', message: saying(shiftRefusals.thisTillOfAnotherStore) },
    ]);
}

/** Cashiers count and close the shifts they opened; managers and admins any shift. */
export function assertMayClose(row: ShiftRow, staff: StaffMember) {
  if (row.opened_by !== staff.id && !can(staff.role, 'shifts:manage')) {
    throw forbidden(saying(shiftRefusals.onlyOpenerCloses, { name: row.opened_by_name }));
  }
}

/**
 * The till and shift a sale, refund or void is recorded on: the till must exist and be in use, its drawer must
 * not be mid-close, and where the store takes cash a shift must be open on it.
 */
export async function shiftForTransaction(
  trx: Executor,
  storeId: string,
  tillId: string,
  cashTaken: boolean,
  purpose: 'sell' | 'give refunds' = 'sell',
): Promise<{ tillId: string; shiftId: string | null }> {
  const till = await tillRepository.findTillWithActiveShift(trx, tillId);
  if (!till)
    throw badRequest(saying(tillRefusals.unknown), [{ path: 'tillId', message: saying(tillRefusals.unknown) }]);
  assertTillInStore(till, storeId);
  const named = { till: till.name };
  if (!till.is_active) throw conflict(saying(shiftRefusals.tillRetiredChooseAnother, named));
  const selling = purpose === 'sell';
  if (till.shift_status === 'counted') {
    throw conflict(saying(selling ? shiftRefusals.drawerCountedToSell : shiftRefusals.drawerCountedToRefund, named));
  }
  if (!till.shift_id && cashTaken)
    throw conflict(saying(selling ? shiftRefusals.noShiftToSell : shiftRefusals.noShiftToRefund, named));
  return { tillId: till.id, shiftId: till.shift_id };
}

/**
 * The open shift (not yet counted) of a till of this store, or null: the drawer that money paid in or out away from
 * a sale (a payment on account, a layaway's) goes through.
 */
export async function openShiftOfTill(trx: Executor, storeId: string, tillId: string): Promise<string | null> {
  const shift = await shiftRepository.findActiveShift(trx, tillId);
  return shift && shift.till_store_id === storeId && shift.status === 'open' ? shift.id : null;
}

/**
 * The shift money held for a customer (a layaway's, a special order's) goes through at this till: cash goes into or
 * out of its drawer, so cash needs its open shift; a card payment is on its Z report too when it has one.
 */
export async function shiftForHeldMoney(
  trx: Executor,
  place: { storeId: string; tillId: string },
  cash: boolean,
): Promise<string | null> {
  const shiftId = await openShiftOfTill(trx, place.storeId, place.tillId);
  if (cash && !shiftId) {
    const message = saying(shiftRefusals.cashThroughDrawer);
    throw badRequest(message, [{ path: 'tillId', message }]);
  }
  return shiftId;
}

/** A till's shift as the till needs it, and the float to suggest when none is open. */
export async function getCurrentShift(db: Db, storeId: string, tillId: string, now: Date): Promise<CurrentShift> {
  const till = await tillRepository.findTill(db, tillId);
  if (!till || till.store_id !== storeId) throw notFound(saying(tillRefusals.notFound));
  const [row, lastFloat, preferences, cashTaken, day] = await Promise.all([
    shiftRepository.findActiveShift(db, tillId),
    shiftRepository.findLastFloatLeft(db, tillId),
    getPreferences(db),
    takesCash(db),
    storeBusinessDate(db, storeId, now),
  ]);
  return {
    till: { id: till.id, name: till.name, isActive: till.is_active === 1 },
    shift: row ? toShift(row, day) : null,
    suggestedFloatCents: lastFloat ?? preferences.cash.defaultFloatCents,
    shiftRequired: cashTaken,
  };
}

/** Opens a shift on a till with its counted float; a till has one shift open at a time. */
export async function openShift(
  writer: GroupCommit,
  db: Db,
  storeId: string,
  input: OpenShiftInput,
  staff: StaffMember,
  now: Date,
): Promise<Shift> {
  const day = await storeBusinessDate(db, storeId, now);
  await writer.run(async (trx) => {
    const existing = await shiftRepository.findShiftRow(trx, input.id);
    if (existing) {
      if (existing.till_id !== input.tillId) throw conflict(saying(shiftRefusals.idOfAnotherTill));
      return;
    }
    const till = await tillRepository.findTillWithActiveShift(trx, input.tillId);
    if (!till) throw notFound(saying(tillRefusals.notFound));
    assertTillInStore(till, storeId);
    if (!till.is_active) throw conflict(saying(tillRefusals.noLongerInUse, { till: till.name }));
    if (till.shift_id) {
      const open = await readShift(trx, till.shift_id);
      throw conflict(saying(shiftRefusals.alreadyOpen, { till: till.name, name: open.opened_by_name }));
    }
    const money = await storeMoneyFormat(trx, storeId);
    const float = countedInStoreCurrency(input.count, money);
    await shiftRepository.insertShift(trx, {
      id: input.id,
      till_id: input.tillId,
      status: 'open',
      business_date: day,
      opened_by: staff.id,
      opened_at: now.toISOString(),
      opening_float_cents: float,
      opening_counts: input.count.counts ? JSON.stringify(input.count.counts) : null,
    });
    const about = { id: input.id, tillId: till.id };
    const summary = `${till.name} · float ${formatMoney(float, money)}`;
    await recordShiftAudit(
      trx,
      about,
      staff,
      { action: 'shift.opened', summary, details: { openingFloatCents: float } },
      now,
      day,
    );
  });
  return toShift(await readShift(db, input.id), day);
}
