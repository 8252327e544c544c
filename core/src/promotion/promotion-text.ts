import { formatMoney } from '../money/money';
import type { PromotionTarget } from './promotion-rules';
import type { Promotion } from './promotion-schemas';

/** Names of the products and categories a promotion may name, by id. */
export type NameOf = (id: string) => string | undefined;

const percentText = (bps: number) => `${bps / 100}%`;

function targetText(target: PromotionTarget, nameOf: NameOf): string {
  const names = [...target.categoryIds, ...target.productIds].map((id) => nameOf(id) ?? 'a removed item');
  if (names.length <= 2) return names.join(' and ');
  return `${names.slice(0, 2).join(', ')} and ${names.length - 2} more`;
}

/** What a promotion gives, in a line: "Buy 2 get 1 free on Terracotta Pot 30cm", "$10.00 off $50.00". */
export function promotionRuleText(rule: Promotion['rule'], nameOf: NameOf): string {
  const on = 'target' in rule && rule.target !== 'sale' ? ` on ${targetText(rule.target, nameOf)}` : ' the sale';
  switch (rule.kind) {
    case 'percent_off':
      return `${percentText(rule.percentBps)} off${on}`;
    case 'amount_off':
      return rule.target === 'sale'
        ? `${formatMoney(rule.amountCents)} off the sale`
        : `${formatMoney(rule.amountCents)} off each${on}`;
    case 'buy_x_get_y': {
      const reward = rule.percentBps >= 10_000 ? 'free' : `${percentText(rule.percentBps)} off`;
      const other = rule.reward ? ` (${targetText(rule.reward, nameOf)})` : '';
      return `Buy ${rule.buy} get ${rule.get}${other} ${reward}${on}`;
    }
    case 'mix_and_match':
      return `Any ${rule.quantity} for ${formatMoney(rule.priceCents)}${on}`;
    case 'quantity_break':
      return `${rule.tiers.map((tier) => `${tier.minQuantity}+ at ${formatMoney(tier.unitPriceCents)}`).join(', ')} each${on}`;
    case 'spend_threshold':
      return `${rule.percentBps ? percentText(rule.percentBps) : formatMoney(rule.amountCents ?? 0)} off a sale of ${formatMoney(rule.thresholdCents)} or more${rule.thresholdIncludesTax === false ? ' before tax' : ''}`;
  }
}

const dayNames = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** When a promotion runs, in a line: "Always", "Sat, Sun 17:00–19:00 from 2026-12-01 09:00". */
export function promotionWhenText(
  promotion: Pick<Promotion, 'startsAt' | 'endsAt' | 'days' | 'hoursFrom' | 'hoursTo'>,
): string {
  const parts = [
    promotion.days.length > 0 && promotion.days.length < 7
      ? promotion.days.map((day) => dayNames[day]).join(', ')
      : null,
    promotion.hoursFrom && promotion.hoursTo ? `${promotion.hoursFrom}–${promotion.hoursTo}` : null,
    promotion.startsAt ? `from ${promotion.startsAt.replace('T', ' ')}` : null,
    promotion.endsAt ? `until ${promotion.endsAt.replace('T', ' ')}` : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : 'Always';
}
