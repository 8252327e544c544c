import { lazy, Suspense } from 'react';
import { Clock, FileText, Monitor, Package, Undo2 } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { Sale } from '@tillwise/core/sale/sale-schemas';
import { Button } from '@/components/ui/button';
import { GiftCardActions } from './pos-gift-cards';

const LastReceiptActions = lazy(() => import('./pos-receipt-actions').then((m) => ({ default: m.LastReceiptActions })));

interface TillHeaderActionsProps {
  lastSale: Sale | null;
  onPrintReceipt: (sale: Sale) => void;
  onEmailReceipt: (sale: Sale) => void;
  voucherPrefix: string;
  giftCardsOff: boolean;
  onCustomerDisplay: () => void;
  onParkedSales: () => void;
  onRefund: () => void;
  onShortcuts: () => void;
}

/**
 * The till's header buttons: the last receipt (printed or e-mailed), gift cards, the customer display, parked sales, quotes, layaways,
 * refunds and the keyboard shortcuts.
 */
export function TillHeaderActions(props: TillHeaderActionsProps) {
  const { lastSale } = props;
  return (
    <>
      {lastSale && (
        <Suspense fallback={null}>
          <LastReceiptActions sale={lastSale} onPrint={props.onPrintReceipt} onEmail={props.onEmailReceipt} />
        </Suspense>
      )}
      <GiftCardActions voucherPrefix={props.voucherPrefix} disabled={props.giftCardsOff} />
      <Button variant="outline" onClick={props.onCustomerDisplay}>
        <Monitor /> <FormattedMessage id="pos.customerDisplay" defaultMessage="Customer display" />
      </Button>
      <Button variant="outline" onClick={props.onParkedSales}>
        <Clock /> <FormattedMessage id="pos.parkedSales" defaultMessage="Parked sales" />
      </Button>
      <Button variant="outline" asChild>
        <Link to="/quotes">
          <FileText /> <FormattedMessage id="pos.quotes" defaultMessage="Quotes" />
        </Link>
      </Button>
      <Button variant="outline" asChild>
        <Link to="/layaways">
          <Package /> <FormattedMessage id="pos.layaways" defaultMessage="Layaways" />
        </Link>
      </Button>
      <Button variant="outline" onClick={props.onRefund}>
        <Undo2 /> <FormattedMessage id="pos.processRefund" defaultMessage="Process Refund" />
      </Button>
      <Button variant="ghost" size="sm" className="self-center" aria-keyshortcuts="?" onClick={props.onShortcuts}>
        <FormattedMessage id="pos.keyboardShortcuts" defaultMessage="Keyboard shortcuts" />
      </Button>
    </>
  );
}
