import { newOutboxEntry } from '@tillwise/core/outbox/outbox';
import type { OutboxEntry } from '@tillwise/core/outbox/outbox';
import { heldRefund } from '@tillwise/core/refund/held-refund';
import type { Refund, RefundInput } from '@tillwise/core/refund/refund-schemas';
import type { PromotionRefundRule } from '@tillwise/core/refund/promotion-refund-rule';
import type { Sale, SaleSummary } from '@tillwise/core/sale/sale-schemas';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { RefundSearch } from '@/features/refund/api/held-sales';
import { refillNumbers, takeBlockNumber } from '@/features/outbox/api/number-pool-store';
import { flushOutbox } from '@/features/outbox/api/outbox-sender';
import { outboxStore } from '@/features/outbox/api/outbox-store';
import { calendarDay } from '@/lib/format-date';
import { moneyFormat } from '@/lib/money';
import { takerOf } from './offline-taker';
import { defineMessage } from 'react-intl';
import { sayInSession } from '@/lib/i18n/core-messages';

type SaleEntry = OutboxEntry & { sale: Sale };
const hasSale = (entry: OutboxEntry): entry is SaleEntry => entry.kind === 'sale' && entry.sale !== undefined;

/**
 * The sales this till holds in its outbox (taken here, waiting or recently synced) and refunds of them given while
 * the server cannot be reached. Loaded when a refund needs them: none of it is on the till's first load.
 */
export async function searchHeldSales(filters: RefundSearch): Promise<SaleSummary[]> {
  const text = filters.q?.trim().toLowerCase() ?? '';
  const sales = (await outboxStore.all())
    .filter(hasSale)
    .map((entry) => entry.sale)
    .filter(
      (sale) =>
        (!text || sale.number.toLowerCase().includes(text) || sale.customer?.name.toLowerCase().includes(text)) &&
        (!filters.from || calendarDay(new Date(sale.createdAt)) >= filters.from) &&
        (!filters.to || calendarDay(new Date(sale.createdAt)) <= filters.to),
    );
  return sales
    .reverse()
    .slice(0, 20)
    .map(({ lines: _lines, payments: _payments, refunds: _refunds, ...summary }) => summary);
}

export async function heldSale(id: string): Promise<Sale | null> {
  const entry = await outboxStore.get(id);
  return entry && hasSale(entry) ? entry.sale : null;
}

/**
 * A refund given at this till while the server cannot be reached: numbered from the till's refund block, worked out
 * by the server's rules from the sale as the till holds it, and kept in the outbox behind that sale.
 */
export async function giveHeldRefund(
  tillId: string,
  signedIn: Pick<StaffMember, 'id' | 'name'> | undefined,
  input: RefundInput,
  sale: Sale,
  promotionRefundRule?: PromotionRefundRule,
): Promise<{ refund: Refund; sale: Sale }> {
  const entry = await outboxStore.get(sale.id);
  if (!entry || !hasSale(entry))
    throw new Error(
      sayInSession(defineMessage({ id: 'pos.held.notHeldHere', defaultMessage: 'This sale is not held on this till' })),
    );
  const number = await takeBlockNumber(tillId, 'refund');
  if (!number)
    throw new Error(
      sayInSession(
        defineMessage({
          id: 'pos.held.noRefundNumbers',
          defaultMessage: 'This till holds no refund numbers yet: it gives refunds offline once it has been online',
        }),
      ),
    );
  const now = new Date();
  const given = heldRefund(entry.sale, {
    id: input.id,
    number,
    reason: input.reason,
    at: now,
    staffName: signedIn?.name ?? '',
    lines: input.lines,
    destination: input.destination,
    promotionRefundRule,
    money: moneyFormat(),
  });
  if ('error' in given) throw new Error(given.error);
  const refundEntry = newOutboxEntry(
    {
      id: input.id,
      kind: 'refund',
      path: '/refunds',
      staffName: signedIn?.name ?? '',
      label: number,
      amountCents: given.refund.amountCents,
      body: {
        ...input,
        number,
        offline: { capturedAt: now.toISOString(), ...(signedIn && (await takerOf(signedIn.id))) },
      },
      refund: given.refund,
    },
    now,
  );
  await outboxStore.addWith(refundEntry, [{ ...entry, sale: given.sale }]);
  void refillNumbers(tillId, 'refund');
  void flushOutbox();
  return given;
}

/** A refund the server recorded of a sale this till holds: the till's copy of the sale follows it. */
export async function followOnlineRefund(
  refund: Refund,
  input: RefundInput,
  promotionRefundRule?: PromotionRefundRule,
): Promise<void> {
  const entry = await outboxStore.get(refund.saleId);
  if (!entry || !hasSale(entry)) return;
  const given = heldRefund(entry.sale, {
    id: refund.id,
    number: refund.number,
    reason: refund.reason,
    at: new Date(refund.createdAt),
    staffName: refund.staffName,
    lines: input.lines,
    destination: input.destination,
    promotionRefundRule,
    money: moneyFormat(),
  });
  if (!('error' in given)) await outboxStore.put({ ...entry, sale: given.sale });
}
