import { useIntl } from 'react-intl';
import type { Shift, ShiftReport } from '@tillwise/core/shift/shift-schemas';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { currencySign, formatMoney } from '@/lib/money';
import { CountReview } from './count-review';

interface CloseShiftReviewFieldsProps {
  shift: Shift;
  report: ShiftReport | undefined;
  /** The count is over or short beyond the store's threshold: a reason is needed, not a note. */
  reasonNeeded: boolean;
  overShortReasonCents: number;
  reason: string;
  onReason: (reason: string) => void;
  floatText: string;
  onFloatText: (text: string) => void;
}

/** Closing a shift, once counted: the count against what the drawer should hold, the reason or note, the float left. */
export function CloseShiftReviewFields(props: CloseShiftReviewFieldsProps) {
  const { shift, report, reasonNeeded, overShortReasonCents, reason, onReason, floatText, onFloatText } = props;
  const intl = useIntl();
  return (
    <>
      <CountReview shift={shift} report={report} />
      <FormField
        id="close-reason"
        label={
          reasonNeeded
            ? intl.formatMessage({ id: 'shift.close.reason', defaultMessage: 'Reason for the difference' })
            : intl.formatMessage({ id: 'shift.close.note', defaultMessage: 'Note (optional)' })
        }
        hint={
          reasonNeeded
            ? intl.formatMessage(
                { id: 'shift.close.reasonHint', defaultMessage: 'Needed beyond {amount} over or short.' },
                { amount: formatMoney(overShortReasonCents) },
              )
            : undefined
        }
      >
        <Input id="close-reason" value={reason} onChange={(event) => onReason(event.target.value)} />
      </FormField>
      <FormField
        id="float-left"
        label={intl.formatMessage(
          {
            id: 'shift.close.floatLeft',
            defaultMessage: 'Float left in the drawer ({currency})',
          },
          { currency: currencySign() },
        )}
        hint={intl.formatMessage({
          id: 'shift.close.floatHint',
          defaultMessage: 'The rest of the count goes to the bank.',
        })}
      >
        <Input
          id="float-left"
          inputMode="decimal"
          value={floatText}
          onChange={(event) => onFloatText(event.target.value)}
        />
      </FormField>
    </>
  );
}
