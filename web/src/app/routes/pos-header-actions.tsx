import { Clock, FileText, Monitor, Package, Printer, Undo2 } from 'lucide-react';
import { Link } from 'react-router';
import type { Sale } from '@tillwise/core/sale/sale-schemas';
import { Button } from '@/components/ui/button';
import { GiftCardActions } from './pos-gift-cards';

interface TillHeaderActionsProps {
  lastSale: Sale | null;
  onPrintReceipt: (sale: Sale) => void;
  voucherPrefix: string;
  giftCardsOff: boolean;
  onCustomerDisplay: () => void;
  onParkedSales: () => void;
  onRefund: () => void;
  onShortcuts: () => void;
}

/**
 * The till's header buttons: the last receipt, gift cards, the customer display, parked sales, quotes, layaways,
 * refunds and the keyboard shortcuts.
 */
export function TillHeaderActions(props: TillHeaderActionsProps) {
  const { lastSale } = props;
  return (
    <>
      {lastSale && (
        <Button variant="outline" onClick={() => props.onPrintReceipt(lastSale)}>
          <Printer /> Receipt {lastSale.number}
        </Button>
      )}
      <GiftCardActions voucherPrefix={props.voucherPrefix} disabled={props.giftCardsOff} />
      <Button variant="outline" onClick={props.onCustomerDisplay}>
        <Monitor /> Customer display
      </Button>
      <Button variant="outline" onClick={props.onParkedSales}>
        <Clock /> Parked sales
      </Button>
      <Button variant="outline" asChild>
        <Link to="/quotes">
          <FileText /> Quotes
        </Link>
      </Button>
      <Button variant="outline" asChild>
        <Link to="/layaways">
          <Package /> Layaways
        </Link>
      </Button>
      <Button variant="outline" onClick={props.onRefund}>
        <Undo2 /> Process Refund
      </Button>
      <Button variant="ghost" size="sm" className="self-center" aria-keyshortcuts="?" onClick={props.onShortcuts}>
        Keyboard shortcuts
      </Button>
    </>
  );
}
