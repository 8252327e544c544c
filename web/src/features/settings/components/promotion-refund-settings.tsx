import type { Preferences } from '@tillwise/core/settings/preferences';
import { promotionRefundRules } from '@tillwise/core/refund/promotion-refund-rule';
import type { PromotionRefundRule } from '@tillwise/core/refund/promotion-refund-rule';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { cn } from '@/lib/cn';
import { SettingsCard } from './settings-card';
import { usePreferenceGroup } from './use-preference-group';

/** The rules and what each means, as core's promotionRefundRuleLabels and promotionRefundRuleHints say them. */
const ruleMessages: Record<PromotionRefundRule, MessageDescriptor> = defineMessages({
  as_paid: { id: 'settings.promotionRefunds.asPaid', defaultMessage: 'Refund what the item cost in the sale' },
  deals_earned: { id: 'settings.promotionRefunds.dealsEarned', defaultMessage: 'Take back deals no longer earned' },
});
const hintMessages: Record<PromotionRefundRule, MessageDescriptor> = defineMessages({
  as_paid: {
    id: 'settings.promotionRefunds.asPaid.hint',
    defaultMessage: 'Each item gives back what it cost in the sale, with its share of the deals.',
  },
  deals_earned: {
    id: 'settings.promotionRefunds.dealsEarned.hint',
    defaultMessage: 'The goods kept are priced under the same deals: a deal they no longer earn is taken back.',
  },
});

/** Settings › Promotions: how a refund of a sale that got promotions is worked out, for every till of the chain. */
export function PromotionRefundSettings({ initial }: { initial: Preferences['refunds'] }) {
  const intl = useIntl();
  const { draft, setDraft, saving, error, save } = usePreferenceGroup('refunds', initial);
  return (
    <SettingsCard
      title={intl.formatMessage({ id: 'settings.promotionRefunds.title', defaultMessage: 'Refunds of promoted sales' })}
      description={intl.formatMessage({
        id: 'settings.promotionRefunds.description',
        defaultMessage:
          'What a shopper gets back for an item bought with a deal. The refund dialog says which rule applies.',
      })}
      saving={saving}
      onSave={() => save()}
    >
      <fieldset>
        <legend className="sr-only">
          <FormattedMessage id="settings.promotionRefunds.rule" defaultMessage="Refund rule" />
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {promotionRefundRules.map((rule) => (
            <label
              key={rule}
              className={cn(
                'flex min-h-11 cursor-pointer gap-2 rounded-md border px-3 py-2 text-sm',
                'has-checked:border-primary has-checked:bg-primary/5 has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50',
              )}
            >
              <input
                type="radio"
                name="promotion-refund-rule"
                value={rule}
                checked={draft.promotionRule === rule}
                onChange={() => setDraft({ ...draft, promotionRule: rule })}
                aria-labelledby={`promotion-refund-${rule}-label`}
                aria-describedby={`promotion-refund-${rule}-hint`}
                className="mt-0.5 size-4 accent-primary"
              />
              <span className="min-w-0 space-y-0.5">
                <span id={`promotion-refund-${rule}-label`} className="block font-medium">
                  {rule === 'as_paid' ? (
                    <FormattedMessage
                      id="settings.promotionRefunds.default"
                      defaultMessage="{rule} (default)"
                      values={{ rule: intl.formatMessage(ruleMessages[rule]) }}
                    />
                  ) : (
                    intl.formatMessage(ruleMessages[rule])
                  )}
                </span>
                <span id={`promotion-refund-${rule}-hint`} className="block text-xs text-muted-foreground">
                  {intl.formatMessage(hintMessages[rule])}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {error && <p className="text-sm text-destructive">{error}</p>}
    </SettingsCard>
  );
}
