import { formatMoney } from '@tillwise/core/money/money';
import { businessDate } from '@tillwise/core/report/business-date';
import { isSecondPerson, mayApproveClose, secondPersonRequiredMessage } from '@tillwise/core/shift/close-approval';
import { cashCountTotalCents } from '@tillwise/core/shift/denominations';
import { describeOverShort, overShortCents, overShortNeedsReason } from '@tillwise/core/shift/drawer-maths';
import { buildShiftFigures } from '@tillwise/core/shift/shift-figures';
import { cashMovementLabels } from '@tillwise/core/shift/shift-schemas';
import type {
  CashMovement,
  CashMovementInput,
  CloseShiftInput,
  CountShiftInput,
  CurrentShift,
  OpenShiftInput,
  RecordVoidInput,
  Shift,
  ZReport,
} from '@tillwise/core/shift/shift-schemas';
import { can } from '@tillwise/core/staff/permissions';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { GroupCommit } from '../db/group-commit';
import type { Database } from '../db/schema';
import * as shiftRepository from '../db/repositories/shift-repository';
import type { ShiftRow } from '../db/repositories/shift-repository';
import * as tillRepository from '../db/repositories/till-repository';
import { badRequest, conflict, forbidden, notFound } from '../lib/errors';
import { recordAudit } from './audit-service';
import type { AuditRecord } from './audit-service';
import { recordSpentOverride } from './override-service';
import { verifyApproval } from './session-service';
import { getPaymentSettings, getPreferences, getStoreTimeZone } from './settings-service';
import { toCashMovement, toShift, toZReport } from './shift-mapper';
import { writeZReport } from './z-report-writer';

type Executor = Db | Transaction<Database>;

const today = async (db: Db, storeId: string, now: Date) => businessDate(now, await getStoreTimeZone(db, storeId));
const takesCash = async (db: Executor) => (await getPaymentSettings(db)).enabledMethods.includes('cash');

/** One audit entry about a shift, written by the member of staff acting on it. */
function recordShiftAudit(
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
async function readShift(db: Executor, id: string, storeId?: string): Promise<ShiftRow> {
  const row = await shiftRepository.findShift(db, id);
  if (!row || (storeId !== undefined && row.till_store_id !== storeId)) throw notFound('Shift not found');
  return row;
}

/** A till of this store, or a clear refusal naming what is wrong. */
function assertTillInStore(till: { store_id: string | null; name: string } | undefined, storeId: string) {
  if (till && till.store_id !== storeId)
    throw badRequest(`${till.name} belongs to another store`, [
      { path: 'tillId', message: 'This till belongs to another store' },
    ]);
}

/** Cashiers count and close the shifts they opened; managers and admins any shift. */
function assertMayClose(row: ShiftRow, staff: StaffMember) {
  if (row.opened_by !== staff.id && !can(staff.role, 'shifts:manage')) {
    throw forbidden(`Only ${row.opened_by_name} or a manager can count and close this shift`);
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
  purpose = 'sell',
): Promise<{ tillId: string; shiftId: string | null }> {
  const till = await tillRepository.findTillWithActiveShift(trx, tillId);
  if (!till) throw badRequest('Unknown till', [{ path: 'tillId', message: 'Unknown till' }]);
  assertTillInStore(till, storeId);
  if (!till.is_active) throw conflict(`${till.name} is no longer in use. Choose another till.`);
  if (till.shift_status === 'counted') {
    throw conflict(`The drawer of ${till.name} has been counted. Close the shift, then open a new one to ${purpose}.`);
  }
  if (!till.shift_id && cashTaken) throw conflict(`No shift is open on ${till.name}. Open a shift to ${purpose}.`);
  return { tillId: till.id, shiftId: till.shift_id };
}

/** A till's shift as the till needs it, and the float to suggest when none is open. */
export async function getCurrentShift(db: Db, storeId: string, tillId: string, now: Date): Promise<CurrentShift> {
  const till = await tillRepository.findTill(db, tillId);
  if (!till || till.store_id !== storeId) throw notFound('Till not found');
  const [row, lastFloat, preferences, cashTaken, day] = await Promise.all([
    shiftRepository.findActiveShift(db, tillId),
    shiftRepository.findLastFloatLeft(db, tillId),
    getPreferences(db),
    takesCash(db),
    today(db, storeId, now),
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
  const day = await today(db, storeId, now);
  await writer.run(async (trx) => {
    const existing = await shiftRepository.findShiftRow(trx, input.id);
    if (existing) {
      if (existing.till_id !== input.tillId) throw conflict('This shift id belongs to another till');
      return;
    }
    const till = await tillRepository.findTillWithActiveShift(trx, input.tillId);
    if (!till) throw notFound('Till not found');
    assertTillInStore(till, storeId);
    if (!till.is_active) throw conflict(`${till.name} is no longer in use`);
    if (till.shift_id) {
      const open = await readShift(trx, till.shift_id);
      throw conflict(`${till.name} already has a shift open, opened by ${open.opened_by_name}. Close it first.`);
    }
    await shiftRepository.insertShift(trx, {
      id: input.id,
      till_id: input.tillId,
      status: 'open',
      business_date: day,
      opened_by: staff.id,
      opened_at: now.toISOString(),
      opening_float_cents: cashCountTotalCents(input.count),
      opening_counts: input.count.counts ? JSON.stringify(input.count.counts) : null,
    });
    const float = cashCountTotalCents(input.count);
    const about = { id: input.id, tillId: till.id };
    const summary = `${till.name} · float ${formatMoney(float)}`;
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

/**
 * Records a Pay In, Pay Out, Cash Drop or No Sale on an open shift. Above the store's limit a cashier needs a
 * manager's PIN; cash taken out may not exceed what the drawer should hold.
 */
export async function recordCashMovement(
  writer: GroupCommit,
  db: Db,
  storeId: string,
  shiftId: string,
  input: CashMovementInput,
  staff: StaffMember,
  now: Date,
): Promise<CashMovement> {
  const amountCents = input.amountCents ?? 0;
  const { cash } = await getPreferences(db);
  let approver: StaffMember | null = null;
  if (input.kind !== 'no_sale' && amountCents > cash.approvalLimitCents && !can(staff.role, 'shifts:manage')) {
    const message = `A manager’s PIN is needed for more than ${formatMoney(cash.approvalLimitCents)}`;
    if (!input.approval) throw forbidden(message, [{ path: 'approval', message }]);
    approver = await verifyApproval(db, input.approval, 'shifts:manage', now);
  }
  await writer.run(async (trx) => {
    const existing = await shiftRepository.findCashMovement(trx, input.id);
    if (existing) {
      if (existing.shift_id !== shiftId) throw conflict('This movement id belongs to another shift');
      return;
    }
    const shift = await readShift(trx, shiftId, storeId);
    if (shift.status === 'closed') throw conflict('This shift is closed');
    if (shift.status === 'counted') throw conflict('The drawer has been counted: no cash moves until the shift closes');
    if (input.kind === 'pay_out' || input.kind === 'drop') {
      const totals = await shiftRepository.findShiftTotals(trx, shiftId, shift.opening_float_cents);
      if (amountCents > buildShiftFigures(totals).drawer.expectedCents) {
        throw conflict('That is more cash than the drawer should hold', [
          { path: 'amountCents', message: 'More than the drawer should hold' },
        ]);
      }
    }
    await shiftRepository.insertCashMovement(trx, {
      id: input.id,
      shift_id: shiftId,
      till_id: shift.till_id,
      kind: input.kind,
      amount_cents: amountCents,
      reason: input.reason ?? '',
      user_id: staff.id,
      approved_by: approver?.id ?? null,
      created_at: now.toISOString(),
    });
    if (approver && input.kind !== 'no_sale') {
      const wanted = { action: 'cash_movement', details: { kind: input.kind, amountCents } } as const;
      const approval = { wanted, requestedBy: staff.id, approvedBy: approver.id, tillId: shift.till_id };
      await recordSpentOverride(trx, { ...approval, usedFor: input.id }, now);
    }
    const label = cashMovementLabels[input.kind];
    await recordShiftAudit(
      trx,
      { id: shiftId, tillId: shift.till_id },
      staff,
      {
        action: 'cash.moved',
        approvedBy: approver?.id ?? null,
        summary: input.kind === 'no_sale' ? label : `${label} · ${formatMoney(amountCents)} · ${input.reason ?? ''}`,
        details: { kind: input.kind, amountCents, reason: input.reason ?? '' },
      },
      now,
    );
  });
  const movement = (await shiftRepository.findCashMovements(db, shiftId)).find((row) => row.id === input.id);
  if (!movement) throw notFound('Cash movement not found');
  return toCashMovement(movement);
}

/**
 * Counts the drawer: the first count is blind (its counter sees the expected cash only once it is in) and ends
 * selling on the till; a manager may count again before the shift is closed. Both counts are kept.
 */
export async function countShift(
  writer: GroupCommit,
  db: Db,
  storeId: string,
  id: string,
  input: CountShiftInput,
  staff: StaffMember,
  now: Date,
): Promise<Shift> {
  const day = await today(db, storeId, now);
  await writer.run(async (trx) => {
    const shift = await readShift(trx, id, storeId);
    if (shift.status === 'closed') throw conflict('This shift is already closed');
    assertMayClose(shift, staff);
    if (shift.status === 'counted' && !can(staff.role, 'shifts:manage')) {
      throw forbidden('The drawer has been counted. A manager can count it again before the shift is closed.');
    }
    const totals = await shiftRepository.findShiftTotals(trx, id, shift.opening_float_cents);
    const expected = buildShiftFigures(totals).drawer.expectedCents;
    const counted = cashCountTotalCents(input.count);
    const overShort = overShortCents(counted, expected);
    await shiftRepository.updateShift(trx, id, {
      status: 'counted',
      counted_at: now.toISOString(),
      counted_cents: counted,
      counted_counts: input.count.counts ? JSON.stringify(input.count.counts) : null,
      expected_cents: expected,
      over_short_cents: overShort,
      ...(shift.status === 'open'
        ? { counted_by: staff.id, first_counted_cents: counted }
        : { recounted_by: staff.id }),
    });
    const recount = shift.status === 'counted';
    await recordShiftAudit(
      trx,
      { id, tillId: shift.till_id },
      staff,
      {
        action: 'shift.counted',
        summary: `${shift.till_name} · ${recount ? 'recounted' : 'counted'} ${formatMoney(counted)} · ${describeOverShort(overShort)}`,
        details: { countedCents: counted, expectedCents: expected, recount },
      },
      now,
      day,
    );
  });
  return toShift(await readShift(db, id), day);
}

/**
 * Closes a counted shift and writes its Z report: numbered per till, its figures frozen as canonical text and
 * chained by SHA-256 to the till's previous Z, with the running grand total. A difference beyond the store's
 * threshold needs a reason and waits for a manager's review.
 */
export async function closeShift(
  writer: GroupCommit,
  db: Db,
  storeId: string,
  id: string,
  input: CloseShiftInput,
  staff: StaffMember,
  now: Date,
): Promise<ZReport> {
  const { cash } = await getPreferences(db);
  const reason = input.reason?.trim() ?? '';
  const zId = await writer.run(async (trx) => {
    const shift = await readShift(trx, id, storeId);
    if (shift.status === 'closed') throw conflict('This shift is already closed');
    if (shift.status === 'open') throw conflict('Count the drawer before closing the shift');
    assertMayClose(shift, staff);
    const counted = shift.counted_cents ?? 0;
    const overShort = shift.over_short_cents ?? 0;
    const flagged = overShortNeedsReason(overShort, cash.overShortReasonCents);
    if (flagged && !reason) {
      throw badRequest(`${describeOverShort(overShort)}: give a reason before closing`, [
        { path: 'reason', message: 'Say why the drawer is over or short' },
      ]);
    }
    if (input.floatLeftCents > counted) {
      const message = `The float left cannot be more than the ${formatMoney(counted)} counted`;
      throw badRequest(message, [{ path: 'floatLeftCents', message }]);
    }
    const written = await writeZReport(trx, shift, {
      closedBy: staff,
      closedAt: now.toISOString(),
      reason: reason || null,
      floatLeftCents: input.floatLeftCents,
      needsReview: flagged,
    });
    await recordShiftAudit(
      trx,
      { id, tillId: shift.till_id },
      staff,
      {
        action: 'shift.closed',
        summary: `${shift.till_name} · ${describeOverShort(overShort)}${reason ? ` · ${reason}` : ''}`,
        details: {
          countedCents: counted,
          overShortCents: overShort,
          reason,
          floatLeftCents: input.floatLeftCents,
          zReportId: written,
        },
      },
      now,
    );
    return written;
  });
  const row = await shiftRepository.findZReport(db, zId);
  if (!row) throw notFound('Z report not found');
  return toZReport(row);
}

/**
 * A second person signs off a close whose over/short was beyond the threshold: a manager who counted, recounted
 * or closed the shift may not approve it; an admin may.
 */
export async function approveShift(
  writer: GroupCommit,
  db: Db,
  storeId: string,
  id: string,
  staff: StaffMember,
  now: Date,
) {
  const day = await today(db, storeId, now);
  await writer.run(async (trx) => {
    const shift = await readShift(trx, id, storeId);
    if (shift.status !== 'closed' || shift.needs_review !== 1) throw conflict('This shift is not waiting for approval');
    const hands = { countedById: shift.counted_by, recountedById: shift.recounted_by, closedById: shift.closed_by };
    if (!mayApproveClose(hands, staff)) throw forbidden(secondPersonRequiredMessage);
    await shiftRepository.updateShift(trx, id, {
      needs_review: 0,
      approved_by: staff.id,
      approved_at: now.toISOString(),
    });
    await recordShiftAudit(
      trx,
      { id, tillId: shift.till_id },
      staff,
      {
        action: 'shift.approved',
        summary: `${shift.till_name} · ${describeOverShort(shift.over_short_cents ?? 0)} approved`,
        details: {
          overShortCents: shift.over_short_cents ?? 0,
          bySecondPerson: isSecondPerson(hands, staff.id),
        },
      },
      now,
      day,
    );
  });
  return toShift(await readShift(db, id), day);
}

/** Logs a void on a till: on its open shift when it has one, on the till alone otherwise. */
export async function logVoid(
  trx: Executor,
  entry: { id: string; tillId: string; orderId: string | null; userId: string; itemCount: number; amountCents: number },
  now: Date,
) {
  const till = await tillRepository.findTillWithActiveShift(trx, entry.tillId);
  if (!till) throw badRequest('Unknown till', [{ path: 'tillId', message: 'Unknown till' }]);
  await shiftRepository.insertVoid(trx, {
    id: entry.id,
    till_id: till.id,
    shift_id: till.shift_status === 'open' ? till.shift_id : null,
    order_id: entry.orderId,
    user_id: entry.userId,
    item_count: entry.itemCount,
    amount_cents: entry.amountCents,
    created_at: now.toISOString(),
  });
  await recordAudit(
    trx,
    {
      action: 'void.recorded',
      userId: entry.userId,
      tillId: till.id,
      subject: entry.orderId ? { type: 'order', id: entry.orderId } : null,
      summary: `${till.name} · ${entry.itemCount} item${entry.itemCount === 1 ? '' : 's'} · ${formatMoney(entry.amountCents)}`,
      details: { itemCount: entry.itemCount, amountCents: entry.amountCents },
    },
    now,
  );
}

/** Records a cart cleared with items in it; a resend of the same void is recorded once. */
export async function recordVoid(writer: GroupCommit, input: RecordVoidInput, staff: StaffMember, now: Date) {
  await writer.run(async (trx) => {
    if (await shiftRepository.findVoid(trx, input.id)) return;
    await logVoid(trx, { ...input, orderId: null, userId: staff.id }, now);
  });
}
