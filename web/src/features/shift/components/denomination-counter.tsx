import { denominationsFor } from '@tillwise/core/shift/currency-denominations';
import type { Denomination } from '@tillwise/core/shift/currency-denominations';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { IntlShape } from 'react-intl';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { readCashCount } from './cash-count-draft';
import type { CashCountDraft } from './cash-count-draft';
import { currencySign, formatMoney, moneyFormat, toAmountText } from '@/lib/money';

interface DenominationCounterProps {
  /** Prefix for the inputs' ids, so two counters never share one. */
  id: string;
  draft: CashCountDraft;
  onChange: (draft: CashCountDraft) => void;
}

const m = defineMessages({
  notes: { id: 'shift.count.notes', defaultMessage: 'Notes' },
  coins: { id: 'shift.count.coins', defaultMessage: 'Coins' },
  notesCounted: { id: 'shift.count.notesCounted', defaultMessage: '{label} notes counted' },
  coinsCounted: { id: 'shift.count.coinsCounted', defaultMessage: '{label} coins counted' },
});
const groups = [
  { kind: 'note', title: m.notes },
  { kind: 'coin', title: m.coins },
] as const;

// English labels a coin worth a note '$1 coin': its pieces are then '$1 coins'.
const piecesCounted = (intl: IntlShape, d: Denomination) =>
  intl.formatMessage(d.kind === 'note' ? m.notesCounted : m.coinsCounted, { label: d.label.replace(/ coin$/, '') });

/** Counts a drawer note by note and coin by coin, with the running total; or takes one total typed in. */
export function DenominationCounter({ id, draft, onChange }: DenominationCounterProps) {
  const intl = useIntl();
  const read = readCashCount(intl, draft);
  const denominations = denominationsFor(moneyFormat());
  return (
    <div className="space-y-3">
      {draft.mode === 'pieces' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {groups.map((group) => (
            <fieldset key={group.kind} className="space-y-1.5">
              <legend className="pb-1 text-sm font-medium text-muted-foreground">
                {intl.formatMessage(group.title)}
              </legend>
              {denominations
                .filter((d) => d.kind === group.kind)
                .map((d) => {
                  const text = draft.pieces[d.key] ?? '';
                  const pieces = /^\d+$/.test(text.trim()) ? Number(text) : 0;
                  return (
                    <div key={d.key} className="grid grid-cols-[4.5rem_1fr_5.5rem] items-center gap-2">
                      <Label htmlFor={`${id}-${d.key}`} className="justify-end tabular-nums">
                        {d.label}
                      </Label>
                      <Input
                        id={`${id}-${d.key}`}
                        inputMode="numeric"
                        aria-label={piecesCounted(intl, d)}
                        placeholder="0"
                        value={text}
                        onChange={(event) =>
                          onChange({ mode: 'pieces', pieces: { ...draft.pieces, [d.key]: event.target.value } })
                        }
                        className="h-8 text-right"
                      />
                      <span className="text-right text-sm text-muted-foreground tabular-nums">
                        {formatMoney(pieces * d.cents)}
                      </span>
                    </div>
                  );
                })}
            </fieldset>
          ))}
        </div>
      ) : (
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-total`}>
            <FormattedMessage
              id="shift.count.total"
              defaultMessage="Amount in the drawer ({currency})"
              values={{ currency: currencySign() }}
            />
          </Label>
          <Input
            id={`${id}-total`}
            inputMode="decimal"
            placeholder={toAmountText(0)}
            autoFocus
            value={draft.total}
            onChange={(event) => onChange({ mode: 'total', total: event.target.value })}
            className="h-11 text-lg"
          />
        </div>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-muted px-3 py-2">
        <Button
          type="button"
          variant="link"
          size="sm"
          className="h-auto px-0"
          onClick={() =>
            onChange(draft.mode === 'pieces' ? { mode: 'total', total: '' } : { mode: 'pieces', pieces: {} })
          }
        >
          {draft.mode === 'pieces' ? (
            <FormattedMessage id="shift.count.enterTotal" defaultMessage="Enter a total instead" />
          ) : (
            <FormattedMessage id="shift.count.byPieces" defaultMessage="Count notes and coins" />
          )}
        </Button>
        <span className="text-sm">
          <FormattedMessage
            id="shift.count.counted"
            defaultMessage="Counted {amount}"
            values={{
              amount: (
                <span className="text-lg font-semibold tabular-nums" data-testid={`${id}-total-counted`}>
                  {'cents' in read ? formatMoney(read.cents) : '—'}
                </span>
              ),
            }}
          />
        </span>
      </div>
      {'error' in read && draft.mode === 'pieces' && <p className="text-sm text-destructive">{read.error}</p>}
    </div>
  );
}
