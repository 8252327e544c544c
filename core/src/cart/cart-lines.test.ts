import { describe, expect, it } from 'vitest';
import { addToCart, decrementLine, removeLine, setLineQuantity } from './cart-lines';

const trowel = { productId: 'p1', name: 'Trowel', sku: 'TLS-001', unitPriceCents: 1499, taxRate: 20 };
const seeds = { productId: 'p2', name: 'Seeds', sku: 'SED-001', unitPriceCents: 249, taxRate: 0 };

describe('cart lines', () => {
  it('adds a new product as a line of 1 and raises an existing line by 1', () => {
    let lines = addToCart([], trowel);
    expect(lines).toEqual([{ ...trowel, quantity: 1 }]);
    lines = addToCart(lines, seeds);
    lines = addToCart(lines, trowel);
    expect(lines.map((line) => [line.productId, line.quantity])).toEqual([
      ['p1', 2],
      ['p2', 1],
    ]);
  });

  it('lowers by 1 with minus and removes the line at 1', () => {
    const lines = addToCart(addToCart([], trowel), trowel);
    expect(decrementLine(lines, 'p1')).toEqual([{ ...trowel, quantity: 1 }]);
    expect(decrementLine(decrementLine(lines, 'p1'), 'p1')).toEqual([]);
  });

  it('removes a line with trash whatever its quantity', () => {
    const lines = addToCart(addToCart(addToCart([], trowel), trowel), seeds);
    expect(removeLine(lines, 'p1')).toEqual([{ ...seeds, quantity: 1 }]);
  });

  it('sets a quantity of at least 1', () => {
    const lines = addToCart([], trowel);
    expect(setLineQuantity(lines, 'p1', 5)[0]?.quantity).toBe(5);
    expect(setLineQuantity(lines, 'p1', 0)[0]?.quantity).toBe(1);
  });
});
