import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import * as core from '@tillwise/core/promotion/promotion-text';
import type { Promotion } from '@tillwise/core/promotion/promotion-schemas';
import { loadMessages } from '@/lib/i18n/load-messages';
import { promotionRuleText, promotionWhenText } from './promotion-messages';

const names: Record<string, string> = { pots: 'Pots', seeds: 'Seeds', p1: 'Terracotta Pot 30cm', p2: 'Trowel' };
const nameOf = (id: string) => names[id];
const target = (...productIds: string[]) => ({ categoryIds: [], productIds });
const rules: Promotion['rule'][] = [
  { kind: 'percent_off', percentBps: 1250, target: 'sale' },
  { kind: 'percent_off', percentBps: 1000, target: { categoryIds: ['pots'], productIds: ['p1', 'p2', 'gone'] } },
  { kind: 'amount_off', amountCents: 1000, target: 'sale' },
  { kind: 'amount_off', amountCents: 250, target: target('p1') },
  { kind: 'buy_x_get_y', buy: 2, get: 1, percentBps: 10_000, target: target('p1') },
  { kind: 'buy_x_get_y', buy: 3, get: 1, percentBps: 5000, target: target('p1', 'p2'), reward: target('p2') },
  { kind: 'mix_and_match', quantity: 3, priceCents: 1000, target: { categoryIds: ['seeds'], productIds: [] } },
  {
    kind: 'quantity_break',
    tiers: [
      { minQuantity: 10, unitPriceCents: 180 },
      { minQuantity: 20, unitPriceCents: 150 },
    ],
    target: target('p2'),
  },
  { kind: 'spend_threshold', thresholdCents: 5000, amountCents: 1000 },
  { kind: 'spend_threshold', thresholdCents: 10_000, percentBps: 1500, thresholdIncludesTax: false },
] as Promotion['rule'][];
const whens = [
  { startsAt: null, endsAt: null, days: [], hoursFrom: null, hoursTo: null },
  { startsAt: '2026-12-01T09:00', endsAt: '2026-12-24T18:00', days: [6, 0], hoursFrom: '17:00', hoursTo: '19:00' },
] as Pick<Promotion, 'startsAt' | 'endsAt' | 'days' | 'hoursFrom' | 'hoursTo'>[];

describe('a promotion said in the person’s language', () => {
  const english = createIntl({ locale: 'en-US', defaultLocale: 'en-US', messages: {} });

  it.each(rules.map((rule) => [rule.kind, rule] as const))('%s reads in US English as core says it', (_, rule) => {
    expect(promotionRuleText(english, rule, nameOf)).toBe(core.promotionRuleText(rule, nameOf));
  });

  it('says when it runs in US English as core does', () => {
    for (const when of whens) expect(promotionWhenText(english, when)).toBe(core.promotionWhenText(when));
  });

  it('reads in German and French', async () => {
    const german = createIntl({ locale: 'de-DE', defaultLocale: 'en-US', messages: await loadMessages('de-DE') });
    const french = createIntl({ locale: 'fr-FR', defaultLocale: 'en-US', messages: await loadMessages('fr-FR') });
    expect(promotionRuleText(german, rules[4]!, nameOf)).toBe('Kaufe 2, erhalte 1 gratis auf Terracotta Pot 30cm');
    // French puts a narrow no-break space before the percent sign.
    expect(promotionRuleText(french, rules[1]!, nameOf).replace(/\s/gu, ' ')).toBe(
      '10 % de remise sur Pots, Terracotta Pot 30cm et 2 de plus',
    );
    expect(promotionWhenText(german, whens[0]!)).toBe('Immer');
    expect(promotionWhenText(german, whens[1]!)).toBe('Sa, So 17:00–19:00 ab 2026-12-01 09:00 bis 2026-12-24 18:00');
  });
});
