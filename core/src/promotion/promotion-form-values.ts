import { minorToAmountText } from '../money/money';
import { decimalText } from '../i18n/decimal-text';
import { usMoneyFormat } from '../money/money-format';
import type { MoneyFormat } from '../money/money-format';
import type { PromotionFormValues } from './promotion-form';
import type { Promotion } from './promotion-schemas';

/**
 * The form filled in from a promotion (or blank for a new one), its amounts written as the form's schema for the
 * same format reads them ("12,50" in German euros, "1200" in yen).
 */
export function promotionFormValues(
  promotion: Promotion | null,
  format: MoneyFormat = usMoneyFormat,
): PromotionFormValues {
  const amountText = (minor: number) => minorToAmountText(minor, format);
  const percent = (bps: number) => decimalText(bps / 100, format.locale);
  const blank: PromotionFormValues = {
    name: '',
    kind: 'percent_off',
    wholeSale: false,
    productIds: [],
    categoryIds: [],
    percent: '',
    amount: '',
    buy: '2',
    get: '1',
    // Buy X get Y's usual deal: what they get is free.
    getPercent: '100',
    rewardOther: false,
    rewardProductIds: [],
    rewardCategoryIds: [],
    quantity: '3',
    groupPrice: '',
    tiers: [{ minQuantity: '10', unitPrice: '' }],
    threshold: '',
    thresholdOff: 'amount',
    thresholdIncludesTax: true,
    startsAt: '',
    endsAt: '',
    days: [],
    hoursFrom: '',
    hoursTo: '',
    storeIds: [],
    customerGroupIds: [],
    couponCode: '',
    couponLimitTotal: '',
    couponLimitPerCustomer: '',
    couponExpiresOn: '',
    combinable: true,
    excludesTypedDiscounts: false,
    active: true,
  };
  if (!promotion) return blank;
  const rule = promotion.rule;
  const values: PromotionFormValues = {
    ...blank,
    name: promotion.name,
    kind: rule.kind,
    startsAt: promotion.startsAt ?? '',
    endsAt: promotion.endsAt ?? '',
    days: promotion.days,
    hoursFrom: promotion.hoursFrom ?? '',
    hoursTo: promotion.hoursTo ?? '',
    storeIds: promotion.storeIds,
    customerGroupIds: promotion.customerGroupIds,
    couponCode: promotion.coupon?.code ?? '',
    couponLimitTotal: promotion.coupon?.limitTotal?.toString() ?? '',
    couponLimitPerCustomer: promotion.coupon?.limitPerCustomer?.toString() ?? '',
    couponExpiresOn: promotion.coupon?.expiresOn ?? '',
    combinable: promotion.combinable,
    excludesTypedDiscounts: promotion.excludesTypedDiscounts,
    active: promotion.active,
  };
  if ('target' in rule) {
    if (rule.target === 'sale') values.wholeSale = true;
    else Object.assign(values, { productIds: rule.target.productIds, categoryIds: rule.target.categoryIds });
  }
  switch (rule.kind) {
    case 'percent_off':
      return { ...values, percent: percent(rule.percentBps) };
    case 'amount_off':
      return { ...values, amount: amountText(rule.amountCents) };
    case 'buy_x_get_y':
      return {
        ...values,
        buy: String(rule.buy),
        get: String(rule.get),
        getPercent: percent(rule.percentBps),
        rewardOther: Boolean(rule.reward),
        rewardProductIds: rule.reward?.productIds ?? [],
        rewardCategoryIds: rule.reward?.categoryIds ?? [],
      };
    case 'mix_and_match':
      return { ...values, quantity: String(rule.quantity), groupPrice: amountText(rule.priceCents) };
    case 'quantity_break':
      return {
        ...values,
        tiers: rule.tiers.map((tier) => ({
          minQuantity: String(tier.minQuantity),
          unitPrice: amountText(tier.unitPriceCents),
        })),
      };
    case 'spend_threshold':
      return {
        ...values,
        threshold: amountText(rule.thresholdCents),
        thresholdOff: rule.percentBps ? 'percent' : 'amount',
        thresholdIncludesTax: rule.thresholdIncludesTax !== false,
        amount: rule.amountCents ? amountText(rule.amountCents) : '',
        percent: rule.percentBps ? percent(rule.percentBps) : '',
      };
  }
}
