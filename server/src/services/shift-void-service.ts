import { formatMoney } from '@tillwise/core/money/money';
import type { RecordVoidInput } from '@tillwise/core/shift/shift-schemas';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { Executor } from '../db/database';
import type { GroupCommit } from '../db/group-commit';
import * as shiftRepository from '../db/repositories/shift-repository';
import * as tillRepository from '../db/repositories/till-repository';
import { saying } from '@tillwise/core/i18n/core-message';
import { badRequest } from '../lib/errors';
import { recordAudit } from './audit-service';
import { storeMoneyFormat } from './store-money';
import { tillRefusals } from './till-messages';

/** Logs a void on a till: on its open shift when it has one, on the till alone otherwise. */
export async function logVoid(
  trx: Executor,
  entry: { id: string; tillId: string; orderId: string | null; userId: string; itemCount: number; amountCents: number },
  now: Date,
) {
  const till = await tillRepository.findTillWithActiveShift(trx, entry.tillId);
  if (!till)
    throw badRequest(saying(tillRefusals.unknown), [{ path: 'tillId', message: saying(tillRefusals.unknown) }]);
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
  const money = await storeMoneyFormat(trx, till.store_id);
  await recordAudit(
    trx,
    {
      action: 'void.recorded',
      userId: entry.userId,
      tillId: till.id,
      subject: entry.orderId ? { type: 'order', id: entry.orderId } : null,
      summary: `${till.name} · ${entry.itemCount} item${entry.itemCount === 1 ? '' : 's'} · ${formatMoney(entry.amountCents, money)}`,
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
