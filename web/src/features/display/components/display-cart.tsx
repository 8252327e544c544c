import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { FormattedMessage, defineMessages, useIntl } from 'react-intl';
import type { IntlShape } from 'react-intl';

import { weightLineLabel } from '@tillwise/core/barcode/weight';
import type { CartDisplayState, DisplayLine, DisplayTax } from '@tillwise/core/display/display-schemas';
import { cn } from '@/lib/cn';
import { taxRateText } from '@/lib/i18n/tax-rate';
import { formatMoney, moneyFormat } from '@/lib/money';

const m = defineMessages({
  giftCard: { id: 'display.giftCard', defaultMessage: 'Gift card {code}' },
  quantityAtPrice: { id: 'display.quantityAtPrice', defaultMessage: '{quantity} × {price}' },
  tax: { id: 'display.tax', defaultMessage: 'Tax' },
  namedTax: { id: 'display.namedTax', defaultMessage: '{name} {rate}' },
  taxIncluded: { id: 'display.taxIncluded', defaultMessage: '{tax} (included)' },
});

/** '2 × $4.99' for several units, '0.755 kg @ $4.99/kg' for a weight, nothing for one unit or a gift card. */
function quantityText(line: DisplayLine, intl: IntlShape): string {
  if (line.giftCard) return '';
  if (line.weightUnit) return weightLineLabel(line.quantity, line.unitPriceCents, line.weightUnit, moneyFormat());
  if (line.quantity <= 1) return '';
  return intl.formatMessage(m.quantityAtPrice, { quantity: line.quantity, price: formatMoney(line.unitPriceCents) });
}

/** "Tax", "Sales Tax 8.25%", "VAT 20% (included)", in the display's language. */
function taxLabel(tax: DisplayTax, intl: IntlShape): string {
  const rate = tax.rate === null ? '' : taxRateText(intl, tax.rate);
  const label =
    tax.name === null ? intl.formatMessage(m.tax) : intl.formatMessage(m.namedTax, { name: tax.name, rate });
  return tax.included ? intl.formatMessage(m.taxIncluded, { tax: label }) : label;
}

interface DisplayAmountProps {
  label: ReactNode;
  cents: number;
  /** Taken off (a discount): shown with a minus sign. */
  minus?: boolean;
  /** The total the customer pays. */
  large?: boolean;
}

/** One label and amount of the totals. */
export function DisplayAmount({ label, cents, minus = false, large = false }: DisplayAmountProps) {
  return (
    <div
      className={cn(
        'flex flex-wrap items-baseline justify-between gap-x-4',
        large ? 'text-4xl font-bold lg:text-6xl' : 'text-xl text-muted-foreground md:text-2xl',
      )}
    >
      <dt>{label}</dt>
      <dd className="text-foreground tabular-nums">
        {minus && '−'}
        {formatMoney(cents)}
      </dd>
    </div>
  );
}

/**
 * The cart facing the customer: each line as it is rung up (the list follows the newest), then the subtotal, the
 * discount, each tax and the total. Side by side on a landscape tablet, one above the other on a phone.
 */
export function DisplayCart({ state }: { state: CartDisplayState }) {
  const intl = useIntl();
  const list = useRef<HTMLOListElement>(null);
  const newest = state.lines.at(-1);

  // The newest line is the one the customer is looking for: keep it in view as lines come.
  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight, behavior: 'smooth' });
  }, [state.lines.length, newest?.name, newest?.amountCents]);

  return (
    <div className="grid h-svh grid-rows-[minmax(0,1fr)_auto] md:grid-cols-[minmax(0,1fr)_minmax(20rem,28rem)] md:grid-rows-1">
      <section
        aria-label={intl.formatMessage({ id: 'display.yourItems', defaultMessage: 'Your items' })}
        className="flex min-h-0 flex-col"
      >
        <h2 className="px-5 pt-5 pb-2 text-lg font-medium text-muted-foreground md:px-8 md:pt-8">
          <FormattedMessage id="display.yourItems" defaultMessage="Your items" />
        </h2>
        {state.lines.length === 0 ? (
          <p className="px-5 py-8 text-2xl text-muted-foreground md:px-8">
            <FormattedMessage id="display.itemsWillAppear" defaultMessage="Your items will appear here." />
          </p>
        ) : (
          <ol ref={list} className="min-h-0 flex-1 divide-y overflow-y-auto px-5 md:px-8" aria-live="polite">
            {state.lines.map((line, index) => (
              <li
                key={index}
                className={cn(
                  'flex items-start justify-between gap-4 py-3 md:py-4',
                  index === state.lines.length - 1 && 'font-semibold',
                )}
              >
                <div className="min-w-0">
                  <p className="text-xl leading-snug break-words md:text-3xl">
                    {line.giftCard ? intl.formatMessage(m.giftCard, { code: line.name }) : line.name}
                  </p>
                  {quantityText(line, intl) && (
                    <p className="text-base text-muted-foreground tabular-nums md:text-xl">
                      {quantityText(line, intl)}
                    </p>
                  )}
                </div>
                <p className="text-xl tabular-nums md:text-3xl">{formatMoney(line.amountCents)}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
      <dl className="flex flex-col justify-end gap-2 border-t-2 bg-muted px-5 py-4 md:border-t-0 md:border-l-2 md:px-8 md:py-8">
        <DisplayAmount
          label={<FormattedMessage id="display.subtotal" defaultMessage="Subtotal" />}
          cents={state.subtotalCents}
        />
        {state.discountCents > 0 && (
          <DisplayAmount
            label={<FormattedMessage id="display.discount" defaultMessage="Discount" />}
            cents={state.discountCents}
            minus
          />
        )}
        {state.taxes.map((tax) => (
          <DisplayAmount key={`${tax.name}-${tax.rate}`} label={taxLabel(tax, intl)} cents={tax.cents} />
        ))}
        <div className="mt-2 border-t-2 border-foreground/20 pt-3">
          <DisplayAmount
            label={<FormattedMessage id="display.total" defaultMessage="Total" />}
            cents={state.totalCents}
            large
          />
        </div>
      </dl>
    </div>
  );
}
