import { FormattedMessage, useIntl } from 'react-intl';
import type { Refund, RefundDestination } from '@tillwise/core/refund/refund-schemas';
import { cn } from '@/lib/cn';
import {
  refundDestinationHintMessages,
  refundDestinationMessages,
  refundProblemText,
  tendersText,
} from '../lib/refund-messages';

export interface RefundDestinationOption {
  destination: RefundDestination;
  /** What each place gets if the refund goes this way. */
  tenders: Refund['tenders'];
  /** Why it may not go this way, when it may not. */
  problem: string | null;
}

interface RefundDestinationChoiceProps {
  options: readonly RefundDestinationOption[];
  value: RefundDestination;
  onChange: (destination: RefundDestination) => void;
  /** The customer whose store credit takes it. */
  customerName: string | null;
}

/** Where the money goes, each choice with what it gives back where, before the cashier confirms. */
export function RefundDestinationChoice({ options, value, onChange, customerName }: RefundDestinationChoiceProps) {
  const intl = useIntl();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">
        <FormattedMessage id="refund.destination.legend" defaultMessage="Where the money goes" />
      </legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {options.map((option) => {
          const disabled = option.problem !== null;
          const id = `refund-destination-${option.destination}`;
          const hint =
            option.destination === 'store_credit' && customerName
              ? intl.formatMessage(
                  { id: 'refund.destination.toCustomer', defaultMessage: 'To {name}' },
                  { name: customerName },
                )
              : intl.formatMessage(refundDestinationHintMessages[option.destination]);
          return (
            <label
              key={option.destination}
              className={cn(
                'flex min-h-11 cursor-pointer gap-2 rounded-md border px-3 py-2 text-sm has-checked:border-primary has-checked:bg-primary/5 has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50',
                disabled && 'cursor-not-allowed opacity-60',
              )}
            >
              <input
                type="radio"
                name="refund-destination"
                value={option.destination}
                checked={value === option.destination}
                disabled={disabled}
                onChange={() => onChange(option.destination)}
                aria-labelledby={`${id}-label`}
                aria-describedby={`${id}-detail`}
                className="mt-0.5 size-4 accent-primary"
              />
              <span className="min-w-0 space-y-0.5">
                <span id={`${id}-label`} className="block font-medium">
                  <FormattedMessage {...refundDestinationMessages[option.destination]} />
                </span>
                <span id={`${id}-detail`} className="block space-y-0.5 text-xs">
                  <span className="block text-muted-foreground">
                    {option.problem ? refundProblemText(intl, option.problem) : hint}
                  </span>
                  {!disabled && option.tenders.length > 0 && (
                    <span className="block tabular-nums" data-testid={id}>
                      {tendersText(intl, option.tenders)}
                    </span>
                  )}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
