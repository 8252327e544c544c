import { defineMessages, useIntl } from 'react-intl';
import { shownSubtotalCents } from '@tillwise/core/tax/shown-taxes';
import type { Sale } from '@tillwise/core/sale/sale-schemas';
import { saleTypedDiscountCents } from '@tillwise/core/sale/typed-discounts';
import { paymentMethodMessages } from '@/lib/i18n/payment-method-messages';
import { formatMoney } from '@/lib/money';

const m = defineMessages({
  subtotal: { id: 'sale.details.subtotal', defaultMessage: 'Subtotal' },
  discount: { id: 'sale.details.discount', defaultMessage: 'Discount' },
  taxIncluded: { id: 'sale.details.taxIncluded', defaultMessage: 'Tax (included)' },
  tax: { id: 'sale.details.tax', defaultMessage: 'Tax' },
  giftCard: { id: 'sale.details.giftCard', defaultMessage: 'Gift card {code}' },
  total: { id: 'sale.details.total', defaultMessage: 'Total' },
  cashRounding: { id: 'sale.details.cashRounding', defaultMessage: 'Cash rounding' },
  paidBy: { id: 'sale.details.paidBy', defaultMessage: 'Paid by {method}' },
  change: { id: 'sale.details.change', defaultMessage: 'Change' },
  refundWhy: { id: 'sale.details.refundWhy', defaultMessage: '{number} by {name} ({reason})' },
  refund: { id: 'sale.details.refund', defaultMessage: '{number} by {name}' },
});

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
      <Row label={t(m.subtotal)} value={formatMoney(shownSubtotalCents(s, s.pricesIncludeTax))} />
      {saleTypedDiscountCents(s) > 0 && (
        <Row label={t(m.discount)} value={`−${formatMoney(saleTypedDiscountCents(s))}`} />
      )}
      {s.promotions.map((p) => (
        <Row
          key={p.promotionId}
          label={`${p.name}${p.couponCode ? ` (${p.couponCode})` : ''}`}
          value={`−${formatMoney(p.discountCents)}`}
        />
      ))}
      <Row label={s.pricesIncludeTax ? t(m.taxIncluded) : t(m.tax)} value={formatMoney(s.taxCents)} />
      {s.giftCards.map((card) => (
        <Row key={card.code} label={t(m.giftCard, { code: card.code })} value={formatMoney(card.amountCents)} />
      ))}
      <Row label={t(m.total)} value={formatMoney(s.totalCents + s.giftCardsCents)} />
      {s.cashRoundingCents !== 0 && (
        <Row
          label={t(m.cashRounding)}
          value={`${s.cashRoundingCents > 0 ? '+' : '−'}${formatMoney(Math.abs(s.cashRoundingCents))}`}
        />
      )}
      {s.payments.map((p) => (
        <Row
          key={p.id}
          label={t(m.paidBy, { method: t(paymentMethodMessages[p.method]) })}
          value={formatMoney(p.amountCents)}
        />
      ))}
      {s.changeCents > 0 && <Row label={t(m.change)} value={formatMoney(s.changeCents)} />}
      {s.refunds.map((r) => (
        <Row
          key={r.id}
          label={
            r.reason
              ? t(m.refundWhy, { number: r.number, name: r.staffName, reason: r.reason })
              : t(m.refund, { number: r.number, name: r.staffName })
          }
          value={`−${formatMoney(r.amountCents)}`}
        />
      ))}
    </div>
  );
}
