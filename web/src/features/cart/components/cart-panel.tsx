import type { ReactNode } from 'react';
import { Clock, FileText, Gift, Package, Percent, ShoppingCart, Trash2 } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CartTotals } from '@tillwise/core/sale/cart-totals';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { Card, CardAction, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import type { CartState } from '../hooks/cart-store';
import { cart, quoteExpired, quotedPricesAwaitingApproval } from '../hooks/cart-store';
import { CartLineRow } from './cart-line-row';
import { CartSummary } from './cart-summary';
import { formatMoney } from '@/lib/money';

interface CartPanelProps {
  id?: string;
  state: CartState;
  totals: CartTotals;
  canDiscount: boolean;
  /** Who the sale is for: the customer picker, composed by the till. */
  customerSlot: ReactNode;
  onCheckout: () => void;
  /** Empties the cart (the till logs a cart cleared with items in it). */
  onClear: () => void;
  /** Takes a line off the sale (the till offers to bring it back). */
  onRemoveLine: (line: { productId: string; name: string }) => void;
  /** Why Checkout is off although the cart has items (no shift open on the till), or null. */
  blockedReason: string | null;
  onSaveForLater: () => void;
  savingForLater: boolean;
  /** Saves the cart as a quote for its customer; left out, the till offers no quotes. */
  onSaveAsQuote?: () => void;
  /** Puts the cart by for its customer against a deposit; left out, the till offers no layaways. */
  onPutOnLayaway?: () => void;
  /** Asks a manager to approve an expired quote's moved prices; left out, the seller may change prices. */
  onApproveQuote?: () => void;
  onDiscount: (target: { productId: string; name: string } | null) => void;
  /** Opens Change price for a line; left out, lines offer no price change. */
  onChangePrice?: (target: { productId: string; name: string }) => void;
  /** Shelf prices include tax (the store's setting). */
  pricesIncludeTax?: boolean;
  /** The sale's promotions and coupons, composed by the till. */
  promotionsSlot?: ReactNode;
}

/** The 'Current Sale': lines, totals, Clear Cart, Save for Later and Checkout. */
/** The cart's smaller actions: a longer name (a German 'Als Angebot speichern') wraps inside its button. */
const secondaryAction = 'h-auto min-h-9 whitespace-normal py-1.5 text-center leading-tight';

export function CartPanel({
  id,
  state,
  totals,
  canDiscount,
  customerSlot,
  onCheckout,
  onClear,
  onRemoveLine,
  blockedReason,
  onSaveForLater,
  savingForLater,
  onSaveAsQuote,
  onPutOnLayaway,
  onApproveQuote,
  onDiscount,
  onChangePrice,
  pricesIncludeTax,
  promotionsSlot,
}: CartPanelProps) {
  const intl = useIntl();
  const noItems = state.lines.length === 0;
  const empty = noItems && state.giftCards.length === 0;
  const giftCardsCents = state.giftCards.reduce((sum, card) => sum + card.amountCents, 0);
  return (
    // On a tablet the cart fits the screen's height, its lines scrolling inside, so Checkout is always in view.
    <Card id={id} className="scroll-mt-20 gap-4 tablet:sticky tablet:top-20 tablet:max-xl:max-h-[calc(100svh-6rem)]">
      <CardHeader>
        <CardTitle className="text-lg">
          <FormattedMessage id="cart.title" defaultMessage="Current Sale" />
        </CardTitle>
        <CardAction>
          <Button variant="ghost" size="sm" onClick={onClear} disabled={empty}>
            <FormattedMessage id="cart.clear" defaultMessage="Clear Cart" />
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent className="space-y-3 tablet:max-xl:flex tablet:max-xl:min-h-0 tablet:max-xl:flex-col">
        {customerSlot}
        {empty ? (
          <div className="flex flex-col items-center gap-2 py-10 text-muted-foreground">
            <ShoppingCart className="size-8" />
            <p>
              <FormattedMessage id="cart.empty" defaultMessage="No items in cart" />
            </p>
          </div>
        ) : (
          <ul
            className="max-h-[45svh] divide-y overflow-y-auto tablet:max-xl:max-h-none tablet:max-xl:min-h-24 tablet:max-xl:flex-1"
            aria-label={intl.formatMessage({ id: 'cart.items', defaultMessage: 'Cart items' })}
          >
            {state.lines.map((line, index) => (
              <CartLineRow
                key={line.productId}
                line={line}
                totals={totals.lines[index]}
                pricesIncludeTax={pricesIncludeTax}
                canDiscount={canDiscount}
                onIncrement={() => cart.setQuantity(line.productId, line.quantity + 1)}
                onDecrement={() => cart.decrement(line.productId)}
                onRemove={() => onRemoveLine(line)}
                onDiscount={() => onDiscount({ productId: line.productId, name: line.name })}
                onChangePrice={onChangePrice && (() => onChangePrice({ productId: line.productId, name: line.name }))}
              />
            ))}
            {state.giftCards.map((card) => (
              <li key={card.code} className="flex items-center gap-2 py-2 text-sm">
                <Gift className="size-4 text-muted-foreground" />
                <span className="flex-1 truncate">
                  <FormattedMessage id="cart.giftCard" defaultMessage="Gift card {code}" values={{ code: card.code }} />
                </span>
                <span className="tabular-nums">{formatMoney(card.amountCents)}</span>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={intl.formatMessage(
                    { id: 'cart.removeGiftCard', defaultMessage: 'Remove gift card {code}' },
                    { code: card.code },
                  )}
                  onClick={() => cart.removeGiftCard(card.code)}
                >
                  <Trash2 />
                </Button>
              </li>
            ))}
          </ul>
        )}
        {state.quote && (
          <div className="shrink-0 rounded-md bg-muted px-2.5 py-1.5 text-xs" data-testid="cart-quote">
            <p className="inline" role="status">
              <FileText className="mr-1 inline size-3.5 align-text-bottom text-muted-foreground" />
              {quoteExpired(state.quote) ? (
                <FormattedMessage
                  id="cart.quoteExpired"
                  defaultMessage="Quote {number} · expired {date}"
                  values={{ number: state.quote.number, date: state.quote.validUntil }}
                />
              ) : (
                <FormattedMessage
                  id="cart.quoteValid"
                  defaultMessage="Quote {number} · its prices until {date}"
                  values={{ number: state.quote.number, date: state.quote.validUntil }}
                />
              )}
            </p>
            {onApproveQuote && quoteExpired(state.quote) && quotedPricesAwaitingApproval(state).length > 0 && (
              <Button variant="link" size="sm" className="ml-1 h-auto p-0 text-xs" onClick={onApproveQuote}>
                <FormattedMessage id="cart.askManager" defaultMessage="Ask a manager" />
              </Button>
            )}
          </div>
        )}
        {!noItems && promotionsSlot}
        <CartSummary totals={totals} pricesIncludeTax={pricesIncludeTax} giftCardsCents={giftCardsCents} />
      </CardContent>
      <CardFooter className="flex-col gap-2">
        <Button size="till" className="w-full" disabled={empty || blockedReason !== null} onClick={onCheckout}>
          <FormattedMessage id="cart.checkout" defaultMessage="Checkout" />
        </Button>
        {blockedReason && !empty && (
          <p className="text-sm text-destructive" role="status">
            {blockedReason}
          </p>
        )}
        <div className="grid w-full grid-cols-2 gap-2">
          <Button
            variant="outline"
            className={secondaryAction}
            disabled={noItems || state.giftCards.length > 0 || savingForLater || Boolean(state.quote)}
            onClick={onSaveForLater}
          >
            <Clock /> <FormattedMessage id="cart.saveForLater" defaultMessage="Save for Later" />
          </Button>
          <Button
            variant="outline"
            className={secondaryAction}
            disabled={noItems || !canDiscount}
            onClick={() => onDiscount(null)}
          >
            <Percent /> <FormattedMessage id="cart.discount" defaultMessage="Discount" />
          </Button>
          {onSaveAsQuote && (
            <Button
              variant="outline"
              className={cn(secondaryAction, !onPutOnLayaway && 'col-span-2')}
              disabled={noItems || state.giftCards.length > 0 || Boolean(state.quote)}
              onClick={onSaveAsQuote}
            >
              <FileText /> <FormattedMessage id="cart.saveAsQuote" defaultMessage="Save as quote" />
            </Button>
          )}
          {onPutOnLayaway && (
            <Button
              variant="outline"
              className={cn(secondaryAction, !onSaveAsQuote && 'col-span-2')}
              disabled={noItems || state.giftCards.length > 0 || Boolean(state.quote) || Boolean(state.resumedFrom)}
              onClick={onPutOnLayaway}
            >
              <Package /> <FormattedMessage id="cart.layaway" defaultMessage="Layaway" />
            </Button>
          )}
        </div>
      </CardFooter>
    </Card>
  );
}
