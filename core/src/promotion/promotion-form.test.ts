import { describe, expect, it } from 'vitest';
import { promotionFormSchema, promotionFormSchemaFor } from './promotion-form';
import { promotionFormValues } from './promotion-form-values';
import type { PromotionFormValues } from './promotion-form';
import { savePromotionInputSchema } from './promotion-schemas';
import type { Promotion } from './promotion-schemas';

const blank = promotionFormValues(null);
const form = (values: Partial<PromotionFormValues>) => promotionFormSchema.safeParse({ ...blank, ...values });
const problems = (values: Partial<PromotionFormValues>) => {
  const result = form(values);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('promotionFormSchema', () => {
  it.each([
    [
      { kind: 'percent_off', percent: '20', categoryIds: ['cat-plants'] },
      { kind: 'percent_off', percentBps: 2000 },
    ],
    [
      { kind: 'amount_off', amount: '5', wholeSale: true },
      { kind: 'amount_off', amountCents: 500, target: 'sale' },
    ],
    [
      { kind: 'buy_x_get_y', buy: '2', get: '1', getPercent: '50', productIds: ['prod-terracotta'] },
      { kind: 'buy_x_get_y', buy: 2, get: 1, percentBps: 5000 },
    ],
    [
      { kind: 'mix_and_match', quantity: '3', groupPrice: '10.00', categoryIds: ['cat-seeds'] },
      { kind: 'mix_and_match', quantity: 3, priceCents: 1000 },
    ],
    [
      { kind: 'quantity_break', tiers: [{ minQuantity: '10', unitPrice: '1.80' }], productIds: ['prod-tomato-seeds'] },
      { kind: 'quantity_break', tiers: [{ minQuantity: 10, unitPriceCents: 180 }] },
    ],
    [
      { kind: 'spend_threshold', threshold: '50', amount: '10', couponCode: 'spring10', couponLimitTotal: '100' },
      { kind: 'spend_threshold', thresholdCents: 5000, amountCents: 1000, thresholdIncludesTax: true },
    ],
    [
      { kind: 'spend_threshold', threshold: '50', amount: '10', thresholdIncludesTax: false },
      { kind: 'spend_threshold', thresholdCents: 5000, amountCents: 1000, thresholdIncludesTax: false },
    ],
  ] as const)('turns %o into a rule the API saves, and back', (values, rule) => {
    const result = form({ name: 'Deal', ...values } as Partial<PromotionFormValues>);
    expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
    const input = result.data!;
    expect(input.rule).toMatchObject(rule);
    expect(savePromotionInputSchema.safeParse(input).success).toBe(true);
    const saved = savePromotionInputSchema.parse(input);
    const promotion: Promotion = {
      id: 'p',
      ...saved,
      coupon: saved.coupon
        ? {
            ...saved.coupon,
            limitTotal: saved.coupon.limitTotal ?? null,
            limitPerCustomer: saved.coupon.limitPerCustomer ?? null,
            expiresOn: saved.coupon.expiresOn ?? null,
            uses: 0,
          }
        : null,
      updatedAt: '',
    };
    expect(promotionFormSchema.parse(promotionFormValues(promotion))).toEqual(input);
  });

  it('starts a new Buy X get Y as buy 2 get 1 free, with nothing typed but its name and product', () => {
    const result = form({ name: 'Deal', kind: 'buy_x_get_y', productIds: ['prod-terracotta'] });
    expect(result.success && result.data.rule).toMatchObject({
      kind: 'buy_x_get_y',
      buy: 2,
      get: 1,
      percentBps: 10_000,
    });
    // Percent off keeps its own field, empty: a new percent-off deal is not 100 % off.
    expect(blank.percent).toBe('');
  });

  it('says what is wrong under the field it is about', () => {
    expect(problems({ name: '', kind: 'percent_off', percent: '120' })).toEqual([
      'name: Enter a name',
      'productIds: Choose products or categories',
      'percent: Enter a percentage from 0.01 to 100',
    ]);
    expect(problems({ name: 'x', kind: 'mix_and_match', quantity: '1', groupPrice: 'ten', productIds: ['p'] })).toEqual(
      ['quantity: Quantity is a whole number from 2 to 999', 'groupPrice: Enter the price, e.g. 10.00'],
    );
    expect(
      problems({ name: 'x', kind: 'amount_off', amount: '1', wholeSale: true, hoursFrom: '17:00', couponCode: 'a!' }),
    ).toEqual(['couponCode: A code is 3 to 32 letters, digits and dashes', 'hoursTo: Enter both hours, or neither']);
  });
});

describe('promotionFormValues in a store of another currency', () => {
  it.each([
    [{ locale: 'en-US', currency: 'JPY' }, { threshold: '5000', amount: '1200' }, 5000, 1200],
    [{ locale: 'en-US', currency: 'KWD' }, { threshold: '5.000', amount: '1.250' }, 5000, 1250],
    [{ locale: 'de-DE', currency: 'EUR' }, { threshold: '50,00', amount: '12,50' }, 5000, 1250],
  ])('fills in %o amounts as its form reads them', (format, typed, thresholdCents, amountCents) => {
    const schema = promotionFormSchemaFor(format);
    const input = schema.parse({ ...blank, name: 'Deal', kind: 'spend_threshold', ...typed });
    expect(input.rule).toMatchObject({ thresholdCents, amountCents });
    const saved = savePromotionInputSchema.parse(input);
    const promotion: Promotion = { id: 'p', ...saved, coupon: null, updatedAt: '' };
    const values = promotionFormValues(promotion, format);
    expect({ threshold: values.threshold, amount: values.amount }).toEqual(typed);
    expect(schema.parse(values)).toEqual(input);
  });
});

describe('a percentage typed the way the manager writes numbers', () => {
  it.each([
    [{ locale: 'de-DE', currency: 'EUR' }, '12,5', 1250],
    [{ locale: 'fr-FR', currency: 'EUR' }, '7,25', 725],
    [{ locale: 'en-GB', currency: 'GBP' }, '12.5', 1250],
  ])('in %o, %s % off is saved as %i basis points and filled in as it was typed', (format, percent, percentBps) => {
    const schema = promotionFormSchemaFor(format);
    const input = schema.parse({ ...blank, name: 'Deal', kind: 'percent_off', percent, wholeSale: true });
    expect(input.rule).toEqual({ kind: 'percent_off', percentBps, target: 'sale' });
    const saved = savePromotionInputSchema.parse(input);
    const promotion: Promotion = { id: 'p', ...saved, coupon: null, updatedAt: '' };
    expect(promotionFormValues(promotion, format).percent).toBe(percent);
  });
});
