import { z } from 'zod';
import { parseAmount } from '../money/parse-amount';
import { readDecimal } from '../i18n/decimal-text';
import { usMoneyFormat } from '../money/money-format';
import type { MoneyFormat } from '../money/money-format';
import { say, typedAmount } from '../i18n/core-message';
import type { CoreMessage } from '../i18n/core-message';
import { normaliseCouponCode } from './coupon-code';
import { promotionAmountMessages, promotionCountMessages, promotionMessages } from './promotion-messages';
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
      const money = (path: keyof typeof form, text: string, what: keyof typeof promotionAmountMessages = 'amount') => {
        const cents = parseAmount(text, format);
        return cents === null || cents <= 0
          ? problem(path, say(promotionAmountMessages[what], { example: typedAmount(1000) }))
          : cents;
      };
      const percentBps = (path: keyof typeof form, text: string) => {
        const value = readDecimal(text, format.locale);
        if (!text.trim() || !Number.isFinite(value) || value <= 0 || value > 100) {
          return problem(path, say(promotionMessages.percentRange, { min: 0.01, max: 100 }));
        }
        return Math.round(value * 100);
      };
      const whole = (path: string, text: string, least: number, range: CoreMessage) => {
        const value = Number(text.trim());
        if (!/^\d+$/.test(text.trim()) || value < least || value > 999) {
          return problem(path, say(range, { min: least, max: 999 }));
        }
        return value;
      };
      const name = form.name.trim();
      if (!name) problem('name', say(promotionMessages.enterName));
      else if (name.length > 80) problem('name', say(promotionMessages.nameTooLong, { max: 80 }));
      const target = { productIds: form.productIds, categoryIds: form.categoryIds };
      if (form.productIds.length + form.categoryIds.length === 0 && needsTarget(form.kind, form.wholeSale)) {
        problem('productIds', say(promotionMessages.chooseTargets));
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
              problem('rewardProductIds', say(promotionMessages.chooseReward));
            }
            return {
              kind: 'buy_x_get_y',
              buy: whole('buy', form.buy, 1, promotionCountMessages.buyRange),
              get: whole('get', form.get, 1, promotionCountMessages.getRange),
              percentBps: percentBps('getPercent', form.getPercent),
              target,
              ...(form.rewardOther && { reward }),
            };
          }
          case 'mix_and_match':
            return {
              kind: 'mix_and_match',
              quantity: whole('quantity', form.quantity, 2, promotionCountMessages.quantityRange),
              priceCents: money('groupPrice', form.groupPrice, 'price'),
              target,
            };
          case 'quantity_break':
            if (form.tiers.length === 0) problem('tiers', say(promotionMessages.addPriceBreak));
            return {
              kind: 'quantity_break',
              tiers: form.tiers.map((tier, index) => ({
                minQuantity: whole(
                  `tiers.${index}.minQuantity`,
                  tier.minQuantity,
                  2,
                  promotionCountMessages.fromQuantityRange,
                ),
                unitPriceCents: money(`tiers.${index}.unitPrice` as keyof typeof form, tier.unitPrice, 'unitPrice'),
              })),
              target,
            };
          case 'spend_threshold':
            return {
              kind: 'spend_threshold',
              thresholdCents: money('threshold', form.threshold, 'threshold'),
              thresholdIncludesTax: form.thresholdIncludesTax,
              ...(form.thresholdOff === 'amount'
                ? { amountCents: money('amount', form.amount) }
                : { percentBps: percentBps('percent', form.percent) }),
            };
        }
      })();
      const code = form.couponCode.trim() ? normaliseCouponCode(form.couponCode) : null;
      if (form.couponCode.trim() && !code) problem('couponCode', say(promotionMessages.couponCode));
      const limit = (path: string, text: string) =>
        text.trim() ? whole(path, text, 1, promotionCountMessages.limitRange) : null;
      const optional = (text: string) => (text.trim() ? text.trim() : null);
      if ((form.hoursFrom === '') !== (form.hoursTo === '')) problem('hoursTo', say(promotionMessages.bothHours));
      if (form.startsAt && form.endsAt && form.endsAt <= form.startsAt)
        problem('endsAt', say(promotionMessages.endAfterStart));
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
