import { defineMessages } from 'react-intl';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { PromotionTarget } from '@tillwise/core/promotion/promotion-rules';
import type { Promotion, PromotionKind } from '@tillwise/core/promotion/promotion-schemas';
import type { NameOf } from '@tillwise/core/promotion/promotion-text';
import { formatMoney } from '@/lib/money';

/** Each kind of promotion, as core's promotionKindLabels names it. */
export const promotionKindMessages: Record<PromotionKind, MessageDescriptor> = defineMessages({
  percent_off: { id: 'promotion.kind.percentOff', defaultMessage: 'Percent off' },
  amount_off: { id: 'promotion.kind.amountOff', defaultMessage: 'Amount off' },
  buy_x_get_y: { id: 'promotion.kind.buyXGetY', defaultMessage: 'Buy X get Y' },
  mix_and_match: { id: 'promotion.kind.mixAndMatch', defaultMessage: 'Mix and match' },
  quantity_break: { id: 'promotion.kind.quantityBreak', defaultMessage: 'Quantity breaks' },
  spend_threshold: { id: 'promotion.kind.spendThreshold', defaultMessage: 'Spend threshold' },
});

const m = defineMessages({
  removed: { id: 'promotion.text.removedItem', defaultMessage: 'a removed item' },
  two: { id: 'promotion.text.two', defaultMessage: '{first} and {second}' },
  more: { id: 'promotion.text.more', defaultMessage: '{first}, {second} and {count} more' },
  percentOffSale: { id: 'promotion.text.percentOffSale', defaultMessage: '{percent} off the sale' },
  percentOff: { id: 'promotion.text.percentOff', defaultMessage: '{percent} off on {target}' },
  amountOffSale: { id: 'promotion.text.amountOffSale', defaultMessage: '{amount} off the sale' },
  amountOff: { id: 'promotion.text.amountOff', defaultMessage: '{amount} off each on {target}' },
  free: { id: 'promotion.text.free', defaultMessage: 'free' },
  rewardOff: { id: 'promotion.text.rewardOff', defaultMessage: '{percent} off' },
  buyGet: { id: 'promotion.text.buyGet', defaultMessage: 'Buy {buy} get {get} {reward} on {target}' },
  buyGetOther: {
    id: 'promotion.text.buyGetOther',
    defaultMessage: 'Buy {buy} get {get} ({other}) {reward} on {target}',
  },
  mixAndMatch: { id: 'promotion.text.mixAndMatch', defaultMessage: 'Any {quantity} for {price} on {target}' },
  tier: { id: 'promotion.text.tier', defaultMessage: '{quantity}+ at {price}' },
  tiers: { id: 'promotion.text.tiers', defaultMessage: '{tiers} each on {target}' },
  spend: { id: 'promotion.text.spend', defaultMessage: '{off} off a sale of {threshold} or more' },
  spendBeforeTax: {
    id: 'promotion.text.spendBeforeTax',
    defaultMessage: '{off} off a sale of {threshold} or more before tax',
  },
  always: { id: 'promotion.text.always', defaultMessage: 'Always' },
  from: { id: 'promotion.text.from', defaultMessage: 'from {when}' },
  until: { id: 'promotion.text.until', defaultMessage: 'until {when}' },
});

const percentText = (intl: IntlShape, bps: number) =>
  intl.formatNumber(bps / 10_000, { style: 'percent', maximumFractionDigits: 2 });

function targetText(intl: IntlShape, target: PromotionTarget, nameOf: NameOf): string {
  const names = [...target.categoryIds, ...target.productIds].map((id) => nameOf(id) ?? intl.formatMessage(m.removed));
  const [first = '', second = ''] = names;
  if (names.length <= 1) return first;
  if (names.length === 2) return intl.formatMessage(m.two, { first, second });
  return intl.formatMessage(m.more, { first, second, count: names.length - 2 });
}

/** What a promotion gives, in a line, as core's promotionRuleText says it in US English. */
export function promotionRuleText(intl: IntlShape, rule: Promotion['rule'], nameOf: NameOf): string {
  const on = (target: PromotionTarget) => targetText(intl, target, nameOf);
  switch (rule.kind) {
    case 'percent_off':
      return rule.target === 'sale'
        ? intl.formatMessage(m.percentOffSale, { percent: percentText(intl, rule.percentBps) })
        : intl.formatMessage(m.percentOff, { percent: percentText(intl, rule.percentBps), target: on(rule.target) });
    case 'amount_off':
      return rule.target === 'sale'
        ? intl.formatMessage(m.amountOffSale, { amount: formatMoney(rule.amountCents) })
        : intl.formatMessage(m.amountOff, { amount: formatMoney(rule.amountCents), target: on(rule.target) });
    case 'buy_x_get_y': {
      const reward =
        rule.percentBps >= 10_000
          ? intl.formatMessage(m.free)
          : intl.formatMessage(m.rewardOff, { percent: percentText(intl, rule.percentBps) });
      const values = { buy: rule.buy, get: rule.get, reward, target: on(rule.target) };
      return rule.reward
        ? intl.formatMessage(m.buyGetOther, { ...values, other: on(rule.reward) })
        : intl.formatMessage(m.buyGet, values);
    }
    case 'mix_and_match':
      return intl.formatMessage(m.mixAndMatch, {
        quantity: rule.quantity,
        price: formatMoney(rule.priceCents),
        target: on(rule.target),
      });
    case 'quantity_break': {
      const tiers = rule.tiers
        .map((tier) =>
          intl.formatMessage(m.tier, { quantity: tier.minQuantity, price: formatMoney(tier.unitPriceCents) }),
        )
        .join(', ');
      return intl.formatMessage(m.tiers, { tiers, target: on(rule.target) });
    }
    case 'spend_threshold': {
      const values = {
        off: rule.percentBps ? percentText(intl, rule.percentBps) : formatMoney(rule.amountCents ?? 0),
        threshold: formatMoney(rule.thresholdCents),
      };
      return intl.formatMessage(rule.thresholdIncludesTax === false ? m.spendBeforeTax : m.spend, values);
    }
  }
}

/** A day of the week, short, in the person's language (Sun, So.); 0 is Sunday as Date.getDay counts. */
export const weekdayName = (intl: IntlShape, day: number) =>
  // 4 January 2026 was a Sunday.
  intl.formatDate(new Date(2026, 0, 4 + day), { weekday: 'short' });

/** When a promotion runs, in a line, as core's promotionWhenText says it in US English. */
export function promotionWhenText(
  intl: IntlShape,
  promotion: Pick<Promotion, 'startsAt' | 'endsAt' | 'days' | 'hoursFrom' | 'hoursTo'>,
): string {
  const parts = [
    promotion.days.length > 0 && promotion.days.length < 7
      ? promotion.days.map((day) => weekdayName(intl, day)).join(', ')
      : null,
    promotion.hoursFrom && promotion.hoursTo ? `${promotion.hoursFrom}–${promotion.hoursTo}` : null,
    promotion.startsAt ? intl.formatMessage(m.from, { when: promotion.startsAt.replace('T', ' ') }) : null,
    promotion.endsAt ? intl.formatMessage(m.until, { when: promotion.endsAt.replace('T', ' ') }) : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : intl.formatMessage(m.always);
}
