import { LoaderCircle, Printer } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';

interface RefundDialogFooterProps {
  step: 1 | 2 | 3;
  processing: boolean;
  /** Items are chosen and this browser is a till: Process Refund may run. */
  canProcess: boolean;
  onNoReceipt?: () => void;
  onClose: () => void;
  onBack: () => void;
  onProcess: () => void;
  /** Given once the refund's slip can be printed. */
  onPrint?: () => void;
  onComplete: () => void;
}

/** Process Refund's buttons for each step: find (or no receipt), refund, then print the slip and finish. */
export function RefundDialogFooter(props: RefundDialogFooterProps) {
  const { step, processing, canProcess, onNoReceipt, onClose, onBack, onProcess, onPrint, onComplete } = props;
  const cancel = <FormattedMessage id="refund.cancel" defaultMessage="Cancel" />;
  return (
    <DialogFooter>
      {step === 1 && onNoReceipt && (
        <Button variant="secondary" className="sm:mr-auto" onClick={onNoReceipt}>
          <FormattedMessage id="refund.noReceipt" defaultMessage="No receipt" />
        </Button>
      )}
      {step === 1 && (
        <Button variant="outline" onClick={onClose}>
          {cancel}
        </Button>
      )}
      {step === 2 && (
        <>
          <Button variant="outline" disabled={processing} onClick={onBack}>
            <FormattedMessage id="refund.back" defaultMessage="Back" />
          </Button>
          <Button variant="ghost" disabled={processing} onClick={onClose}>
            {cancel}
          </Button>
          <Button disabled={!canProcess || processing} onClick={onProcess}>
            {processing ? (
              <>
                <LoaderCircle className="animate-spin" />{' '}
                <FormattedMessage id="refund.processing" defaultMessage="Processing" />
              </>
            ) : (
              <FormattedMessage id="refund.process" defaultMessage="Process Refund" />
            )}
          </Button>
        </>
      )}
      {step === 3 && onPrint && (
        <Button variant="outline" onClick={onPrint}>
          <Printer /> <FormattedMessage id="refund.printSlip" defaultMessage="Print refund slip" />
        </Button>
      )}
      {step === 3 && (
        <Button onClick={onComplete}>
          <FormattedMessage id="refund.complete" defaultMessage="Complete" />
        </Button>
      )}
    </DialogFooter>
  );
}
