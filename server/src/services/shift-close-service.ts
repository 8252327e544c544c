import { formatMoney } from '@tillwise/core/money/money';
import { saying } from '@tillwise/core/i18n/core-message';
import { isSecondPerson, mayApproveClose } from '@tillwise/core/shift/close-approval';
import { countedInStoreCurrency, storeMoneyFormat } from './store-money';
import { describeOverShort, overShortCents, overShortNeedsReason } from '@tillwise/core/shift/drawer-maths';
import { buildShiftFigures } from '@tillwise/core/shift/shift-figures';
import type { CloseShiftInput, CountShiftInput, Shift, ZReport } from '@tillwise/core/shift/shift-schemas';
import { can } from '@tillwise/core/staff/permissions';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { Db } from '../db/database';
import type { GroupCommit } from '../db/group-commit';
import * as shiftRepository from '../db/repositories/shift-repository';
import * as shiftTotalsRepository from '../db/repositories/shift-totals-repository';
import * as zReportRepository from '../db/repositories/z-report-repository';
import { badRequest, conflict, forbidden, notFound } from '../lib/errors';
import { getPreferences } from './settings-preference-service';
import { toShift, toZReport } from './shift-mapper';
import { shiftRefusals } from './shift-messages';
import { assertMayClose, readShift, recordShiftAudit, storeBusinessDate } from './shift-service';
import { writeZReport } from './z-report-writer';
import { raiseWebhookEventIfWanted } from './webhook-outbox';

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
  const day = await storeBusinessDate(db, storeId, now);
  await writer.run(async (trx) => {
    const shift = await readShift(trx, id, storeId);
    if (shift.status === 'closed') throw conflict(saying(shiftRefusals.alreadyClosed));
    assertMayClose(shift, staff);
    if (shift.status === 'counted' && !can(staff.role, 'shifts:manage')) {
      throw forbidden(saying(shiftRefusals.managerRecounts));
    }
    const totals = await shiftTotalsRepository.findShiftTotals(trx, id, shift.opening_float_cents);
    const expected = buildShiftFigures(totals).drawer.expectedCents;
    const money = await storeMoneyFormat(trx, storeId);
    const counted = countedInStoreCurrency(input.count, money);
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
        summary: `${shift.till_name} · ${recount ? 'recounted' : 'counted'} ${formatMoney(counted, money)} · ${describeOverShort(overShort, money)}`,
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
    if (shift.status === 'closed') throw conflict(saying(shiftRefusals.alreadyClosed));
    if (shift.status === 'open') throw conflict(saying(shiftRefusals.countBeforeClosing));
    assertMayClose(shift, staff);
    const counted = shift.counted_cents ?? 0;
    const overShort = shift.over_short_cents ?? 0;
    const flagged = overShortNeedsReason(overShort, cash.overShortReasonCents);
    if (flagged && !reason) {
      // Never balanced here: a difference of nothing is never beyond the threshold.
      const amount = formatMoney(Math.abs(overShort), await storeMoneyFormat(trx, storeId));
      throw badRequest(
        saying(overShort > 0 ? shiftRefusals.overGiveReason : shiftRefusals.shortGiveReason, { amount }),
        [{ path: 'reason', message: saying(shiftRefusals.sayWhyOverShort) }],
      );
    }
    if (input.floatLeftCents > counted) {
      const amount = formatMoney(counted, await storeMoneyFormat(trx, storeId));
      const message = saying(shiftRefusals.floatLeftAboveCounted, { amount });
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
    await raiseWebhookEventIfWanted(trx, {
      event: 'shift.closed',
      resource: { type: 'shift', id },
      storeId,
      data: async () => toZReport((await zReportRepository.findZReport(trx, written))!),
      at: now,
    });
    return written;
  });
  const row = await zReportRepository.findZReport(db, zId);
  if (!row) throw notFound(saying(shiftRefusals.zReportNotFound));
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
  const day = await storeBusinessDate(db, storeId, now);
  await writer.run(async (trx) => {
    const shift = await readShift(trx, id, storeId);
    if (shift.status !== 'closed' || shift.needs_review !== 1)
      throw conflict(saying(shiftRefusals.notWaitingForApproval));
    const hands = { countedById: shift.counted_by, recountedById: shift.recounted_by, closedById: shift.closed_by };
    if (!mayApproveClose(hands, staff)) throw forbidden(saying(shiftRefusals.secondPersonApproves));
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
