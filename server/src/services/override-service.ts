import { randomUUID } from 'node:crypto';
import { priceAtStore } from '@tillwise/core/catalog/store-price';
import { saying } from '@tillwise/core/i18n/core-message';
import { discountCapFor } from '@tillwise/core/settings/discount-caps';
import type { DiscountCaps } from '@tillwise/core/settings/discount-caps';
import { describeOverride, overrideShortfall } from '@tillwise/core/staff/override';
import { overrideDetailsSchema } from '@tillwise/core/staff/override-schemas';
import type {
  CreateOverrideInput,
  Override,
  OverrideAction,
  OverrideDetails,
} from '@tillwise/core/staff/override-schemas';
import { can } from '@tillwise/core/staff/permissions';
import type { Permission, Role } from '@tillwise/core/staff/permissions';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { Db, Executor } from '../db/database';
import type { GroupCommit } from '../db/group-commit';
import * as overrideRepository from '../db/repositories/override-repository';
import type { OverrideRow } from '../db/repositories/override-repository';
import * as saleRepository from '../db/repositories/sale-repository';
import * as staffRepository from '../db/repositories/staff-repository';
import * as tillRepository from '../db/repositories/till-repository';
import { badRequest, conflict, forbidden } from '../lib/errors';
import type { Wording } from '../lib/errors';
import { recordAudit } from './audit-service';
import { overrideRefusals } from './override-messages';
import { verifyApproval } from './session-service';
import { getDiscountCaps } from './settings-preference-service';
import type { MoneyFormat } from '@tillwise/core/money/money-format';
import { storeMoneyFormat } from './store-money';
import { tillRefusals } from './till-messages';

/** What a role needs to do each action alone, and so what its approver must hold. */
const permissionFor: Record<OverrideAction, Permission> = {
  discount: 'pos:discount',
  refund: 'pos:refund',
  price_change: 'pos:discount',
  cash_movement: 'shifts:manage',
  return: 'pos:refund',
};

/** What an override row approves, read back through its schema. */
export const detailsOf = (row: Pick<OverrideRow, 'action' | 'details_json'>): OverrideDetails =>
  overrideDetailsSchema.parse({ action: row.action, details: JSON.parse(row.details_json) });

function toOverride(row: OverrideRow): Override {
  return { id: row.id, ...detailsOf(row), approvedBy: { id: row.approved_by, name: row.approver_name } } as Override;
}

/** Why the one asking needs no approval for this, or null when they do need one. */
function needsNoApproval(role: Role, wanted: OverrideDetails, caps: DiscountCaps): Wording | null {
  if (wanted.action === 'discount') {
    const cap = discountCapFor(caps, role);
    return wanted.details.percent <= cap ? saying(overrideRefusals.discountWithinCap, { cap }) : null;
  }
  if (!can(role, permissionFor[wanted.action])) return null;
  return wanted.action === 'refund' || wanted.action === 'return'
    ? saying(overrideRefusals.refundsYourself)
    : saying(overrideRefusals.pricesYourself);
}

/** The details as recorded (a price change with the catalogue price it replaces) and the names the log shows. */
async function resolveDetails(db: Db, storeId: string, wanted: OverrideDetails) {
  if (wanted.action === 'refund') {
    const order = await saleRepository.findOrder(db, wanted.details.saleId);
    if (!order)
      throw badRequest(saying(overrideRefusals.saleNotFound), [
        { path: 'details.saleId', message: saying(overrideRefusals.saleNotFound) },
      ]);
    return { wanted, names: { saleNumber: order.number } };
  }
  if (wanted.action === 'price_change') {
    const [product] = await saleRepository.findProductsByIds(db, storeId, [wanted.details.productId]);
    if (!product)
      throw badRequest(saying(overrideRefusals.productNotFound), [
        { path: 'details.productId', message: saying(overrideRefusals.productNotFound) },
      ]);
    const fromCents = priceAtStore(product);
    if (fromCents === wanted.details.toCents) {
      const message = saying(overrideRefusals.priceAlready);
      throw badRequest(message, [{ path: 'details.toCents', message }]);
    }
    const details = { ...wanted.details, fromCents };
    return { wanted: { action: wanted.action, details }, names: { productName: product.name } };
  }
  return { wanted, names: {} };
}

/** One "override.approved" entry: who asked, who approved with their PIN, on which till, and what. */
function auditApproval(
  trx: Executor,
  entry: { id: string; wanted: OverrideDetails; requestedBy: string; approvedBy: string; tillId: string },
  names: Parameters<typeof describeOverride>[1],
  money: MoneyFormat,
  now: Date,
) {
  return recordAudit(
    trx,
    {
      action: 'override.approved',
      userId: entry.requestedBy,
      approvedBy: entry.approvedBy,
      tillId: entry.tillId,
      subject: { type: 'override', id: entry.id },
      summary: describeOverride(entry.wanted, names, money),
      details: { action: entry.wanted.action, ...entry.wanted.details },
    },
    now,
  );
}

/**
 * A manager approves, with their PIN on this till, one action the signed-in member may not do alone. The approver
 * must be someone else who may do it themselves (for a discount: within their own cap); a wrong PIN counts
 * towards their lock. The till makes the id, so a resend answers the same approval.
 */
export async function createOverride(
  writer: GroupCommit,
  db: Db,
  storeId: string,
  input: CreateOverrideInput,
  staff: StaffMember,
  now: Date,
): Promise<Override> {
  const asked = { action: input.action, details: input.details } as OverrideDetails;
  const existing = await overrideRepository.findOverride(db, input.id);
  if (existing) {
    if (existing.requested_by !== staff.id || overrideShortfall(detailsOf(existing), asked) !== null)
      throw conflict(saying(overrideRefusals.idUsed));
    return toOverride(existing);
  }
  const till = await tillRepository.findTill(db, input.tillId);
  if (!till || till.store_id !== storeId)
    throw badRequest(saying(tillRefusals.unknown), [{ path: 'tillId', message: saying(tillRefusals.unknown) }]);
  const caps = await getDiscountCaps(db);
  const unneeded = needsNoApproval(staff.role, asked, caps);
  if (unneeded) throw badRequest(unneeded);
  if (input.approval.userId === staff.id) {
    const message = saying(overrideRefusals.anotherManager);
    throw forbidden(message, [{ path: 'approval.userId', message }]);
  }
  const { wanted, names } = await resolveDetails(db, storeId, asked);
  // A manager whose own cap is below the discount cannot approve it: refused before their PIN is tried.
  const candidate = await staffRepository.findUserById(db, input.approval.userId);
  if (candidate?.is_active && wanted.action === 'discount') {
    const cap = discountCapFor(caps, candidate.role as Role);
    if (cap < wanted.details.percent) {
      const message = saying(overrideRefusals.approverCap, { name: candidate.name, cap });
      throw forbidden(message, [{ path: 'approval.userId', message }]);
    }
  }
  const approver = await verifyApproval(db, input.approval, permissionFor[input.action], now);
  const money = await storeMoneyFormat(db, storeId);
  await writer.run(async (trx) => {
    if (await overrideRepository.findOverride(trx, input.id)) return;
    await overrideRepository.insertOverride(trx, {
      id: input.id,
      action: wanted.action,
      requested_by: staff.id,
      approved_by: approver.id,
      till_id: till.id,
      details_json: JSON.stringify(wanted.details),
      created_at: now.toISOString(),
      used_at: null,
      used_for: null,
    });
    const entry = { id: input.id, wanted, requestedBy: staff.id, approvedBy: approver.id, tillId: till.id };
    await auditApproval(trx, entry, names, money, now);
  });
  const row = await overrideRepository.findOverride(db, input.id);
  if (!row || row.requested_by !== staff.id) throw conflict(saying(overrideRefusals.idUsed));
  return toOverride(row);
}

/**
 * Keeps an approval given inside the request it approves (a manager's PIN on a large cash movement) as a spent
 * override, with the same "override.approved" entry as one asked for first.
 */
export async function recordSpentOverride(
  trx: Executor,
  entry: { wanted: OverrideDetails; requestedBy: string; approvedBy: string; tillId: string; usedFor: string },
  money: MoneyFormat,
  now: Date,
) {
  const id = randomUUID();
  await overrideRepository.insertOverride(trx, {
    id,
    action: entry.wanted.action,
    requested_by: entry.requestedBy,
    approved_by: entry.approvedBy,
    till_id: entry.tillId,
    details_json: JSON.stringify(entry.wanted.details),
    created_at: now.toISOString(),
    used_at: now.toISOString(),
    used_for: entry.usedFor,
  });
  await auditApproval(trx, { ...entry, id }, {}, money, now);
}
