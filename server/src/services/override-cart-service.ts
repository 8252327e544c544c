import { formatMoney } from '@tillwise/core/money/money';
import type { MoneyFormat } from '@tillwise/core/money/money-format';
import type { Discount } from '@tillwise/core/sale/discount';
import { checkDiscountCap, discountCapFor } from '@tillwise/core/settings/discount-caps';
import { can } from '@tillwise/core/staff/permissions';
import { saying } from '@tillwise/core/i18n/core-message';
import { overrideRefusals } from './override-messages';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { Executor } from '../db/database';
import type { AuditRecord } from './audit-service';
import { useOverride } from './override-use-service';
import type { UsedOverride } from './override-use-service';
import { getDiscountCaps } from './settings-preference-service';

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
    /** The lines' prices are a valid quote's: agreed with the customer when it was made, approved then. */
    quotedPricesApproved?: boolean;
    /** The discounts are a quote's own, approved when it was made (valid or not: its last day limits its prices). */
    quotedDiscountsApproved?: boolean;
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
    if (cart.quotedPricesApproved) continue;
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
    const message = saying(overrideRefusals.priceChangeNeedsApproval, { name: product.name });
    const approval = await useOverride(trx, {
      ...base,
      id: line.priceOverrideId,
      wanted: { action: 'price_change', details: { productId: product.id, toCents } },
      missing: { path: `lines.${index}.priceOverrideId`, message },
    });
    approvals.priceChanges.push({ ...change, overrideId: approval.id, approvedBy: approval.approvedBy });
  }

  if (cart.quotedDiscountsApproved) return approvals;
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
      ? saying(overrideRefusals.discountOverCap, { cap, percent: check.percent })
      : saying(overrideRefusals.discountNeedsApproval);
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
  money: MoneyFormat,
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
    summary: `${order.number} · ${change.name} ${formatMoney(change.fromCents, money)} → ${formatMoney(change.toCents, money)}`,
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
