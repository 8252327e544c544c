import { describe, expect, it } from 'vitest';
import { applyPromotions } from './promotion-engine';
import type { ActivePromotion, PromotionLine } from './promotion-engine';

const line = (key: string, productId: string, unitPriceCents: number, quantity = 1, categoryId = 'cat-pots') =>
  ({ key, productId, categoryId, unitPriceCents, quantity }) satisfies PromotionLine;
const products = (...productIds: string[]) => ({ productIds, categoryIds: [] });
const categories = (...categoryIds: string[]) => ({ productIds: [], categoryIds });

const buy2get1Pots: ActivePromotion = {
  id: 'promo-b2g1',
  name: 'Buy 2 get 1 free',
  combinable: true,
  rule: { kind: 'buy_x_get_y', buy: 2, get: 1, percentBps: 10_000, target: categories('cat-pots') },
};

describe('buy X get Y', () => {
  it('buy 2 get 1 free charges for two and gives three (not one charged for two given)', () => {
    const outcome = applyPromotions([line('a', 'pot-terracotta', 699, 3)], [buy2get1Pots]);
    expect(outcome.totalDiscountCents).toBe(699);
    expect(outcome.lines[0]).toEqual({
      key: 'a',
      discountCents: 699,
      promotions: [{ promotionId: 'promo-b2g1', cents: 699 }],
    });
  });

  it('two of a buy 2 get 1 earn nothing yet', () => {
    expect(applyPromotions([line('a', 'pot-terracotta', 699, 2)], [buy2get1Pots]).totalDiscountCents).toBe(0);
  });

  it('buy 10 get 3 scales: 26 in the cart give 6 free, 25 give 5 (past a complete "buy", up to 3 come free)', () => {
    const promotion: ActivePromotion = {
      id: 'promo-b10g3',
      name: 'Buy 10 get 3',
      combinable: true,
      rule: { kind: 'buy_x_get_y', buy: 10, get: 3, percentBps: 10_000, target: products('seed-basil') },
    };
    expect(applyPromotions([line('a', 'seed-basil', 299, 26)], [promotion]).totalDiscountCents).toBe(6 * 299);
    expect(applyPromotions([line('a', 'seed-basil', 299, 25)], [promotion]).totalDiscountCents).toBe(5 * 299);
  });

  it('mixed prices: the free units are the dearest a group allows, whatever order they were scanned in', () => {
    const lines = [line('a', 'pot-small', 300, 2), line('b', 'pot-large', 1000, 2)];
    const forward = applyPromotions(lines, [buy2get1Pots]);
    const backward = applyPromotions([...lines].reverse(), [buy2get1Pots]);
    // Dearest first: 10, 10, 3 (3 free), then 3 alone.
    expect(forward.totalDiscountCents).toBe(300);
    expect(backward.totalDiscountCents).toBe(300);
  });

  it('a gift card sold in the same sale is never discounted and never pays for a deal', () => {
    const giftCard = { ...line('g', 'gift-card', 5000, 1), giftCard: true };
    const outcome = applyPromotions(
      [line('a', 'pot-terracotta', 699, 3), giftCard],
      [
        buy2get1Pots,
        {
          id: 'promo-spend',
          name: '$10 off $50',
          combinable: true,
          rule: { kind: 'spend_threshold', thresholdCents: 5000, amountCents: 1000 },
        },
      ],
    );
    expect(outcome.lines.find((l) => l.key === 'g')?.discountCents).toBe(0);
    // 3 × 6.99 less one free = 13.98: not $50 without the gift card.
    expect(outcome.totalDiscountCents).toBe(699);
  });
});

describe('mix and match, quantity breaks, thresholds', () => {
  it('any 3 seed packets for $10.00, repeating, the dearest grouped together', () => {
    const promotion: ActivePromotion = {
      id: 'promo-3for10',
      name: '3 for $10',
      combinable: true,
      rule: { kind: 'mix_and_match', quantity: 3, priceCents: 1000, target: categories('cat-seeds') },
    };
    const seeds = (key: string, productId: string, price: number, quantity: number) =>
      line(key, productId, price, quantity, 'cat-seeds');
    const outcome = applyPromotions([seeds('a', 'seed-a', 399, 4), seeds('b', 'seed-b', 449, 3)], [promotion]);
    // 4.49 × 3 = 13.47 → 10.00; 3.99 × 3 = 11.97 → 10.00; one 3.99 alone.
    expect(outcome.totalDiscountCents).toBe(347 + 197);
  });

  it('1–9 at the shelf price, 10 and up at $1.80 each', () => {
    const promotion: ActivePromotion = {
      id: 'promo-bulk',
      name: 'Bulk compost',
      combinable: true,
      rule: { kind: 'quantity_break', tiers: [{ minQuantity: 10, unitPriceCents: 180 }], target: products('compost') },
    };
    expect(applyPromotions([line('a', 'compost', 250, 9)], [promotion]).totalDiscountCents).toBe(0);
    expect(applyPromotions([line('a', 'compost', 250, 10)], [promotion]).totalDiscountCents).toBe(700);
  });

  it('$10 off $50, counted on what the sale comes to after item deals', () => {
    const threshold: ActivePromotion = {
      id: 'promo-spend',
      name: 'SPRING10',
      combinable: true,
      rule: { kind: 'spend_threshold', thresholdCents: 5000, amountCents: 1000 },
    };
    const lines = [line('a', 'pot-terracotta', 1800, 3)];
    expect(applyPromotions(lines, [threshold]).totalDiscountCents).toBe(1000);
    // With the free pot, the sale comes to $36.00: under the threshold.
    expect(applyPromotions(lines, [threshold, buy2get1Pots]).totalDiscountCents).toBe(1800);
  });

  it('a threshold counts tax unless it says "before tax", whichever way the store’s prices are', () => {
    const tenOffFifty = (thresholdIncludesTax?: boolean): ActivePromotion => ({
      id: 'promo-spend',
      name: '$10 off $50',
      combinable: true,
      rule: { kind: 'spend_threshold', thresholdCents: 5000, amountCents: 1000, thresholdIncludesTax },
    });
    // Prices without tax: $48.00 at 8.25 % is $51.96 to the shopper.
    const basket = [{ ...line('a', 'basket', 4800), taxRate: 8.25 }];
    expect(applyPromotions(basket, [tenOffFifty()]).totalDiscountCents).toBe(1000);
    expect(applyPromotions(basket, [tenOffFifty(true)]).totalDiscountCents).toBe(1000);
    expect(applyPromotions(basket, [tenOffFifty(false)]).totalDiscountCents).toBe(0);
    // Prices with 20 % VAT included: $54.00 is $45.00 before tax.
    const vat = [{ ...line('a', 'basket', 5400), taxRate: 20 }];
    expect(applyPromotions(vat, [tenOffFifty()], { pricesIncludeTax: true }).totalDiscountCents).toBe(1000);
    expect(applyPromotions(vat, [tenOffFifty(false)], { pricesIncludeTax: true }).totalDiscountCents).toBe(0);
    // Lines at different rates count each at its own: $30.00 at 0 % and $19.00 at 8.25 % are $50.57.
    const mixed = [
      { ...line('a', 'seeds', 3000), taxRate: 0 },
      { ...line('b', 'basket', 1900), taxRate: 8.25 },
    ];
    expect(applyPromotions(mixed, [tenOffFifty()]).totalDiscountCents).toBe(1000);
    expect(applyPromotions(mixed, [tenOffFifty(false)]).totalDiscountCents).toBe(0);
  });
});

describe('combining', () => {
  const perennials20: ActivePromotion = {
    id: 'promo-perennials',
    name: '20 % off perennials',
    combinable: false,
    rule: { kind: 'percent_off', percentBps: 2000, target: categories('cat-pots') },
  };

  it('an exclusive promotion competes with the combinable ones as a whole: the customer gets the better', () => {
    const three = [line('a', 'pot-terracotta', 699, 3)];
    // 20 % of 20.97 = 4.19; buy 2 get 1 = 6.99.
    expect(applyPromotions(three, [perennials20, buy2get1Pots]).applied).toEqual([
      { promotionId: 'promo-b2g1', name: 'Buy 2 get 1 free', discountCents: 699 },
    ]);
    const two = [line('a', 'pot-terracotta', 699, 2)];
    expect(applyPromotions(two, [perennials20, buy2get1Pots]).applied).toEqual([
      { promotionId: 'promo-perennials', name: '20 % off perennials', discountCents: 280 },
    ]);
  });

  it('two rewards on the same units never give more free items than either allows', () => {
    const other: ActivePromotion = { ...buy2get1Pots, id: 'promo-b2g1-again', name: 'Buy 2 get 1 free (copy)' };
    const outcome = applyPromotions([line('a', 'pot-terracotta', 699, 3)], [buy2get1Pots, other]);
    expect(outcome.totalDiscountCents).toBe(699);
    expect(outcome.applied).toHaveLength(1);
  });
});
