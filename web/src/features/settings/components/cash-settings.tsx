import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import type { Preferences } from '@tillwise/core/settings/preferences';
import { FormField } from '@/components/form-field';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SettingsCard } from './settings-card';
import { usePreferenceGroup } from './use-preference-group';
import { currencySign, parseAmount, toAmountText } from '@/lib/money';

type Cash = Preferences['cash'];
const m = defineMessages({
  floatLabel: { id: 'settings.cash.float', defaultMessage: 'Usual opening float ({currency})' },
  floatHint: { id: 'settings.cash.float.hint', defaultMessage: 'Suggested when a till has never been closed.' },
  overShortLabel: { id: 'settings.cash.overShort', defaultMessage: 'Over/short needing a reason ({currency})' },
  overShortHint: {
    id: 'settings.cash.overShort.hint',
    defaultMessage: 'A close further out than this needs a reason and a manager’s review.',
  },
  approvalLabel: { id: 'settings.cash.approval', defaultMessage: 'Manager PIN above ({currency})' },
  approvalHint: {
    id: 'settings.cash.approval.hint',
    defaultMessage: 'A cashier’s pay-in, pay-out or drop above this needs a manager’s PIN.',
  },
});
const amounts = [
  ['defaultFloatCents', m.floatLabel, m.floatHint],
  ['overShortReasonCents', m.overShortLabel, m.overShortHint],
  ['approvalLimitCents', m.approvalLabel, m.approvalHint],
] as const satisfies readonly (readonly [keyof Cash, MessageDescriptor, MessageDescriptor])[];

/** Cash: blind counts (or the expected cash shown), the over/short threshold, the approval limit, the usual float. */
export function CashSettings({ initial }: { initial: Cash }) {
  const intl = useIntl();
  const { draft, setDraft, saving, error, save } = usePreferenceGroup('cash', initial);
  const [texts, setTexts] = useState(() =>
    Object.fromEntries(amounts.map(([key]) => [key, toAmountText(initial[key])])),
  );
  const parsed = Object.fromEntries(amounts.map(([key]) => [key, parseAmount(texts[key] ?? '')]));
  const invalid = amounts.find(([key]) => parsed[key] === null);
  return (
    <SettingsCard
      title={intl.formatMessage({ id: 'settings.cash.title', defaultMessage: 'Cash drawer' })}
      description={intl.formatMessage({
        id: 'settings.cash.description',
        defaultMessage: 'How shifts are opened, counted and closed.',
      })}
      saving={saving}
      onSave={() => !invalid && save({ ...draft, ...(parsed as Pick<Cash, (typeof amounts)[number][0]>) })}
    >
      <div className="flex items-start gap-2">
        <Checkbox
          id="cash-show-expected"
          checked={draft.showExpectedCash}
          onCheckedChange={(on) => setDraft({ ...draft, showExpectedCash: on === true })}
        />
        <div className="space-y-1">
          <Label htmlFor="cash-show-expected">
            <FormattedMessage
              id="settings.cash.showExpected"
              defaultMessage="Show the expected cash before the count"
            />
          </Label>
          <p className="text-xs text-muted-foreground">
            <FormattedMessage
              id="settings.cash.showExpected.hint"
              defaultMessage="Off: a blind count. Managers always see it."
            />
          </p>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {amounts.map(([key, label, hint]) => (
          <FormField
            key={key}
            id={`cash-${key}`}
            label={intl.formatMessage(label, { currency: currencySign() })}
            hint={intl.formatMessage(hint)}
            error={
              parsed[key] === null
                ? intl.formatMessage(
                    { id: 'settings.cash.invalid', defaultMessage: 'Enter an amount like {example}' },
                    { example: toAmountText(5000) },
                  )
                : undefined
            }
          >
            <Input
              id={`cash-${key}`}
              inputMode="decimal"
              value={texts[key]}
              onChange={(event) => setTexts({ ...texts, [key]: event.target.value })}
              aria-invalid={parsed[key] === null}
            />
          </FormField>
        ))}
      </div>
      {error && <p className="text-sm text-destructive">{error}</p>}
    </SettingsCard>
  );
}
