import type { Preferences } from '@tillwise/core/settings/preferences';
import {
  promotionRefundRuleHints,
  promotionRefundRuleLabels,
  promotionRefundRules,
} from '@tillwise/core/refund/promotion-refund-rule';
import { cn } from '@/lib/cn';
import { SettingsCard } from './settings-card';
import { usePreferenceGroup } from './use-preference-group';

/** Settings › Promotions: how a refund of a sale that got promotions is worked out, for every till of the chain. */
export function PromotionRefundSettings({ initial }: { initial: Preferences['refunds'] }) {
  const { draft, setDraft, saving, error, save } = usePreferenceGroup('refunds', initial);
  return (
    <SettingsCard
      title="Refunds of promoted sales"
      description="What a shopper gets back for an item bought with a deal. The refund dialog says which rule applies."
      saving={saving}
      onSave={() => save()}
    >
      <fieldset>
        <legend className="sr-only">Refund rule</legend>
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
                  {promotionRefundRuleLabels[rule]}
                  {rule === 'as_paid' && ' (default)'}
                </span>
                <span id={`promotion-refund-${rule}-hint`} className="block text-xs text-muted-foreground">
                  {promotionRefundRuleHints[rule]}
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
