import { useIntl } from 'react-intl';
import { shownSubtotalCents } from '@tillwise/core/tax/shown-taxes';
import type { Sale } from '@tillwise/core/sale/sale-schemas';
import { saleTypedDiscountCents } from '@tillwise/core/sale/typed-discounts';
import { paymentMethodMessages } from '@/lib/i18n/payment-method-messages';
import { formatMoney } from '@/lib/money';

const Row = ({ label, value }: { label: string; value: string }) => (
  <div className="flex justify-between gap-4 text-sm">
    <span className="text-muted-foreground">{label}</span>
    <span className="tabular-nums">{value}</span>
  </div>
);

/** An order's sums under its lines: subtotal, discounts and deals, tax, gift cards, total, payments and refunds. */
export function SaleDetailsTotals({ sale: s }: { sale: Sale }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <div className="space-y-1">
      <Row
        label={t({ id: 'sale.details.subtotal', defaultMessage: 'Subtotal' })}
        value={formatMoney(shownSubtotalCents(s, s.pricesIncludeTax))}
      />
      {saleTypedDiscountCents(s) > 0 && (
        <Row
          label={t({ id: 'sale.details.discount', defaultMessage: 'Discount' })}
          value={`−${formatMoney(saleTypedDiscountCents(s))}`}
        />
      )}
      {s.promotions.map((p) => (
        <Row
          key={p.promotionId}
          label={`${p.name}${p.couponCode ? ` (${p.couponCode})` : ''}`}
          value={`−${formatMoney(p.discountCents)}`}
        />
      ))}
      <Row
        label={
          s.pricesIncludeTax
            ? t({ id: 'sale.details.taxIncluded', defaultMessage: 'Tax (included)' })
            : t({ id: 'sale.details.tax', defaultMessage: 'Tax' })
        }
        value={formatMoney(s.taxCents)}
      />
      {s.giftCards.map((card) => (
        <Row
          key={card.code}
          label={t({ id: 'sale.details.giftCard', defaultMessage: 'Gift card {code}' }, { code: card.code })}
          value={formatMoney(card.amountCents)}
        />
      ))}
      <Row
        label={t({ id: 'sale.details.total', defaultMessage: 'Total' })}
        value={formatMoney(s.totalCents + s.giftCardsCents)}
      />
      {s.cashRoundingCents !== 0 && (
        <Row
          label={t({ id: 'sale.details.cashRounding', defaultMessage: 'Cash rounding' })}
          value={`${s.cashRoundingCents > 0 ? '+' : '−'}${formatMoney(Math.abs(s.cashRoundingCents))}`}
        />
      )}
      {s.payments.map((p) => (
        <Row
          key={p.id}
          label={t(
            { id: 'sale.details.paidBy', defaultMessage: 'Paid by {method}' },
            { method: t(paymentMethodMessages[p.method]) },
          )}
          value={formatMoney(p.amountCents)}
        />
      ))}
      {s.changeCents > 0 && (
        <Row label={t({ id: 'sale.details.change', defaultMessage: 'Change' })} value={formatMoney(s.changeCents)} />
      )}
      {s.refunds.map((r) => (
        <Row
          key={r.id}
          label={
            r.reason
              ? t(
                  { id: 'sale.details.refundWhy', defaultMessage: '{number} by {name} ({reason})' },
                  { number: r.number, name: r.staffName, reason: r.reason },
                )
              : t(
                  { id: 'sale.details.refund', defaultMessage: '{number} by {name}' },
                  { number: r.number, name: r.staffName },
                )
          }
          value={`−${formatMoney(r.amountCents)}`}
        />
      ))}
    </div>
  );
}
