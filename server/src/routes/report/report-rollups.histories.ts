import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { cashDue } from '@tillwise/core/payment/tender';
import type { Tender } from '@tillwise/core/payment/tender';
import { cartTotals } from '@tillwise/core/sale/cart-totals';
import type { Db } from '../../db/database';
import type { GroupCommit } from '../../db/group-commit';
import { completeSale } from '../../services/complete-sale';
import { getStorePricing } from '../../services/settings-service';
import { admin, customers, products, stores, tills } from './report-rollups.fixtures';

// The random operations of report-rollups.property.test.ts's histories, and the till that sells what they say.

const byId = (id: string) => products.find((p) => p.id === id)!;
const lineArbitrary = fc
  .record({ product: fc.constantFrom(...products.map((p) => p.id)), units: fc.integer({ min: 1, max: 4 }) })
  .chain(({ product, units }) =>
    byId(product).soldBy
      ? fc.integer({ min: 50, max: 2_500 }).map((grams) => ({ product, quantity: grams }))
      : fc.constant({ product, quantity: units }),
  );
const dayArbitrary = fc.integer({ min: 0, max: 20 });
const storeArbitrary = fc.constantFrom(...stores);

export const saleArbitrary = fc.record({
  kind: fc.constant('sale' as const),
  store: storeArbitrary,
  day: dayArbitrary,
  lines: fc.uniqueArray(lineArbitrary, { minLength: 1, maxLength: 3, selector: (line) => line.product }),
  customer: fc.constantFrom(null, ...customers),
  discount: fc.constantFrom(null, { kind: 'percent' as const, percent: 10 }),
  tender: fc.constantFrom('cash', 'card', 'split', 'gift card', 'store credit', 'offline'),
  giftCard: fc.option(fc.record({ reload: fc.boolean(), amountCents: fc.integer({ min: 10, max: 50 }) })),
});
export const refundArbitrary = fc.record({
  kind: fc.constant('refund' as const),
  store: storeArbitrary,
  day: dayArbitrary,
  sale: fc.nat(),
  whole: fc.boolean(),
});
export const returnArbitrary = fc.record({
  kind: fc.constant('return' as const),
  store: storeArbitrary,
  day: dayArbitrary,
  lines: fc.uniqueArray(lineArbitrary, { minLength: 1, maxLength: 2, selector: (line) => line.product }),
  customer: fc.constantFrom(...customers),
  tender: fc.constantFrom('cash' as const, 'store_credit' as const),
});
export const otherArbitrary = fc.record({
  kind: fc.constantFrom('void' as const, 'credit' as const),
  store: storeArbitrary,
  day: dayArbitrary,
  customer: fc.constantFrom(...customers),
  cents: fc.integer({ min: 1, max: 5_000 }),
});

export type SaleOp = typeof saleArbitrary extends fc.Arbitrary<infer T> ? T : never;
export type Sold = { id: string; lines: { id: string; quantity: number }[] };

/**
 * A till for both stores of the chain: it sells a sale op with the tenders it asks for, keeping count of the gift
 * cards it has issued from one history to the next.
 */
export function rollupTill(db: Db, writer: GroupCommit) {
  let giftCardsIssued = 0;

  /** The tenders a till would take for `due` in the store: the one asked for where it can pay, card for the rest. */
  async function tendersFor(tender: string, due: number, step: number, customer: string | null): Promise<Tender[]> {
    const cash = (amount: number): Tender[] => {
      const rounded = cashDue(amount, step);
      return rounded > 0 ? [{ method: 'cash', amountCents: rounded, tenderedCents: rounded + 1_000 }] : [];
    };
    const withCard = (first: Tender | null): Tender[] => {
      if (!first) return [{ method: 'card', amountCents: due }];
      return first.amountCents < due ? [first, { method: 'card', amountCents: due - first.amountCents }] : [first];
    };
    switch (tender) {
      case 'cash':
        return cash(due);
      case 'split': {
        const rest = cash(due - 600);
        return due > 600 && rest.length > 0 ? [{ method: 'card', amountCents: 600 }, ...rest] : withCard(null);
      }
      case 'offline': {
        // A card taken offline is capped at $200.00 a payment: cash pays what is over.
        const rest = cash(due - 15_000);
        return due > 20_000 ? [{ method: 'card', amountCents: 15_000 }, ...rest] : withCard(null);
      }
      case 'gift card': {
        const card = await db
          .selectFrom('gift_cards')
          .select(['code', 'balance_cents'])
          .where('balance_cents', '>', 0)
          .orderBy('code')
          .executeTakeFirst();
        if (!card) return withCard(null);
        const amountCents = Math.min(card.balance_cents, due);
        return withCard({ method: 'voucher', amountCents, reference: card.code });
      }
      case 'store credit': {
        const holder = customer
          ? await db.selectFrom('customers').select('store_credit_cents').where('id', '=', customer).executeTakeFirst()
          : undefined;
        if (!holder || holder.store_credit_cents <= 0) return withCard(null);
        return withCard({ method: 'store_credit', amountCents: Math.min(holder.store_credit_cents, due) });
      }
      default:
        return withCard(null);
    }
  }

  /** The latest card topped up, or a new one when it would then hold more than a card may ($2,000.00). */
  async function giftCardToSell({ reload, amountCents }: { reload: boolean; amountCents: number }) {
    const amount = amountCents * 100;
    const latest = `GIFT-${String(giftCardsIssued).padStart(4, '0')}`;
    const card = reload
      ? await db.selectFrom('gift_cards').select('balance_cents').where('code', '=', latest).executeTakeFirst()
      : undefined;
    if (card && card.balance_cents + amount <= 200_000) return { code: latest, amountCents: amount };
    return { code: `GIFT-${String(++giftCardsIssued).padStart(4, '0')}`, amountCents: amount };
  }

  /** Sells what the op says at what the till would show, and notes its lines for the refunds to come. */
  async function sell(op: SaleOp, now: Date, sold: Sold[]) {
    const pricing = await getStorePricing(db, op.store);
    const total = cartTotals(
      op.lines.map((line) => {
        const product = byId(line.product);
        return {
          unitPriceCents: product.price,
          quantity: line.quantity,
          soldBy: product.soldBy,
          taxRate: product.tax / 100,
          categoryId: product.category,
        };
      }),
      op.discount,
      pricing,
    ).totalCents;
    const offline = op.tender === 'offline';
    const giftCards = op.giftCard && !offline ? [await giftCardToSell(op.giftCard)] : [];
    const due = total + giftCards.reduce((sum, card) => sum + card.amountCents, 0);
    const sale = await completeSale(
      writer,
      db,
      op.store,
      {
        id: randomUUID(),
        tillId: tills[op.store],
        lines: op.lines.map((line) => ({
          productId: line.product,
          quantity: line.quantity,
          ...(offline && { unitPriceCents: byId(line.product).price }),
        })),
        customerId: op.customer,
        discount: op.discount,
        giftCards,
        payments: await tendersFor(op.tender, due, pricing.cashRoundingStep, op.customer),
        expectedTotalCents: total,
        ...(offline && { offline: { capturedAt: new Date(now.getTime() - 60_000).toISOString() } }),
      },
      admin,
      now,
    );
    sold.push({ id: sale.id, lines: sale.lines.map((l) => ({ id: l.id, quantity: l.quantity })) });
  }

  return { sell };
}
