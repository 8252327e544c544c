import { useState } from 'react';
import { lineAmountCents } from '@tillwise/core/catalog/sold-by';
import type { SoldBy } from '@tillwise/core/catalog/sold-by';
import { LoaderCircle } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Discount } from '@tillwise/core/sale/discount';
import { largestDiscountPercent } from '@tillwise/core/settings/discount-caps';
import type { Override, OverrideRequest } from '@tillwise/core/staff/override-schemas';
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
import { Label } from '@/components/ui/label';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { currencySign, parseAmount, toAmountText } from '@/lib/money';
import { decimalInputText, readTypedDecimal } from '@/lib/quantity';

/** The signed-in role's discount cap and the cart it applies to (the whole cart: discounts add up). */
export interface DiscountCap {
  percent: number;
  lines: readonly {
    productId: string;
    unitPriceCents: number;
    quantity: number;
    soldBy?: SoldBy | null;
    discount?: Discount | null;
  }[];
  saleDiscount: Discount | null;
  /** The line discounted, or null for the whole sale. */
  targetProductId: string | null;
}

interface DiscountDialogProps {
  /** What is discounted: a line's product name, or null for the whole sale. */
  targetName: string | null;
  current: Discount | null | undefined;
  /** Beyond it the dialog asks for a manager's approval; left out, it never asks (the server still checks). */
  cap?: DiscountCap;
  /** Opens the Manager approval dialog; resolves with the approval, or null if cancelled. */
  requestOverride?: (request: OverrideRequest) => Promise<Override | null>;
  /** The discount, with the id of the manager's approval when it needed one. */
  onApply: (discount: Discount | null, overrideId?: string) => void;
  onClose: () => void;
}

/** How far the cart's discounts would go with this one applied, as the server will judge it (percent). */
function percentAsked(cap: DiscountCap, discount: Discount) {
  const lines = cap.lines.map((line) => ({
    subtotalCents: lineAmountCents(line.unitPriceCents, line.quantity, line.soldBy),
    discount: line.productId === cap.targetProductId ? discount : line.discount,
  }));
  return largestDiscountPercent(lines, cap.targetProductId === null ? discount : cap.saleDiscount);
}

/**
 * Takes a percentage or an amount off a line or the whole sale. Beyond the signed-in role's cap, Apply becomes
 * "Ask a manager": a manager approves on this till and the discount goes on with their approval.
 */
export function DiscountDialog({ targetName, current, cap, requestOverride, onApply, onClose }: DiscountDialogProps) {
  const intl = useIntl();
  const [kind, setKind] = useState<Discount['kind']>(current?.kind ?? 'percent');
  const [value, setValue] = useState(
    current ? (current.kind === 'percent' ? decimalInputText(current.percent) : toAmountText(current.cents)) : '',
  );
  // A percentage or an amount as the person writes it ('12,5' %, '12,50' € in German; whole yen).
  const number = kind === 'percent' ? readTypedDecimal(value) : (parseAmount(value) ?? Number.NaN);
  const error =
    value.trim() === '' || !Number.isFinite(number) || number <= 0
      ? intl.formatMessage({ id: 'cart.discount.invalid', defaultMessage: 'Enter a value above 0' })
      : kind === 'percent' && number > 100
        ? intl.formatMessage({ id: 'cart.discount.overHundred', defaultMessage: 'A discount cannot exceed 100 %' })
        : null;

  const [asking, setAsking] = useState(false);
  const discount: Discount | null =
    error !== null ? null : kind === 'percent' ? { kind, percent: number } : { kind, cents: number };
  const asked = cap && discount ? percentAsked(cap, discount) : 0;
  const needsManager = cap !== undefined && asked > cap.percent;

  const apply = async () => {
    if (!discount) return;
    if (!needsManager) return onApply(discount);
    if (!requestOverride || asking) return;
    setAsking(true);
    const amount = discount.kind === 'amount' ? { cents: discount.cents } : {};
    const override = await requestOverride({ action: 'discount', details: { percent: asked, ...amount } });
    setAsking(false);
    if (override) onApply(discount, override.id);
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-sm">
        <DialogHeader>
          <DialogTitle>
            {targetName ? (
              <FormattedMessage
                id="cart.line.discount"
                defaultMessage="Discount {name}"
                values={{ name: targetName }}
              />
            ) : (
              <FormattedMessage id="cart.discount.wholeSale" defaultMessage="Discount the whole sale" />
            )}
          </DialogTitle>
          <DialogDescription>
            <FormattedMessage
              id="cart.discount.description"
              defaultMessage="Take a percentage or an amount off before tax."
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
          <Tabs value={kind} onValueChange={(next) => setKind(next as Discount['kind'])}>
            <TabsList className="w-full">
              <TabsTrigger value="percent">
                <FormattedMessage id="cart.discount.percent" defaultMessage="Percent" />
              </TabsTrigger>
              <TabsTrigger value="amount">
                <FormattedMessage id="cart.discount.amount" defaultMessage="Amount" />
              </TabsTrigger>
            </TabsList>
          </Tabs>
          <div className="space-y-2">
            <Label htmlFor="discount-value">
              {kind === 'percent' ? (
                <FormattedMessage id="cart.discount.percentOff" defaultMessage="Percent off" />
              ) : (
                <FormattedMessage
                  id="cart.discount.amountOff"
                  defaultMessage="Amount off ({currency})"
                  values={{ currency: currencySign() }}
                />
              )}
            </Label>
            <Input
              id="discount-value"
              inputMode="decimal"
              autoFocus
              value={value}
              onChange={(event) => setValue(event.target.value)}
              aria-invalid={value !== '' && error !== null}
            />
            {value !== '' && error && <p className="text-sm text-destructive">{error}</p>}
            {needsManager && (
              <p className="text-sm text-muted-foreground">
                <FormattedMessage
                  id="cart.discount.overCap"
                  defaultMessage="You may give up to {cap} % alone; this comes to {asked} %. A manager can approve it."
                  values={{ cap: cap?.percent, asked }}
                />
              </p>
            )}
          </div>
          <DialogFooter>
            {current && (
              <Button type="button" variant="ghost" onClick={() => onApply(null)}>
                <FormattedMessage id="cart.discount.remove" defaultMessage="Remove discount" />
              </Button>
            )}
            <Button type="submit" disabled={error !== null || (needsManager && (!requestOverride || asking))}>
              {asking && <LoaderCircle className="animate-spin" />}
              {needsManager ? (
                <FormattedMessage id="cart.askManager" defaultMessage="Ask a manager" />
              ) : (
                <FormattedMessage id="cart.discount.apply" defaultMessage="Apply" />
              )}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
