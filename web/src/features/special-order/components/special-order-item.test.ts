import { describe, expect, it } from 'vitest';
import type { Product } from '@tillwise/core/catalog/catalog-schemas';
import { emptyItem, readItem } from './special-order-item';

const compost = { id: 'p1', soldBy: 'lb', supplier: 'GrowRight Soils' } as Product;

describe('an item ordered in, as typed', () => {
  it('reads a catalogue product in its own unit, from its own supplier unless another is chosen', () => {
    expect(readItem({ ...emptyItem, product: compost, quantityText: '2.5' })).toEqual({
      errors: {},
      item: { productId: 'p1', quantity: 2500, supplierId: null },
    });
    expect(readItem({ ...emptyItem, product: compost, quantityText: '1', supplierId: 's2' }).item?.supplierId).toBe(
      's2',
    );
  });

  it('asks for a product, a quantity, and a supplier where the product names none', () => {
    expect(readItem({ ...emptyItem, quantityText: '0' }).errors).toEqual({
      product: 'Choose the product to order',
      quantity: 'Enter the quantity as a whole number',
    });
    const noSupplier = { ...compost, soldBy: 'unit', supplier: ' ' } as Product;
    expect(readItem({ ...emptyItem, product: noSupplier }).errors).toEqual({
      supplierId: 'Choose the supplier to order it from',
    });
  });

  it('reads a one-off item: name, price, optional cost and tax rate, category and supplier', () => {
    const draft = { ...emptyItem, mode: 'oneOff' as const, name: ' Olive tree ', priceText: '189', categoryId: 'c' };
    expect(readItem({ ...draft, supplierId: 's' })).toEqual({
      errors: {},
      item: {
        oneOff: { name: 'Olive tree', priceCents: 18_900, costCents: null, categoryId: 'c', taxRate: null },
        quantity: 1,
        supplierId: 's',
      },
    });
    expect(readItem({ ...draft, priceText: 'x', costText: 'y', taxRateText: '120', categoryId: '' }).errors).toEqual({
      price: 'Enter a price such as 24.99',
      cost: 'Enter a cost such as 12.50, or leave it empty',
      categoryId: 'Choose a category',
      taxRate: 'Enter a tax rate like 8.25, or leave it empty',
      supplierId: 'Choose the supplier to order it from',
    });
  });
});
