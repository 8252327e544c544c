import { ShoppingCart } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/lib/money';

interface CartJumpBarProps {
  itemCount: number;
  totalCents: number;
  targetId: string;
}

/** On a phone the cart sits below the products: this bar shows the sale and jumps to it. */
export function CartJumpBar({ itemCount, totalCents, targetId }: CartJumpBarProps) {
  if (itemCount === 0) return null;
  return (
    <>
      {/* Keeps the end of the page clear of the bar. */}
      <div className="h-16 tablet:hidden" aria-hidden="true" />
      <div
        data-print="hide"
        className="fixed inset-x-0 bottom-0 z-20 border-t bg-background/95 p-3 backdrop-blur tablet:hidden"
      >
        <Button
          size="lg"
          className="w-full justify-between"
          onClick={() => document.getElementById(targetId)?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
        >
          <span className="flex items-center gap-2">
            <ShoppingCart />{' '}
            <FormattedMessage
              id="cart.jumpBar"
              defaultMessage="Current Sale · {count, plural, one {# item} other {# items}}"
              values={{ count: itemCount }}
            />
          </span>
          <span className="tabular-nums">{formatMoney(totalCents)}</span>
        </Button>
      </div>
    </>
  );
}
