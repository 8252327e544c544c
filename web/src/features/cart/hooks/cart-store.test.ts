import { describe, expect, it, vi } from 'vitest';
import type { Quote } from '@tillwise/core/quote/quote-schemas';

const saved = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (key: string) => saved.get(key) ?? null,
  setItem: (key: string, value: string) => void saved.set(key, value),
});
const { cart, cartSaleInput } = await import('./cart-store');

const lily = { productId: 'p-lily', name: 'Peace Lily', sku: 'PLT-003', unitPriceCents: 1999, taxRate: 20 };

describe('the cart’s price changes and approvals', () => {
  it('sends a changed price with its approval, and forgets it back at the catalogue price', () => {
    cart.startNew();
    cart.add(lily);
    cart.setLinePrice(lily.productId, 1500, 'approval-1');
    expect(cart.getSnapshot().lines[0]).toMatchObject({
      unitPriceCents: 1500,
      priceOverride: { catalogPriceCents: 1999, overrideId: 'approval-1' },
    });
    cart.add(lily);
    expect(cartSaleInput(cart.getSnapshot()).lines).toEqual([
      { productId: 'p-lily', quantity: 2, discount: null, priceOverrideCents: 1500, priceOverrideId: 'approval-1' },
    ]);
    cart.setLinePrice(lily.productId, 1999, null);
    expect(cartSaleInput(cart.getSnapshot()).lines).toEqual([{ productId: 'p-lily', quantity: 2, discount: null }]);
  });

  it('keeps a discount’s approval with the cart until the cart is cleared', () => {
    cart.startNew();
    cart.add(lily);
    cart.setDiscount({ kind: 'percent', percent: 25 }, 'approval-2');
    cart.setLineDiscount(lily.productId, { kind: 'percent', percent: 5 });
    expect(cartSaleInput(cart.getSnapshot())).toMatchObject({ overrideId: 'approval-2' });
    expect(JSON.parse(saved.get('tillwise.cart.v1') ?? '{}').overrideId).toBe('approval-2');
    cart.clear();
    expect(cartSaleInput(cart.getSnapshot())).toEqual({ lines: [], weights: 'product-unit' });
  });
});

describe('a quote in the cart', () => {
  const quote = {
    id: 'quote-1',
    number: 'QUO-0001',
    status: 'open',
    validUntil: '2099-12-31',
    discount: { kind: 'amount', cents: 100 },
    lines: [
      {
        ...lily,
        soldBy: 'unit',
        quantity: 3,
        unitPriceCents: 1799,
        currentPriceCents: 1999,
        currentTaxRate: 20,
        categoryId: 'cat-plants',
        discount: null,
      },
    ],
  } as unknown as Quote;
  const james = { id: 'cust-james', name: 'James Carter', loyaltyPoints: 10 };

  it('sells at the quoted prices, sent with the quote, each as a price set by hand over today’s', () => {
    cart.startNew();
    cart.sellQuote(quote, james);
    const state = cart.getSnapshot();
    expect(state.quote).toEqual({ id: 'quote-1', number: 'QUO-0001', validUntil: '2099-12-31' });
    expect(state.customer).toEqual(james);
    expect(cartSaleInput(state)).toMatchObject({
      quoteId: 'quote-1',
      lines: [{ productId: 'p-lily', quantity: 3, priceOverrideCents: 1799, priceOverrideId: null }],
    });
  });

  it('leaves the quote, its lines back at today’s prices, once the sale changes; a new sale has none', () => {
    cart.startNew();
    cart.sellQuote(quote, james);
    cart.setQuantity('p-lily', 4);
    const state = cart.getSnapshot();
    expect(state.quote).toBeNull();
    expect(state.lines[0]).toMatchObject({ quantity: 4, unitPriceCents: 1999, priceOverride: null });
    expect(cartSaleInput(state)).not.toHaveProperty('quoteId');

    cart.sellQuote(quote, james);
    cart.startNew();
    expect(cart.getSnapshot().quote ?? null).toBeNull();
  });

  it('keeps the quote when a manager approves a moved price, and asks only for those not yet approved', async () => {
    const { quotedPricesAwaitingApproval } = await import('./cart-store');
    cart.startNew();
    cart.sellQuote(quote, james);
    expect(quotedPricesAwaitingApproval(cart.getSnapshot()).map((line) => line.productId)).toEqual(['p-lily']);
    cart.approveQuotedPrice('p-lily', 'approval-9');
    expect(cart.getSnapshot().quote?.number).toBe('QUO-0001');
    expect(quotedPricesAwaitingApproval(cart.getSnapshot())).toEqual([]);
    expect(cartSaleInput(cart.getSnapshot()).lines[0]).toMatchObject({
      priceOverrideCents: 1799,
      priceOverrideId: 'approval-9',
    });
  });

  it('is expired by the till’s calendar once its last day has passed', async () => {
    const { quoteExpired } = await import('./cart-store');
    const at = new Date(2026, 11, 6, 23, 59);
    expect(quoteExpired({ id: 'q', number: 'QUO-0001', validUntil: '2026-12-06' }, at)).toBe(false);
    expect(quoteExpired({ id: 'q', number: 'QUO-0001', validUntil: '2026-12-05' }, at)).toBe(true);
  });
});
