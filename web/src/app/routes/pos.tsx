import { lazy, Suspense, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { useIntl } from 'react-intl';
import type { Sale } from '@tillwise/core/sale/sale-schemas';
import { PageHeader } from '@/components/page-header';
import { DialogReturnFocus } from '@/components/ui/dialog-return-focus';
import { ProductPicker } from '@/features/catalog/components/product-picker';
import { TillHeaderActions } from './pos-header-actions';
import { addToSale } from './pos/add-to-sale';
import { TillCartColumn } from './pos/till-cart-column';
import { TillDialogs } from './pos/till-dialogs';
import { useQuoteArrival } from './pos/use-quote-arrival';
import { useTouchTill } from './pos/use-touch-till';
import { useTillScreen } from './pos/use-till-screen';
import { TillGate } from './till-gate';
import type { TillContext } from './till-gate';

// On a phone, once the cart has items.
const CartJumpBar = lazy(() =>
  import('@/features/cart/components/cart-jump-bar').then((m) => ({ default: m.CartJumpBar })),
);
const TillEmailReceipt = lazy(() => import('./pos-email-receipt').then((m) => ({ default: m.TillEmailReceipt })));
const ReceiptPrintArea = lazy(() =>
  import('@/features/sale/components/receipt-printer').then((m) => ({ default: m.ReceiptPrintArea })),
);

export function PointOfSaleRoute() {
  const searchRef = useRef<HTMLInputElement>(null);
  useTouchTill();
  // A Radix dialog gives the focus back only to its trigger: after a sale, a cancel or any dialog on the till screen
  // (its own, the shift bar's, the till set-up's) the focus goes to the search box, ready for the next item.
  return (
    <DialogReturnFocus to={searchRef}>
      <TillGate>{(till) => <TillScreen till={till} searchRef={searchRef} />}</TillGate>
    </DialogReturnFocus>
  );
}

function TillScreen({ till, searchRef }: { till: TillContext; searchRef: RefObject<HTMLInputElement | null> }) {
  const intl = useIntl();
  const screen = useTillScreen(till);
  useQuoteArrival();
  const { paymentSettings, aftercare, totals, hardware, withTill, setDialog } = screen;
  const [emailing, setEmailing] = useState<Sale | null>(null);

  // One grid: at the desktop's width (xl) the heading and the shift bar span the page above the products and the cart,
  // as the spec lays it out; on a tablet the cart takes the right-hand column from the top, so it fits the screen's
  // height beside them, Checkout in view; on a phone everything stacks.
  return (
    <div className="grid grid-cols-1 items-start gap-6 tablet:grid-cols-[minmax(0,1fr)_20rem] tablet:grid-rows-[auto_auto_1fr] lg:grid-cols-[minmax(0,1fr)_24rem] xl:grid-rows-none">
      <div className="tablet:col-start-1 xl:col-span-2">
        <PageHeader
          title={intl.formatMessage({ id: 'pos.title', defaultMessage: 'Point of Sale' })}
          actionsClassName={screen.stripOpen ? undefined : 'max-tablet:hidden'}
          actions={
            <TillHeaderActions
              lastSale={aftercare.lastSale}
              onPrintReceipt={aftercare.printReceipt}
              onEmailReceipt={setEmailing}
              voucherPrefix={paymentSettings?.voucherPrefix ?? ''}
              giftCardsOff={!paymentSettings?.enabledMethods.includes('voucher')}
              onCustomerDisplay={() => withTill('till', () => screen.setPairing(true))}
              onParkedSales={() => setDialog('parked')}
              onRefund={() => withTill('till', () => setDialog('refund'))}
              onShortcuts={() => setDialog('help')}
            />
          }
        />
      </div>
      <div className="tablet:col-start-1 xl:col-span-2">{till.shiftBar}</div>
      <div className="tablet:col-start-1">
        <ProductPicker
          local={screen.replica?.catalogue ?? null}
          scaleLabels={hardware?.scaleLabels}
          onAdd={addToSale}
          onWeigh={(product) => setDialog({ weigh: product })}
          searchRef={searchRef}
        />
      </div>
      {/* Sticky as one: the change due rides above the cart. */}
      <div className="space-y-4 tablet:sticky tablet:top-20 tablet:col-start-2 tablet:row-span-3 tablet:row-start-1 xl:row-span-1 xl:row-start-auto">
        <TillCartColumn screen={screen} blockedReason={till.blockedReason} />
      </div>
      <TillDialogs screen={screen} tillId={till.tillId} />
      <p
        role="status"
        aria-label={intl.formatMessage({ id: 'pos.announcements', defaultMessage: 'Till announcements' })}
        className="sr-only"
      >
        {screen.announcer.message}
      </p>
      {totals.itemCount > 0 && (
        <Suspense fallback={null}>
          <CartJumpBar itemCount={totals.itemCount} totalCents={totals.totalCents} targetId="current-sale" />
        </Suspense>
      )}
      {emailing && (
        <Suspense fallback={null}>
          <TillEmailReceipt sale={emailing} onClose={() => setEmailing(null)} />
        </Suspense>
      )}
      {aftercare.printing && (
        <Suspense fallback={null}>
          <ReceiptPrintArea sale={aftercare.printing} paperWidth={hardware?.paperWidth} onReady={aftercare.printed} />
        </Suspense>
      )}
    </div>
  );
}
