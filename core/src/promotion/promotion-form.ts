import { z } from 'zod';
import { parseAmount } from '../money/parse-amount';
import { usMoneyFormat } from '../money/money-format';
import type { MoneyFormat } from '../money/money-format';
import { normaliseCouponCode } from './coupon-code';
import type { PromotionKind, SavePromotionInput } from './promotion-schemas';
import { promotionKinds } from './promotion-schemas';

// Settings › Promotions' form: what a manager types (money as dollars, percentages as numbers, limits as text), each
// field checked where it is typed, turned into what the API saves (savePromotionInputSchema checks it again).

const tierSchema = z.object({ minQuantity: z.string(), unitPrice: z.string() });

export const promotionFormSchemaFor = (format: MoneyFormat) =>
  z
    .object({
      name: z.string(),
      kind: z.enum(promotionKinds),
      /** Percent or amount off: on chosen products and categories, or on the whole sale. */
      wholeSale: z.boolean(),
      productIds: z.array(z.string()),
      categoryIds: z.array(z.string()),
      percent: z.string(),
      amount: z.string(),
      buy: z.string(),
      get: z.string(),
      /** Buy X get Y: the percentage off what they get, its own field so a new deal starts at 100 (free). */
      getPercent: z.string(),
      /** Buy X get Y: the reward from other products or categories than the ones bought. */
      rewardOther: z.boolean(),
      rewardProductIds: z.array(z.string()),
      rewardCategoryIds: z.array(z.string()),
      quantity: z.string(),
      groupPrice: z.string(),
      tiers: z.array(tierSchema),
      threshold: z.string(),
      /** Spend threshold: money off ('amount') or a percentage off ('percent'). */
      thresholdOff: z.enum(['amount', 'percent']),
      /** Spend threshold: on the total the shopper sees, tax included (the default), or before tax. */
      thresholdIncludesTax: z.boolean(),
      startsAt: z.string(),
      endsAt: z.string(),
      days: z.array(z.number().int().min(0).max(6)),
      hoursFrom: z.string(),
      hoursTo: z.string(),
      storeIds: z.array(z.string()),
      customerGroupIds: z.array(z.string()),
      couponCode: z.string(),
      couponLimitTotal: z.string(),
      couponLimitPerCustomer: z.string(),
      couponExpiresOn: z.string(),
      combinable: z.boolean(),
      excludesTypedDiscounts: z.boolean(),
      active: z.boolean(),
    })
    .transform((form, ctx): SavePromotionInput => {
      const problem = (path: string, message: string) => {
        ctx.addIssue({ code: 'custom', path: [path], message });
        return 0;
      };
      const money = (path: keyof typeof form, text: string, label = 'an amount') => {
        const cents = parseAmount(text, format);
        return cents === null || cents <= 0 ? problem(path, `Enter ${label}, e.g. 10.00`) : cents;
      };
      const percentBps = (path: keyof typeof form, text: string) => {
        const value = Number(text.trim());
        if (!text.trim() || !Number.isFinite(value) || value <= 0 || value > 100) {
          return problem(path, 'Enter a percentage from 0.01 to 100');
        }
        return Math.round(value * 100);
      };
      const whole = (path: string, text: string, least: number, label: string) => {
        const value = Number(text.trim());
        if (!/^\d+$/.test(text.trim()) || value < least || value > 999) {
          return problem(path, `${label} is a whole number from ${least} to 999`);
        }
        return value;
      };
      const name = form.name.trim();
      if (!name) problem('name', 'Enter a name');
      else if (name.length > 80) problem('name', 'At most 80 characters');
      const target = { productIds: form.productIds, categoryIds: form.categoryIds };
      if (form.productIds.length + form.categoryIds.length === 0 && needsTarget(form.kind, form.wholeSale)) {
        problem('productIds', 'Choose products or categories');
      }
      const rule = ((): SavePromotionInput['rule'] => {
        switch (form.kind) {
          case 'percent_off':
            return form.wholeSale
              ? { kind: 'percent_off', percentBps: percentBps('percent', form.percent), target: 'sale' }
              : { kind: 'percent_off', percentBps: percentBps('percent', form.percent), target };
          case 'amount_off':
            return form.wholeSale
              ? { kind: 'amount_off', amountCents: money('amount', form.amount), target: 'sale' }
              : { kind: 'amount_off', amountCents: money('amount', form.amount), target };
          case 'buy_x_get_y': {
            const reward = { productIds: form.rewardProductIds, categoryIds: form.rewardCategoryIds };
            if (form.rewardOther && reward.productIds.length + reward.categoryIds.length === 0) {
              problem('rewardProductIds', 'Choose the products or categories given');
            }
            return {
              kind: 'buy_x_get_y',
              buy: whole('buy', form.buy, 1, 'Buy'),
              get: whole('get', form.get, 1, 'Get'),
              percentBps: percentBps('getPercent', form.getPercent),
              target,
              ...(form.rewardOther && { reward }),
            };
          }
          case 'mix_and_match':
            return {
              kind: 'mix_and_match',
              quantity: whole('quantity', form.quantity, 2, 'Quantity'),
              priceCents: money('groupPrice', form.groupPrice, 'the price'),
              target,
            };
          case 'quantity_break':
            if (form.tiers.length === 0) problem('tiers', 'Add a price break');
            return {
              kind: 'quantity_break',
              tiers: form.tiers.map((tier, index) => ({
                minQuantity: whole(`tiers.${index}.minQuantity`, tier.minQuantity, 2, 'From quantity'),
                unitPriceCents: money(
                  `tiers.${index}.unitPrice` as keyof typeof form,
                  tier.unitPrice,
                  'the unit price',
                ),
              })),
              target,
            };
          case 'spend_threshold':
            return {
              kind: 'spend_threshold',
              thresholdCents: money('threshold', form.threshold, 'what the sale must come to'),
              thresholdIncludesTax: form.thresholdIncludesTax,
              ...(form.thresholdOff === 'amount'
                ? { amountCents: money('amount', form.amount) }
                : { percentBps: percentBps('percent', form.percent) }),
            };
        }
      })();
      const code = form.couponCode.trim() ? normaliseCouponCode(form.couponCode) : null;
      if (form.couponCode.trim() && !code) problem('couponCode', 'A code is 3 to 32 letters, digits and dashes');
      const limit = (path: string, text: string) => (text.trim() ? whole(path, text, 1, 'A limit') : null);
      const optional = (text: string) => (text.trim() ? text.trim() : null);
      if ((form.hoursFrom === '') !== (form.hoursTo === '')) problem('hoursTo', 'Enter both hours, or neither');
      if (form.startsAt && form.endsAt && form.endsAt <= form.startsAt)
        problem('endsAt', 'The end comes after the start');
      return {
        name,
        rule,
        combinable: form.combinable,
        excludesTypedDiscounts: form.excludesTypedDiscounts,
        startsAt: optional(form.startsAt),
        endsAt: optional(form.endsAt),
        days: form.days,
        hoursFrom: optional(form.hoursFrom),
        hoursTo: optional(form.hoursTo),
        storeIds: form.storeIds,
        customerGroupIds: form.customerGroupIds,
        coupon: code
          ? {
              code,
              limitTotal: limit('couponLimitTotal', form.couponLimitTotal),
              limitPerCustomer: limit('couponLimitPerCustomer', form.couponLimitPerCustomer),
              expiresOn: optional(form.couponExpiresOn),
            }
          : null,
        active: form.active,
      };
    });
export const promotionFormSchema = promotionFormSchemaFor(usMoneyFormat);
export type PromotionFormValues = z.input<typeof promotionFormSchema>;

const needsTarget = (kind: PromotionKind, wholeSale: boolean) =>
  kind !== 'spend_threshold' && !((kind === 'percent_off' || kind === 'amount_off') && wholeSale);
