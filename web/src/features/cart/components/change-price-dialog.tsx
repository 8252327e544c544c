import { useState } from 'react';
import { LoaderCircle } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Override, OverrideRequest } from '@tillwise/core/staff/override-schemas';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import type { TillCartLine } from '../hooks/cart-store';
import { currencySign, formatMoney, parseAmount, toAmountText } from '@/lib/money';

interface ChangePriceDialogProps {
  line: TillCartLine;
  /** The signed-in role changes prices alone (managers and admins); others ask a manager. */
  canChangePrices: boolean;
  /** Opens the Manager approval dialog; resolves with the approval, or null if cancelled. */
  requestOverride?: (request: OverrideRequest, summary?: string) => Promise<Override | null>;
  /** The new unit price, with the id of the manager's approval when it needed one. */
  onApply: (unitPriceCents: number, overrideId: string | null) => void;
  onClose: () => void;
}

/** Sells one line at another unit price; a cashier's change needs a manager's approval of that exact price. */
export function ChangePriceDialog({
  line,
  canChangePrices,
  requestOverride,
  onApply,
  onClose,
}: ChangePriceDialogProps) {
  const intl = useIntl();
  const catalogPriceCents = line.priceOverride?.catalogPriceCents ?? line.unitPriceCents;
  const [text, setText] = useState(toAmountText(line.unitPriceCents));
  const [asking, setAsking] = useState(false);
  const cents = parseAmount(text);
  const error =
    cents === null
      ? intl.formatMessage(
          { id: 'cart.price.invalid', defaultMessage: 'Enter a price like {example}' },
          { example: toAmountText(1250) },
        )
      : null;
  const needsManager = !canChangePrices && cents !== null && cents !== catalogPriceCents;

  const apply = async () => {
    if (cents === null) return;
    if (!needsManager) return onApply(cents, null);
    if (!requestOverride || asking) return;
    setAsking(true);
    const summary = intl.formatMessage(
      { id: 'cart.price.approvalSummary', defaultMessage: 'Price of {name} {from} → {to}' },
      { name: line.name, from: formatMoney(catalogPriceCents), to: formatMoney(cents) },
    );
    const override = await requestOverride(
      { action: 'price_change', details: { productId: line.productId, fromCents: catalogPriceCents, toCents: cents } },
      summary,
    );
    setAsking(false);
    if (override) onApply(cents, override.id);
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !asking && onClose()}>
      <DialogContent className="sm:max-w-sm">
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage
              id="cart.price.title"
              defaultMessage="Change price of {name}"
              values={{ name: line.name }}
            />
          </DialogTitle>
          <DialogDescription>
            <FormattedMessage
              id="cart.price.description"
              defaultMessage="Catalogue price {price} each."
              values={{ price: formatMoney(catalogPriceCents) }}
            />
          </DialogDescription>
        </DialogHeader>
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void apply();
          }}
        >
          <FormField
            id="change-price"
            label={intl.formatMessage(
              { id: 'cart.price.newPrice', defaultMessage: 'New price each ({currency})' },
              { currency: currencySign() },
            )}
            error={text !== '' ? (error ?? undefined) : undefined}
            hint={
              needsManager
                ? intl.formatMessage({
                    id: 'cart.price.needsManager',
                    defaultMessage: 'A manager approves a price change.',
                  })
                : undefined
            }
          >
            <Input
              id="change-price"
              inputMode="decimal"
              autoFocus
              value={text}
              onChange={(event) => setText(event.target.value)}
              aria-invalid={text !== '' && error !== null}
            />
          </FormField>
          <DialogFooter>
            {line.priceOverride && (
              <Button type="button" variant="ghost" onClick={() => onApply(catalogPriceCents, null)}>
                <FormattedMessage id="cart.price.backToCatalogue" defaultMessage="Back to catalogue price" />
              </Button>
            )}
            <Button type="submit" disabled={error !== null || asking || (needsManager && !requestOverride)}>
              {asking && <LoaderCircle className="animate-spin" />}
              {needsManager ? (
                <FormattedMessage id="cart.askManager" defaultMessage="Ask a manager" />
              ) : (
                <FormattedMessage id="cart.price.change" defaultMessage="Change price" />
              )}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
