import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { FormattedMessage } from 'react-intl';
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
          <h1 className="text-2xl font-bold">
            <FormattedMessage id="quote.title" defaultMessage="Quote {number}" values={{ number: quote.number }} />
          </h1>
          <p className="font-semibold">{quote.customer.name}</p>
        </div>
        <div className="text-right">
          <p>{quote.storeName}</p>
          <p>
            <FormattedMessage
              id="quote.print.quotedOn"
              defaultMessage="Quoted on {date}"
              values={{ date: quote.quotedOn }}
            />
          </p>
          <p className="font-semibold">
            <FormattedMessage
              id="quote.validUntil"
              defaultMessage="Valid until {date}"
              values={{ date: quote.validUntil }}
            />
          </p>
        </div>
      </header>
      <QuoteLines quote={quote} showToday={false} />
      {quote.note && <p>{quote.note}</p>}
      <p className="text-xs">
        <FormattedMessage
          id="quote.print.holds"
          defaultMessage="These prices hold until the end of {date}. Prepared by {name}."
          values={{ date: quote.validUntil, name: quote.createdBy }}
        />
      </p>
    </div>,
    document.body,
  );
}
