import { randomUUID } from 'node:crypto';
import { priceAtStore } from '@tillwise/core/catalog/store-price';
import { formatMoney } from '@tillwise/core/money/money';
import type { Discount } from '@tillwise/core/sale/discount';
import { checkDiscountCap, discountCapFor } from '@tillwise/core/settings/discount-caps';
import type { DiscountCaps } from '@tillwise/core/settings/discount-caps';
import { describeOverride, overrideExpired, overrideShortfall } from '@tillwise/core/staff/override';
import { overrideDetailsSchema, overrideMaxAgeMinutes } from '@tillwise/core/staff/override-schemas';
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
import { recordAudit } from './audit-service';
import type { AuditRecord } from './audit-service';
import { verifyApproval } from './session-service';
import { getDiscountCaps } from './settings-service';

/** What a role needs to do each action alone, and so what its approver must hold. */
const permissionFor: Record<OverrideAction, Permission> = {
  discount: 'pos:discount',
  refund: 'pos:refund',
  price_change: 'pos:discount',
  cash_movement: 'shifts:manage',
  return: 'pos:refund',
};

const detailsOf = (row: Pick<OverrideRow, 'action' | 'details_json'>): OverrideDetails =>
  overrideDetailsSchema.parse({ action: row.action, details: JSON.parse(row.details_json) });

function toOverride(row: OverrideRow): Override {
  return { id: row.id, ...detailsOf(row), approvedBy: { id: row.approved_by, name: row.approver_name } } as Override;
}

/** Why the one asking needs no approval for this, or null when they do need one. */
function needsNoApproval(role: Role, wanted: OverrideDetails, caps: DiscountCaps): string | null {
  if (wanted.action === 'discount') {
    const cap = discountCapFor(caps, role);
    return wanted.details.percent <= cap ? `You may give up to ${cap} % off yourself: no approval is needed` : null;
  }
  if (!can(role, permissionFor[wanted.action])) return null;
  return wanted.action === 'refund' || wanted.action === 'return'
    ? 'You may give refunds yourself: no approval is needed'
    : 'You may change prices yourself: no approval is needed';
}

/** The details as recorded (a price change with the catalogue price it replaces) and the names the log shows. */
async function resolveDetails(db: Db, storeId: string, wanted: OverrideDetails) {
  if (wanted.action === 'refund') {
    const order = await saleRepository.findOrder(db, wanted.details.saleId);
    if (!order) throw badRequest('Sale not found', [{ path: 'details.saleId', message: 'Sale not found' }]);
    return { wanted, names: { saleNumber: order.number } };
  }
  if (wanted.action === 'price_change') {
    const [product] = await saleRepository.findProductsByIds(db, storeId, [wanted.details.productId]);
    if (!product) throw badRequest('Product not found', [{ path: 'details.productId', message: 'Product not found' }]);
    const fromCents = priceAtStore(product);
    if (fromCents === wanted.details.toCents) {
      const message = 'That is the price already';
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
      summary: describeOverride(entry.wanted, names),
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
      throw conflict('This approval id is already used');
    return toOverride(existing);
  }
  const till = await tillRepository.findTill(db, input.tillId);
  if (!till || till.store_id !== storeId)
    throw badRequest('Unknown till', [{ path: 'tillId', message: 'Unknown till' }]);
  const caps = await getDiscountCaps(db);
  const unneeded = needsNoApproval(staff.role, asked, caps);
  if (unneeded) throw badRequest(unneeded);
  if (input.approval.userId === staff.id) {
    const message = 'Another manager must approve this';
    throw forbidden(message, [{ path: 'approval.userId', message }]);
  }
  const { wanted, names } = await resolveDetails(db, storeId, asked);
  // A manager whose own cap is below the discount cannot approve it: refused before their PIN is tried.
  const candidate = await staffRepository.findUserById(db, input.approval.userId);
  if (candidate?.is_active && wanted.action === 'discount') {
    const cap = discountCapFor(caps, candidate.role as Role);
    if (cap < wanted.details.percent) {
      const message = `${candidate.name} may give at most ${cap} % off`;
      throw forbidden(message, [{ path: 'approval.userId', message }]);
    }
  }
  const approver = await verifyApproval(db, input.approval, permissionFor[input.action], now);
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
    await auditApproval(trx, entry, names, now);
  });
  const row = await overrideRepository.findOverride(db, input.id);
  if (!row || row.requested_by !== staff.id) throw conflict('This approval id is already used');
  return toOverride(row);
}

export interface OverrideUse {
  /** The approval sent with the request; none: one already spent on this very sale (parked with it) may do. */
  id: string | null | undefined;
  /** What is being done, which the approval must cover. */
  wanted: OverrideDetails;
  requestedBy: string;
  tillId: string;
  /** The sale, refund or cash movement spending it. */
  usedFor: string;
  /** The refusal when no approval covers it: what needs one, and the field to show it at. */
  missing: { path: string; message: string };
  now: Date;
}

export interface UsedOverride {
  id: string;
  approvedBy: { id: string; name: string };
}

const used = (row: OverrideRow): UsedOverride => ({
  id: row.id,
  approvedBy: { id: row.approved_by, name: row.approver_name },
});

/**
 * Spends a manager's approval inside the caller's transaction: it must exist, have been given to this member on
 * this till for this action, cover what is done (no bigger discount or refund, the approved price), be unused and
 * at most overrideMaxAgeMinutes old. Once used it is used for good; the same sale may present it again (a parked
 * sale completed later).
 */
export async function useOverride(trx: Executor, use: OverrideUse): Promise<UsedOverride> {
  const refuse = (message: string) => forbidden(message, [{ path: use.missing.path, message }]);
  if (!use.id) {
    const spent = await overrideRepository.findOverridesUsedFor(trx, use.usedFor, use.wanted.action);
    const covering = spent.find((row) => overrideShortfall(detailsOf(row), use.wanted) === null);
    if (covering) return used(covering);
    throw refuse(use.missing.message);
  }
  const row = await overrideRepository.findOverride(trx, use.id);
  if (!row) throw refuse('That manager’s approval was not found. Ask a manager again.');
  const shortfall = overrideShortfall(detailsOf(row), use.wanted);
  if (shortfall) throw refuse(shortfall);
  if (row.used_for === use.usedFor) return used(row);
  const spentAlready = 'That manager’s approval has already been used. Ask a manager again.';
  if (row.used_at) throw refuse(spentAlready);
  if (row.requested_by !== use.requestedBy) throw refuse('That approval was given to someone else');
  if (row.till_id !== use.tillId) throw refuse('That approval was given on another till');
  if (overrideExpired(row.created_at, use.now)) {
    throw refuse(`That approval is more than ${overrideMaxAgeMinutes} minutes old. Ask a manager again.`);
  }
  if (!(await overrideRepository.markOverrideUsed(trx, row.id, use.usedFor, use.now.toISOString()))) {
    throw refuse(spentAlready);
  }
  return used(row);
}

/**
 * Keeps an approval given inside the request it approves (a manager's PIN on a large cash movement) as a spent
 * override, with the same "override.approved" entry as one asked for first.
 */
export async function recordSpentOverride(
  trx: Executor,
  entry: { wanted: OverrideDetails; requestedBy: string; approvedBy: string; tillId: string; usedFor: string },
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
  await auditApproval(trx, { ...entry, id }, {}, now);
}

/** A priced cart line as sale-pricing holds it: the line sent, the price charged and the catalogue's. */
interface PricedLine {
  line: {
    quantity: number;
    discount?: Discount | null;
    priceOverrideCents?: number | null;
    priceOverrideId?: string | null;
  };
  product: { id: string; name: string; sku: string; price_cents: number };
  catalog: { price_cents: number };
}

export interface CartApprovals {
  /** The approval that let the discounts go beyond the seller's cap, when they needed one. */
  discount: UsedOverride | null;
  /** Lines sold at a price changed at the till, and who approved each (null: the seller may change prices). */
  priceChanges: {
    productId: string;
    name: string;
    sku: string;
    fromCents: number;
    toCents: number;
    overrideId: string | null;
    approvedBy: { id: string; name: string } | null;
  }[];
}

/**
 * Who may sell this cart as priced: a price changed at the till needs pos:discount or a manager's approval of that
 * price; discounts beyond the seller's role's cap (as the largest share of any line they take off) need a manager's
 * approval of at least that percent. A sale taken offline is priced as the till showed it, so only its discounts
 * are checked.
 */
export async function authorizeCart(
  trx: Executor,
  cart: {
    id: string;
    tillId: string;
    overrideId?: string | null;
    discount?: Discount | null;
    priced: readonly PricedLine[];
  },
  staff: StaffMember,
  offline: boolean,
  now: Date,
): Promise<CartApprovals> {
  const approvals: CartApprovals = { discount: null, priceChanges: [] };
  const base = { requestedBy: staff.id, tillId: cart.tillId, usedFor: cart.id, now };
  for (const [index, { line, product, catalog }] of cart.priced.entries()) {
    const toCents = line.priceOverrideCents;
    if (offline || toCents === null || toCents === undefined || toCents === catalog.price_cents) continue;
    const change = {
      productId: product.id,
      name: product.name,
      sku: product.sku,
      fromCents: catalog.price_cents,
      toCents,
    };
    if (can(staff.role, 'pos:discount')) {
      approvals.priceChanges.push({ ...change, overrideId: null, approvedBy: null });
      continue;
    }
    const message = `Changing the price of ${product.name} needs a manager’s approval`;
    const approval = await useOverride(trx, {
      ...base,
      id: line.priceOverrideId,
      wanted: { action: 'price_change', details: { productId: product.id, toCents } },
      missing: { path: `lines.${index}.priceOverrideId`, message },
    });
    approvals.priceChanges.push({ ...change, overrideId: approval.id, approvedBy: approval.approvedBy });
  }

  if (!cart.discount && !cart.priced.some(({ line }) => line.discount)) return approvals;
  const cap = discountCapFor(await getDiscountCaps(trx), staff.role);
  const check = checkDiscountCap(
    cart.priced.map(({ line, product }) => ({
      subtotalCents: product.price_cents * line.quantity,
      discount: line.discount,
    })),
    cart.discount,
    cap,
  );
  if (check.ok) return approvals;
  const message =
    cap > 0
      ? `Discounts above ${cap} % need a manager’s approval (this one is ${check.percent} %)`
      : 'Discounts need a manager’s approval';
  approvals.discount = await useOverride(trx, {
    ...base,
    id: cart.overrideId,
    wanted: { action: 'discount', details: { percent: check.percent } },
    missing: { path: 'overrideId', message },
  });
  return approvals;
}

/**
 * A completed sale's audit entries with its approvals: the discount entry names the manager who approved it, and
 * each price changed at the till gets an entry of its own (with its approver, when it needed one).
 */
export function withApprovals(
  entries: AuditRecord[],
  approvals: CartApprovals,
  order: { id: string; number: string; till_id: string },
  staff: StaffMember,
): AuditRecord[] {
  const { discount } = approvals;
  const marked = entries.map((entry) =>
    entry.action === 'sale.discounted' && discount
      ? { ...entry, approvedBy: discount.approvedBy.id, details: { ...entry.details, overrideId: discount.id } }
      : entry,
  );
  const priceChanges = approvals.priceChanges.map((change): AuditRecord => ({
    action: 'sale.price_changed',
    userId: staff.id,
    approvedBy: change.approvedBy?.id ?? null,
    tillId: order.till_id,
    subject: { type: 'order', id: order.id },
    summary: `${order.number} · ${change.name} ${formatMoney(change.fromCents)} → ${formatMoney(change.toCents)}`,
    details: {
      number: order.number,
      productId: change.productId,
      sku: change.sku,
      fromCents: change.fromCents,
      toCents: change.toCents,
      overrideId: change.overrideId,
    },
  }));
  return [...marked, ...priceChanges];
}
