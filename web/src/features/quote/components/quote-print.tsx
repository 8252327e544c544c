import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import type { Quote } from '@tillwise/core/quote/quote-schemas';
import { QuoteLines } from './quote-lines';
import { DocumentPageStyle } from '@/components/document-page-style';

interface QuotePrintProps {
  quote: Quote;
  onReady: () => void;
}

/** The quote on a full sheet of paper, to hand or send to the customer: the app's print area, page sized. */
export function QuotePrint({ quote, onReady }: QuotePrintProps) {
  useEffect(() => {
    const frame = requestAnimationFrame(onReady);
    return () => cancelAnimationFrame(frame);
  }, [onReady]);

  return createPortal(
    <div className="print-receipt space-y-4 p-2 text-sm text-black" data-testid="print-quote">
      <DocumentPageStyle />
      <header className="flex justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">Quote {quote.number}</h1>
          <p className="font-semibold">{quote.customer.name}</p>
        </div>
        <div className="text-right">
          <p>{quote.storeName}</p>
          <p>Quoted on {quote.quotedOn}</p>
          <p className="font-semibold">Valid until {quote.validUntil}</p>
        </div>
      </header>
      <QuoteLines quote={quote} showToday={false} />
      {quote.note && <p>{quote.note}</p>}
      <p className="text-xs">
        These prices hold until the end of {quote.validUntil}. Prepared by {quote.createdBy}.
      </p>
    </div>,
    document.body,
  );
}
