import { FormattedMessage } from 'react-intl';
import { DialogDescription } from '@/components/ui/dialog';

/** What each step of Process Refund asks for: find the order, choose what comes back, see it recorded. */
export function RefundStepDescription({ step }: { step: 1 | 2 | 3 }) {
  return (
    <DialogDescription>
      {step === 1 && <FormattedMessage id="refund.step.find" defaultMessage="Find the order to refund." />}
      {step === 2 && (
        <FormattedMessage
          id="refund.step.choose"
          defaultMessage="Select the items to refund, where the money goes and a reason."
        />
      )}
      {step === 3 && (
        <FormattedMessage
          id="refund.step.done"
          defaultMessage="The refund is recorded and the stock is back on the shelf."
        />
      )}
    </DialogDescription>
  );
}
