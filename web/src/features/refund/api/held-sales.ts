import type { Refund, RefundInput } from '@tillwise/core/refund/refund-schemas';
import type { Sale, SaleListQuery, SaleSummary } from '@tillwise/core/sale/sale-schemas';

/**
 * The sales this till holds itself (taken here, kept in its outbox): while the server cannot be reached, they are
 * the ones it can refund. The till's screen supplies them; refunds of other sales wait for the network.
 */
/** What a refund's search of sales looks for: a number or name, and a range of days. */
export type RefundSearch = Pick<Partial<SaleListQuery>, 'q' | 'from' | 'to'>;

export interface HeldSales {
  search(filters: RefundSearch): Promise<SaleSummary[]>;
  sale(id: string): Promise<Sale | null>;
  /** Gives the refund at this till and keeps it to send once the server is back. */
  refund(input: RefundInput, sale: Sale): Promise<Refund>;
  /** A refund the server recorded of a sale this till holds: the till's copy follows it. */
  refundedOnline(refund: Refund, input: RefundInput): Promise<void>;
}

export const notHeldMessage =
  'The server cannot be reached. Only sales taken on this till can be refunded until it is back.';
