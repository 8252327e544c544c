import { z } from 'zod';
import { refusal, say } from '../i18n/core-message';
import { couponCodePattern } from './coupon-code';
import { promotionCountMessages, promotionMessages } from './promotion-messages';

const id = z.string().min(1).max(64);
const ids = z.array(id).max(500);
const cents = z.number().int().min(0).max(10_000_000);
/** A count typed in a deal's field ('buy', 'get', …): a whole number from 1 to 999. */
const units = (field: 'buy' | 'get' | 'quantity' | 'fromQuantity') =>
  z
    .number()
    .int(refusal(promotionCountMessages[`${field}Whole`]))
    .min(1, refusal(promotionCountMessages[`${field}AtLeastOne`]))
    .max(999);
const percentBps = z
  .number()
  .int()
  .min(1, refusal(promotionMessages.percentAboveZero))
  .max(10_000, refusal(promotionMessages.percentAtMost100));

export const promotionTargetSchema = z
  .object({ productIds: ids, categoryIds: ids })
  .refine(
    (target) => target.productIds.length + target.categoryIds.length > 0,
    refusal(promotionMessages.chooseTargets),
  );

export const promotionRuleSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('percent_off'), percentBps, target: promotionTargetSchema }),
  z.object({
    kind: z.literal('amount_off'),
    amountCents: cents.min(1, refusal(promotionMessages.enterAmount)),
    target: promotionTargetSchema,
  }),
  z.object({
    kind: z.literal('buy_x_get_y'),
    buy: units('buy'),
    get: units('get'),
    percentBps,
    target: promotionTargetSchema,
    reward: promotionTargetSchema.optional(),
  }),
  z.object({
    kind: z.literal('mix_and_match'),
    quantity: units('quantity').min(2, refusal(promotionMessages.mixAndMatchMin)),
    priceCents: cents.min(1, refusal(promotionMessages.enterPrice)),
    target: promotionTargetSchema,
  }),
  z.object({
    kind: z.literal('quantity_break'),
    tiers: z
      .array(
        z.object({
          minQuantity: units('fromQuantity').min(2, refusal(promotionMessages.breakMin)),
          unitPriceCents: cents,
        }),
      )
      .min(1, refusal(promotionMessages.addPriceBreak))
      .max(10),
    target: promotionTargetSchema,
  }),
]);

export const saleRuleSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('percent_off'), percentBps, target: z.literal('sale') }),
  z.object({
    kind: z.literal('amount_off'),
    amountCents: cents.min(1, refusal(promotionMessages.enterAmount)),
    target: z.literal('sale'),
  }),
  z
    .object({
      kind: z.literal('spend_threshold'),
      thresholdCents: cents.min(1, refusal(promotionMessages.enterThreshold)),
      amountCents: cents.min(1, refusal(promotionMessages.enterAmount)).optional(),
      percentBps: percentBps.optional(),
      /** Left out or true: the threshold is on the total the shopper sees, tax included; false: before tax. */
      thresholdIncludesTax: z.boolean().optional(),
    })
    .refine(
      (rule) => (rule.amountCents === undefined) !== (rule.percentBps === undefined),
      refusal(promotionMessages.amountOrPercent),
    ),
]);

/** Every rule a promotion can have: on products and categories, or on the whole sale. */
export const anyPromotionRuleSchema = z.union([promotionRuleSchema, saleRuleSchema]);

export const promotionKinds = [
  'percent_off',
  'amount_off',
  'buy_x_get_y',
  'mix_and_match',
  'quantity_break',
  'spend_threshold',
] as const;
export type PromotionKind = (typeof promotionKinds)[number];

export const promotionKindLabels: Record<PromotionKind, string> = {
  percent_off: 'Percent off',
  amount_off: 'Amount off',
  buy_x_get_y: 'Buy X get Y',
  mix_and_match: 'Mix and match',
  quantity_break: 'Quantity breaks',
  spend_threshold: 'Spend threshold',
};

/** A local date-time in the store's time zone, to the minute: '2026-11-26T09:00'. */
const localDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, refusal(promotionMessages.enterDateTime));
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, refusal(promotionMessages.enterTime));
const couponCode = z
  .string()
  .trim()
  .regex(couponCodePattern, refusal(promotionMessages.couponCode))
  .transform((code) => code.toUpperCase());

export const couponSchema = z.object({
  code: z.string(),
  limitTotal: z.number().int().nullable(),
  limitPerCustomer: z.number().int().nullable(),
  /** The last day it can be used, in the store's time zone ('yyyy-MM-dd'). */
  expiresOn: z.string().nullable(),
  uses: z.number().int(),
});
export type Coupon = z.infer<typeof couponSchema>;

export const promotionSchema = z.object({
  id: z.string(),
  name: z.string(),
  rule: anyPromotionRuleSchema,
  combinable: z.boolean(),
  /** Discounts typed at the till do not apply on top of this promotion. */
  excludesTypedDiscounts: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  /** 0 (Sunday) to 6 (Saturday); empty: every day. */
  days: z.array(z.number().int().min(0).max(6)),
  hoursFrom: z.string().nullable(),
  hoursTo: z.string().nullable(),
  /** Empty: every store of the chain. */
  storeIds: z.array(z.string()),
  /** Empty: everyone. */
  customerGroupIds: z.array(z.string()),
  coupon: couponSchema.nullable(),
  active: z.boolean(),
  updatedAt: z.string(),
});
export type Promotion = z.infer<typeof promotionSchema>;

export const savePromotionInputSchema = z
  .object({
    name: z.string().trim().min(1, refusal(promotionMessages.enterName)).max(80),
    rule: anyPromotionRuleSchema,
    combinable: z.boolean().default(true),
    excludesTypedDiscounts: z.boolean().default(false),
    startsAt: localDateTime.nullish().transform((value) => value ?? null),
    endsAt: localDateTime.nullish().transform((value) => value ?? null),
    days: z
      .array(z.number().int().min(0).max(6))
      .max(7)
      .default([])
      .transform((days) => [...new Set(days)].sort()),
    hoursFrom: clockTime.nullish().transform((value) => value ?? null),
    hoursTo: clockTime.nullish().transform((value) => value ?? null),
    storeIds: ids.default([]),
    customerGroupIds: ids.default([]),
    coupon: z
      .object({
        code: couponCode,
        limitTotal: z.number().int().min(1, refusal(promotionMessages.limitAtLeastOne)).max(1_000_000).nullish(),
        limitPerCustomer: z.number().int().min(1, refusal(promotionMessages.limitAtLeastOne)).max(1_000).nullish(),
        expiresOn: z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}$/, refusal(promotionMessages.enterDate))
          .nullish(),
      })
      .nullish(),
    active: z.boolean().default(true),
  })
  .superRefine((input, ctx) => {
    if (input.startsAt && input.endsAt && input.endsAt <= input.startsAt) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: say(promotionMessages.endAfterStart) });
    }
    if ((input.hoursFrom === null) !== (input.hoursTo === null)) {
      ctx.addIssue({ code: 'custom', path: ['hoursTo'], message: say(promotionMessages.bothHours) });
    } else if (input.hoursFrom !== null && input.hoursFrom === input.hoursTo) {
      ctx.addIssue({ code: 'custom', path: ['hoursTo'], message: say(promotionMessages.hoursEndAfterStart) });
    }
  });
export type SavePromotionInput = z.input<typeof savePromotionInputSchema>;
export type SavedPromotionInput = z.output<typeof savePromotionInputSchema>;

export const promotionListSchema = z.object({
  items: z.array(promotionSchema),
  /** The name of every product and category the promotions name, by id. */
  names: z.record(z.string(), z.string()),
});
export type PromotionList = z.infer<typeof promotionListSchema>;

/** A price a customer group pays: a product's own price, or a percentage off a category's shelf prices. */
export const priceListEntrySchema = z.union([
  z.object({ productId: id, priceCents: cents }),
  z.object({ categoryId: id, percentOffBps: percentBps }),
]);
export type PriceListEntry = z.infer<typeof priceListEntrySchema>;

export const customerGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  prices: z.array(priceListEntrySchema),
});
export type CustomerGroup = z.infer<typeof customerGroupSchema>;

export const customerGroupListSchema = z.object({
  items: z.array(customerGroupSchema),
  /** The name of every product the price lists name, by id. */
  names: z.record(z.string(), z.string()),
});
export type CustomerGroupList = z.infer<typeof customerGroupListSchema>;

export const savePriceListInputSchema = z.object({
  prices: z
    .array(priceListEntrySchema)
    .max(2_000)
    .refine(
      (prices) =>
        new Set(prices.map((p) => ('productId' in p ? `p:${p.productId}` : `c:${p.categoryId}`))).size ===
        prices.length,
      refusal(promotionMessages.eachOnce),
    ),
});
export type SavePriceListInput = z.infer<typeof savePriceListInputSchema>;

/** What a till sends for the coupon codes typed or scanned on a sale. */
export const couponCodesSchema = z.array(couponCode).max(5).optional();

/** What a till prices sales by beyond the catalogue: the promotions in force somewhere, and the groups' prices. */
export const tillPromotionsSchema = z.object({
  promotions: z.array(promotionSchema),
  groups: z.array(customerGroupSchema),
  /** The till's store and its time zone, which the promotions' dates and hours are in. */
  storeId: z.string(),
  timeZone: z.string(),
});
export type TillPromotions = z.infer<typeof tillPromotionsSchema>;

export const setCustomerGroupInputSchema = z.object({ groupId: z.string().min(1).max(64).nullable() });
