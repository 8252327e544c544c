import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { toast } from '@/lib/toast';

import type { PromotionRefundRule } from '@tillwise/core/refund/promotion-refund-rule';
import type { Refund, RefundDestination } from '@tillwise/core/refund/refund-schemas';
import type { ReceiptSettings } from '@tillwise/core/settings/receipt-settings';
import type { Override, OverrideRequest } from '@tillwise/core/staff/override-schemas';
import { PrintArea } from '@/components/print-area';
import { QueryError } from '@/components/query-error';
import { usePrintJob } from '@/hooks/use-print-job';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useCreateRefund } from '../api/create-refund';
import { useSaleForRefund } from '../api/get-sale-for-refund';
import type { HeldSales } from '../api/held-sales';
import { refundError, refundProblemText } from '../lib/refund-messages';
import { RefundDialogFooter } from './refund-dialog-footer';
import { RefundDoneStep } from './refund-done-step';
import { RefundItemsStep, refundFigures } from './refund-items-step';
import type { RefundSelection } from './refund-items-step';
import { RefundSearchStep } from './refund-search-step';
import { RefundSlip } from './refund-slip';
import { RefundStepDescription } from './refund-step-description';
import { newId } from '@/lib/new-id';
import { formatMoney } from '@/lib/money';

export const simulatedRefundProcessingMs = 1500;

interface RefundDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Runs after a refund is recorded (the till refreshes stock and sales). */
  onRefunded?: (refund: Refund) => void;
  /** Opens straight at step 2 for this sale (from an order's details). */
  initialSaleId?: string;
  /** The till the money goes back at; null where this browser is not a till. */
  tillId: string | null;
  /** The sales this till holds, refundable while the server cannot be reached (at the till only). */
  held?: HeldSales;
  /**
   * Given where the signed-in role may not give refunds alone: Process Refund first asks a manager to approve the
   * amount on this till (resolves with the approval, or null if cancelled).
   */
  requestOverride?: (request: OverrideRequest, summary?: string) => Promise<Override | null>;
  /** Given where goods may come back without a receipt: step 1 offers it. */
  onNoReceipt?: () => void;
  /** The store's cash rounding step (0: none): a cash refund is rounded as the server rounds it. */
  cashRoundingStep?: number;
  /** The store takes cash, so a refund may go all in cash (left out: it does). */
  takesCash?: boolean;
  /** The store's rule for refunds of sales that got promotions (left out: what each item cost in the sale). */
  promotionRefundRule?: PromotionRefundRule;
  /** The receipt settings and paper: once given, a recorded refund offers its slip to print. */
  slip?: { settings: ReceiptSettings; paperWidth?: 58 | 80 };
}

/** Process Refund in three steps: find the order, choose items and reason, see the refund confirmed. */
export function RefundDialog({
  open,
  onOpenChange,
  onRefunded,
  initialSaleId,
  tillId,
  held,
  requestOverride,
  onNoReceipt,
  cashRoundingStep = 0,
  takesCash = true,
  promotionRefundRule,
  slip,
}: RefundDialogProps) {
  const intl = useIntl();
  const printJob = usePrintJob<Refund>();
  const [saleId, setSaleId] = useState<string | null>(initialSaleId ?? null);
  const [refundId, setRefundId] = useState(() => newId());
  const [selection, setSelection] = useState<RefundSelection>({});
  const [destination, setDestination] = useState<RefundDestination>('original');
  const [reason, setReason] = useState('');
  const [processing, setProcessing] = useState(false);
  const [done, setDone] = useState<Refund | null>(null);
  const sale = useSaleForRefund(saleId, held);
  const create = useCreateRefund({ onSuccess: (refund) => onRefunded?.(refund) }, held);
  const selectedLines = Object.entries(selection).filter(([, quantity]) => quantity > 0);

  const reset = () => {
    setSaleId(null);
    setRefundId(newId());
    setSelection({});
    setDestination('original');
    setReason('');
    setDone(null);
    create.reset();
  };
  const close = () => {
    reset();
    onOpenChange(false);
  };

  const process = async () => {
    if (!saleId || !tillId || selectedLines.length === 0 || processing) return;
    let overrideId: string | undefined;
    if (requestOverride) {
      if (!sale.data) return;
      const { amountCents } = refundFigures(sale.data, selection, cashRoundingStep, destination, promotionRefundRule);
      const summary = intl.formatMessage(
        {
          id: 'refund.override.summary',
          defaultMessage:
            'Refund of {amount} on {number}{destination, select, cash { · all in cash} store_credit { · store credit} other {}}',
        },
        { amount: formatMoney(amountCents), number: sale.data.number, destination },
      );
      const details = { saleId, amountCents, ...(destination !== 'original' && { destination }) };
      const override = await requestOverride({ action: 'refund', details }, summary);
      if (!override) return;
      overrideId = override.id;
    }
    setProcessing(true);
    // Refunds to a card are simulated: the till waits as a terminal would.
    await new Promise((resolve) => setTimeout(resolve, simulatedRefundProcessingMs));
    try {
      const refund = await create.mutateAsync({
        id: refundId,
        saleId,
        tillId,
        reason: reason.trim(),
        lines: selectedLines.map(([saleLineId, quantity]) => ({ saleLineId, quantity })),
        weights: 'product-unit',
        destination,
        ...(overrideId && { overrideId }),
      });
      setDone(refund);
    } catch {
      // The error is shown from the mutation state.
    } finally {
      setProcessing(false);
    }
  };

  const step = done ? 3 : saleId ? 2 : 1;
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : !processing && close())}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage id="refund.process" defaultMessage="Process Refund" />
          </DialogTitle>
          <RefundStepDescription step={step} />
        </DialogHeader>

        {step === 1 && <RefundSearchStep held={held} onSelect={(found) => setSaleId(found.id)} />}
        {step === 2 && sale.isPending && <Skeleton className="h-48" />}
        {step === 2 && sale.isError && (
          <QueryError error={refundError(intl, sale.error)} onRetry={() => void sale.refetch()} />
        )}
        {step === 2 && sale.data && (
          <RefundItemsStep
            sale={sale.data}
            cashRoundingStep={cashRoundingStep}
            takesCash={takesCash}
            promotionRefundRule={promotionRefundRule}
            selection={selection}
            onSelectionChange={setSelection}
            destination={destination}
            onDestinationChange={setDestination}
            reason={reason}
            onReasonChange={setReason}
          />
        )}
        {step === 2 && !tillId && (
          <Alert variant="destructive">
            <AlertDescription>
              <FormattedMessage
                id="refund.notATill"
                defaultMessage="Refunds are given at a till. Set this browser up as a till on Point of Sale to refund here."
              />
            </AlertDescription>
          </Alert>
        )}
        {step === 2 && create.error && (
          <Alert variant="destructive">
            <AlertDescription>{refundProblemText(intl, create.error.message)}</AlertDescription>
          </Alert>
        )}
        {step === 3 && done && <RefundDoneStep refund={done} customerName={sale.data?.customer?.name ?? null} />}

        <RefundDialogFooter
          step={step}
          processing={processing}
          canProcess={selectedLines.length > 0 && tillId !== null}
          onNoReceipt={onNoReceipt}
          onClose={close}
          onBack={() => {
            setSaleId(null);
            setSelection({});
            setDestination('original');
            create.reset();
          }}
          onProcess={() => void process()}
          onPrint={slip ? () => done && printJob.print(done) : undefined}
          onComplete={() => {
            close();
            toast.success(intl.formatMessage({ id: 'refund.toast.processed', defaultMessage: 'Refund processed' }));
          }}
        />
        {printJob.item && slip && (
          <PrintArea paperWidth={slip.paperWidth ?? 80} testId="print-refund-slip">
            <RefundSlip
              refund={printJob.item}
              settings={slip.settings}
              paperWidth={slip.paperWidth}
              onReady={printJob.onReady}
            />
          </PrintArea>
        )}
      </DialogContent>
    </Dialog>
  );
}
