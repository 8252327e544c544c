import { describe, expect, it, vi } from 'vitest';

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
