import { useState } from 'react';

import type { Preferences } from '@tillwise/core/settings/preferences';
import { FormField } from '@/components/form-field';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SettingsCard } from './settings-card';
import { usePreferenceGroup } from './use-preference-group';
import { parseAmount, toAmountText } from '@/lib/money';

type Cash = Preferences['cash'];
const amounts = [
  ['defaultFloatCents', 'Usual opening float ($)', 'Suggested when a till has never been closed.'],
  [
    'overShortReasonCents',
    'Over/short needing a reason ($)',
    'A close further out than this needs a reason and a manager’s review.',
  ],
  [
    'approvalLimitCents',
    'Manager PIN above ($)',
    'A cashier’s pay-in, pay-out or drop above this needs a manager’s PIN.',
  ],
] as const satisfies readonly (readonly [keyof Cash, string, string])[];

/** Cash: blind counts (or the expected cash shown), the over/short threshold, the approval limit, the usual float. */
export function CashSettings({ initial }: { initial: Cash }) {
  const { draft, setDraft, saving, error, save } = usePreferenceGroup('cash', initial);
  const [texts, setTexts] = useState(() =>
    Object.fromEntries(amounts.map(([key]) => [key, toAmountText(initial[key])])),
  );
  const parsed = Object.fromEntries(amounts.map(([key]) => [key, parseAmount(texts[key] ?? '')]));
  const invalid = amounts.find(([key]) => parsed[key] === null);
  return (
    <SettingsCard
      title="Cash drawer"
      description="How shifts are opened, counted and closed."
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
          <Label htmlFor="cash-show-expected">Show the expected cash before the count</Label>
          <p className="text-xs text-muted-foreground">Off: a blind count. Managers always see it.</p>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {amounts.map(([key, label, hint]) => (
          <FormField
            key={key}
            id={`cash-${key}`}
            label={label}
            hint={hint}
            error={parsed[key] === null ? 'Enter an amount like 50.00' : undefined}
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
