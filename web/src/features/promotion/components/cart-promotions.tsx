import { useState } from 'react';
import type { FormEvent } from 'react';
import { Tag, X } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { IntlShape } from 'react-intl';
import { normaliseCouponCode } from '@tillwise/core/promotion/coupon-code';
import { couponProblem } from '@tillwise/core/promotion/promotion-conditions';
import type { NearlyReached, SalePromotions } from '@tillwise/core/promotion/sale-promotions';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useTillPromotions } from '../api/get-till-promotions';
import { formatMoney } from '@/lib/money';

interface CartPromotionsProps {
  /** The cart's lines, in the order the promotions were worked out for. */
  lines: readonly { productId: string; name: string }[];
  promoted: SalePromotions | null;
  couponCodes: readonly string[];
  customerGroupId: string | null;
  onAddCoupon: (code: string) => void;
  onRemoveCoupon: (code: string) => void;
}

/** Each promotion as it applies to a line, what a little more would reach, and the sale's coupon codes. */
export function CartPromotions({
  lines,
  promoted,
  couponCodes,
  customerGroupId,
  onAddCoupon,
  onRemoveCoupon,
}: CartPromotionsProps) {
  const intl = useIntl();
  const applied = lines.flatMap((line, index) =>
    (promoted?.lines[index]?.promotions ?? []).map((promotion) => ({ ...promotion, lineName: line.name })),
  );
  return (
    <div className="space-y-2 text-sm">
      {applied.length > 0 && (
        <ul
          aria-label={intl.formatMessage({ id: 'promotion.applied', defaultMessage: 'Promotions applied' })}
          className="space-y-1"
        >
          {applied.map((promotion) => (
            <li key={`${promotion.promotionId}-${promotion.lineName}`} className="flex gap-2 text-success">
              <Tag className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span className="flex-1">
                {promotion.name} — {promotion.lineName}
              </span>
              <span className="tabular-nums">−{formatMoney(promotion.cents)}</span>
            </li>
          ))}
        </ul>
      )}
      {(promoted?.nearly ?? []).map((nearly) => (
        <p key={nearly.promotionId} className="text-muted-foreground" role="status">
          {nearlyText(intl, nearly, lines)}
        </p>
      ))}
      <CouponEntry
        couponCodes={couponCodes}
        customerGroupId={customerGroupId}
        onAddCoupon={onAddCoupon}
        onRemoveCoupon={onRemoveCoupon}
      />
    </div>
  );
}

function nearlyText(intl: IntlShape, nearly: NearlyReached, lines: CartPromotionsProps['lines']): string {
  if ('cents' in nearly) {
    return intl.formatMessage(
      { id: 'promotion.nearly.spend', defaultMessage: 'Spend {amount} more for {promotion}' },
      { amount: formatMoney(nearly.cents), promotion: nearly.name },
    );
  }
  const product = nearly.productIds.length === 1 ? lines.find((line) => line.productId === nearly.productIds[0]) : null;
  return product
    ? intl.formatMessage(
        { id: 'promotion.nearly.addProduct', defaultMessage: 'Add {units} more {product} for {promotion}' },
        { units: nearly.units, product: product.name, promotion: nearly.name },
      )
    : intl.formatMessage(
        {
          id: 'promotion.nearly.addItems',
          defaultMessage: 'Add {units, plural, one {# more item} other {# more items}} for {promotion}',
        },
        { units: nearly.units, promotion: nearly.name },
      );
}

function CouponEntry({
  couponCodes,
  customerGroupId,
  onAddCoupon,
  onRemoveCoupon,
}: Omit<CartPromotionsProps, 'lines' | 'promoted'>) {
  const intl = useIntl();
  const till = useTillPromotions().data;
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = normaliseCouponCode(text);
    if (!code) {
      setError(
        text.trim()
          ? intl.formatMessage({
              id: 'promotion.coupon.invalid',
              defaultMessage: 'A coupon code is 3 to 32 letters, digits and dashes',
            })
          : intl.formatMessage({ id: 'promotion.coupon.empty', defaultMessage: 'Enter a coupon code' }),
      );
      return;
    }
    const promotion = till?.promotions.find((p) => p.coupon?.code === code);
    const problem = !till
      ? null
      : !promotion
        ? intl.formatMessage({ id: 'promotion.coupon.unknown', defaultMessage: 'There is no coupon {code}' }, { code })
        : couponProblem(promotion, {
            at: new Date(),
            timeZone: till.timeZone,
            storeId: till.storeId,
            customerGroupId,
            couponCodes: [code],
          });
    if (problem) {
      setError(problem);
      return;
    }
    if (!couponCodes.includes(code)) onAddCoupon(code);
    setText('');
    setError(null);
  };
  return (
    <div className="space-y-1.5">
      <form className="flex gap-2" onSubmit={submit} noValidate>
        <label htmlFor="coupon-code" className="sr-only">
          <FormattedMessage id="promotion.coupon.code" defaultMessage="Coupon code" />
        </label>
        <Input
          id="coupon-code"
          placeholder={intl.formatMessage({ id: 'promotion.coupon.code', defaultMessage: 'Coupon code' })}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={error !== null}
          aria-describedby={error ? 'coupon-code-error' : undefined}
          className="h-8"
        />
        <Button type="submit" variant="outline" size="sm">
          <FormattedMessage id="promotion.coupon.apply" defaultMessage="Apply" />
        </Button>
      </form>
      {error && (
        <p id="coupon-code-error" className="text-destructive" role="alert">
          {error}
        </p>
      )}
      {couponCodes.length > 0 && (
        <ul
          aria-label={intl.formatMessage({ id: 'promotion.coupons', defaultMessage: 'Coupons' })}
          className="flex flex-wrap gap-1.5"
        >
          {couponCodes.map((code) => (
            <li key={code} className="flex items-center gap-1 rounded-md border px-2 py-0.5 font-mono text-xs">
              {code}
              <button
                type="button"
                aria-label={intl.formatMessage(
                  { id: 'promotion.coupon.remove', defaultMessage: 'Remove coupon {code}' },
                  { code },
                )}
                onClick={() => onRemoveCoupon(code)}
              >
                <X className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
