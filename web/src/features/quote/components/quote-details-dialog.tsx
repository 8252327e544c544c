import { useState } from 'react';
import { Ban, FileDown, Printer, ShoppingCart } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { Quote } from '@tillwise/core/quote/quote-schemas';
import { QueryError } from '@/components/query-error';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { usePrintJob } from '@/hooks/use-print-job';
import { downloadCsv } from '@/lib/download-csv';
import { moneyFormat } from '@/lib/money';
import { useCancelQuote } from '../api/cancel-quote';
import { useQuote } from '../api/get-quote';
import { quoteCsvTable, quoteFileName } from '../lib/quote-csv';
import { QuoteLines } from './quote-lines';
import { QuotePrint } from './quote-print';
import { QuoteStatusBadge } from './quote-status-badge';

interface QuoteDetailsDialogProps {
  quoteId: string;
  onClose: () => void;
  /** Brings the quote into the till's cart to sell it (composed by the screen: the cart and its customer). */
  onSell: (quote: Quote) => void;
  /** Why Sell at the till is not offered here (this browser is not a till), or null. */
  sellBlockedReason?: string | null;
}

/** One quote: its lines at their quoted prices and today's, print and CSV, sell it at the till or cancel it. */
export function QuoteDetailsDialog({ quoteId, onClose, onSell, sellBlockedReason = null }: QuoteDetailsDialogProps) {
  const quote = useQuote(quoteId);
  const cancel = useCancelQuote();
  const printJob = usePrintJob<Quote>();
  const [confirming, setConfirming] = useState(false);
  const q = quote.data;
  const sellable = q && (q.status === 'open' || q.status === 'expired');
  const moved = q?.lines.some((l) => l.currentPriceCents !== null && l.currentPriceCents !== l.unitPriceCents);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>
            {q ? (
              <FormattedMessage id="quote.title" defaultMessage="Quote {number}" values={{ number: q.number }} />
            ) : (
              <FormattedMessage id="quote.titleLoading" defaultMessage="Quote" />
            )}
          </DialogTitle>
          <DialogDescription>
            {q ? (
              <FormattedMessage
                id="quote.details.who"
                defaultMessage="{customer} · quoted {quotedOn} by {staff} · valid until {validUntil}"
                values={{
                  customer: q.customer.name,
                  quotedOn: q.quotedOn,
                  staff: q.createdBy,
                  validUntil: q.validUntil,
                }}
              />
            ) : (
              <FormattedMessage id="quote.loading" defaultMessage="Loading…" />
            )}
          </DialogDescription>
        </DialogHeader>
        {quote.isPending && <Skeleton className="h-64" />}
        {quote.isError && <QueryError error={quote.error} onRetry={() => void quote.refetch()} />}
        {q && (
          <div className="space-y-4">
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <QuoteStatusBadge status={q.status} />
              {q.orderId && (
                <Link className="text-primary hover:underline" to={`/orders?sale=${q.orderId}`}>
                  <FormattedMessage
                    id="quote.details.soldAs"
                    defaultMessage="Sold as {number}"
                    values={{ number: q.orderNumber }}
                  />
                </Link>
              )}
            </div>
            <QuoteLines quote={q} showToday={sellable === true} />
            {q.note && <p className="text-sm">{q.note}</p>}
            {q.status === 'expired' && moved && (
              <p className="text-sm text-muted-foreground" role="note">
                <FormattedMessage
                  id="quote.details.expiredMoved"
                  defaultMessage="Past its last day, the prices that have moved since need a manager to sell it at them."
                />
              </p>
            )}
            {cancel.error && (
              <Alert variant="destructive">
                <AlertDescription>{cancel.error.message}</AlertDescription>
              </Alert>
            )}
          </div>
        )}
        {q && (
          <DialogFooter className="flex-wrap gap-2 sm:justify-between">
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => printJob.print(q)}>
                <Printer /> <FormattedMessage id="quote.details.print" defaultMessage="Print" />
              </Button>
              <Button
                variant="outline"
                onClick={() => void downloadCsv(quoteFileName(q), quoteCsvTable(q, moneyFormat().currency))}
              >
                <FileDown /> <FormattedMessage id="quote.details.downloadCsv" defaultMessage="Download CSV" />
              </Button>
            </div>
            {sellable && (
              <div className="flex flex-wrap gap-2">
                {confirming ? (
                  <Button variant="destructive" disabled={cancel.isPending} onClick={() => cancel.mutate(q.id)}>
                    <Ban />{' '}
                    <FormattedMessage
                      id="quote.details.confirmCancel"
                      defaultMessage="Yes, cancel {number}"
                      values={{ number: q.number }}
                    />
                  </Button>
                ) : (
                  <Button variant="outline" onClick={() => setConfirming(true)}>
                    <Ban /> <FormattedMessage id="quote.details.cancel" defaultMessage="Cancel quote" />
                  </Button>
                )}
                <Button
                  disabled={sellBlockedReason !== null}
                  title={sellBlockedReason ?? undefined}
                  onClick={() => onSell(q)}
                >
                  <ShoppingCart /> <FormattedMessage id="quote.details.sell" defaultMessage="Sell at the till" />
                </Button>
              </div>
            )}
          </DialogFooter>
        )}
        {printJob.item && <QuotePrint quote={printJob.item} onReady={printJob.onReady} />}
      </DialogContent>
    </Dialog>
  );
}
