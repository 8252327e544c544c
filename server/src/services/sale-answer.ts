import type { Sale } from '@tillwise/core/sale/sale-schemas';
import { orderPromotionRows } from './sale-rows';
import { toSale } from './sale-mapper';
import { numberMark } from './sale-writing';
import type { SaleRequest, SaleRows, WorkedOutSale } from './sale-writing';

/**
 * The sale's answer worked out once, before it is written: its number is the plan's mark until the plan takes one
 * (the webhook's copy is filled in by the plan, the till's by `numbered`).
 */
export function draftAnswer(request: SaleRequest, sale: WorkedOutSale, written: SaleRows): Sale {
  return answer(request, sale, written, typeof written.number === 'string' ? written.number : numberMark);
}

export const numbered = (draft: Sale, number: string): Sale => ({ ...draft, number });

/** The sale as the till hears it, from what was just written: reading it back would cost as much as writing it. */
function answer(request: SaleRequest, sale: WorkedOutSale, written: SaleRows, number: string): Sale {
  const customer = sale.cart.customer;
  const base = sale.existing ? { ...sale.existing, ...written.changes } : written.row;
  const customerPoints = customer ? customer.loyalty_points + sale.loyaltyEarned - sale.loyaltyRedeemed : null;
  const names = {
    staff_name: request.staff.name,
    customer_name: customer?.name ?? null,
    customer_points: customerPoints,
    customer_group_id: customer?.group_id ?? null,
  };
  return toSale(
    { ...(base as NonNullable<typeof base>), number, ...names },
    written.lines,
    new Map(),
    sale.payments,
    [],
    orderPromotionRows(request.input.id, request.storeId, request.day, sale.cart),
  );
}
