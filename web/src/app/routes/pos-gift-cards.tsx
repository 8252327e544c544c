import { lazy, Suspense, useState } from 'react';
import { Gift } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@/components/ui/button';
import { cart } from '@/features/cart/hooks/cart-store';

const SellGiftCardDialog = lazy(() =>
  import('@/features/gift-card/components/sell-gift-card-dialog').then((m) => ({ default: m.SellGiftCardDialog })),
);

/**
 * The till's Gift card button: scan or type a card to sell it or top it up (the dialog shows a known card's
 * balance, so it doubles as the balance check); the card goes on the sale and is loaded when the sale is paid.
 */
export function GiftCardActions({ voucherPrefix, disabled }: { voucherPrefix: string; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" disabled={disabled} onClick={() => setOpen(true)}>
        <Gift /> <FormattedMessage id="pos.giftCard" defaultMessage="Gift card" />
      </Button>
      <Suspense fallback={null}>
        {open && (
          <SellGiftCardDialog
            open
            onOpenChange={setOpen}
            voucherPrefix={voucherPrefix}
            onAdd={(card) => {
              cart.addGiftCard(card);
              setOpen(false);
            }}
          />
        )}
      </Suspense>
    </>
  );
}
