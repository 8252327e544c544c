import { saying } from '@tillwise/core/i18n/core-message';
import { formatMoney } from '@tillwise/core/money/money';
import { buildShiftFigures } from '@tillwise/core/shift/shift-figures';
import { cashMovementLabels } from '@tillwise/core/shift/shift-schemas';
import type { CashMovement, CashMovementInput } from '@tillwise/core/shift/shift-schemas';
import { can } from '@tillwise/core/staff/permissions';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { Db } from '../db/database';
import type { GroupCommit } from '../db/group-commit';
import * as shiftTotalsRepository from '../db/repositories/shift-totals-repository';
import * as cashMovementRepository from '../db/repositories/cash-movement-repository';
import { conflict, forbidden, notFound } from '../lib/errors';
import { recordSpentOverride } from './override-service';
import { verifyApproval } from './session-service';
import { getPreferences } from './settings-preference-service';
import { toCashMovement } from './shift-mapper';
import { shiftRefusals } from './shift-messages';
import { readShift, recordShiftAudit } from './shift-service';
import { storeMoneyFormat } from './store-money';

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
  const money = await storeMoneyFormat(db, storeId);
  let approver: StaffMember | null = null;
  if (input.kind !== 'no_sale' && amountCents > cash.approvalLimitCents && !can(staff.role, 'shifts:manage')) {
    const message = saying(shiftRefusals.managerPinAbove, { amount: formatMoney(cash.approvalLimitCents, money) });
    if (!input.approval) throw forbidden(message, [{ path: 'approval', message }]);
    approver = await verifyApproval(db, input.approval, 'shifts:manage', now);
  }
  await writer.run(async (trx) => {
    const existing = await cashMovementRepository.findCashMovement(trx, input.id);
    if (existing) {
      if (existing.shift_id !== shiftId) throw conflict(saying(shiftRefusals.movementIdOfAnotherShift));
      return;
    }
    const shift = await readShift(trx, shiftId, storeId);
    if (shift.status === 'closed') throw conflict(saying(shiftRefusals.closed));
    if (shift.status === 'counted') throw conflict(saying(shiftRefusals.drawerCountedNoCashMoves));
    if (input.kind === 'pay_out' || input.kind === 'drop') {
      const totals = await shiftTotalsRepository.findShiftTotals(trx, shiftId, shift.opening_float_cents);
      if (amountCents > buildShiftFigures(totals).drawer.expectedCents) {
        throw conflict(saying(shiftRefusals.moreThanDrawerHolds), [
          { path: 'amountCents', message: saying(shiftRefusals.moreThanDrawerHoldsField) },
        ]);
      }
    }
    await cashMovementRepository.insertCashMovement(trx, {
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
      await recordSpentOverride(trx, { ...approval, usedFor: input.id }, money, now);
    }
    const label = cashMovementLabels[input.kind];
    await recordShiftAudit(
      trx,
      { id: shiftId, tillId: shift.till_id },
      staff,
      {
        action: 'cash.moved',
        approvedBy: approver?.id ?? null,
        summary:
          input.kind === 'no_sale' ? label : `${label} · ${formatMoney(amountCents, money)} · ${input.reason ?? ''}`,
        details: { kind: input.kind, amountCents, reason: input.reason ?? '' },
      },
      now,
    );
  });
  const movement = (await cashMovementRepository.findCashMovements(db, shiftId)).find((row) => row.id === input.id);
  if (!movement) throw notFound(saying(shiftRefusals.cashMovementNotFound));
  return toCashMovement(movement);
}
