import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { IntlShape } from 'react-intl';
import { lineAmountCents, lineQuantityLabel } from '@tillwise/core/catalog/sold-by';
import type { Sale } from '@tillwise/core/sale/sale-schemas';
import { shownSubtotalCents, shownTaxes } from '@tillwise/core/tax/shown-taxes';
import type { ReceiptSettings } from '@tillwise/core/settings/receipt-settings';
import { SlipPaper, SlipStoreHeading } from '@/components/slip-paper';
import { SlipRow } from '@/components/slip-row';
import { slipDateTime } from '@/lib/format-date';
import { paymentMethodMessages } from '@/lib/i18n/payment-method-messages';
import { receiptMessages as m } from './receipt-messages';
import { VatSummaryRows } from './vat-summary-rows';
import { formatMoney, moneyFormat } from '@/lib/money';

const ReceiptLinkQr = lazy(() => import('./receipt-link-qr'));

interface ReceiptProps {
  sale: Sale;
  settings: ReceiptSettings;
  /** The receipt printer's paper (Settings → Hardware). */
  paperWidth?: 58 | 80;
  /** Called once the barcode is drawn, so printing waits for it. */
  onReady?: () => void;
}

/** The printed receipt, built from the receipt settings: each contact line only when its toggle is on. */
export function Receipt({ sale, settings, paperWidth = 80, onReady }: ReceiptProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const barcodeRef = useRef<SVGSVGElement>(null);
  const wantsLink = settings.showReceiptLink === true;
  // What has been drawn, by sale: a receipt drawn again for another sale waits for that sale's own.
  const [barcodeFor, setBarcodeFor] = useState<string | null>(null);
  const [linkFor, setLinkFor] = useState<string | null>(null);
  const onLinkDone = useCallback(() => setLinkFor(sale.id), [sale.id]);

  useEffect(() => {
    if (!settings.showBarcode) return;
    let cancelled = false;
    // JsBarcode loads only when a receipt is drawn, keeping it off the till's first load.
    void import('jsbarcode').then(({ default: JsBarcode }) => {
      if (cancelled || !barcodeRef.current) return;
      JsBarcode(barcodeRef.current, sale.number, {
        format: 'CODE128',
        width: 1.6,
        height: 40,
        fontSize: 12,
        margin: 0,
      });
      setBarcodeFor(sale.number);
    });
    return () => {
      cancelled = true;
    };
  }, [sale.number, settings.showBarcode]);

  // Printing waits for what is drawn after the receipt: the barcode and the link's QR code.
  const ready = (!settings.showBarcode || barcodeFor === sale.number) && (!wantsLink || linkFor === sale.id);
  useEffect(() => {
    if (ready) onReady?.();
  }, [ready, onReady]);

  return (
    <SlipPaper paperWidth={paperWidth}>
      <SlipStoreHeading settings={settings}>
        {settings.headerMessage && <p className="pt-1">{settings.headerMessage}</p>}
      </SlipStoreHeading>
      <div className="border-y border-dashed border-black py-1">
        <SlipRow label={sale.number} value={slipDateTime(new Date(sale.completedAt ?? sale.createdAt))} />
        <SlipRow label={t(m.servedBy)} value={sale.staff.name} />
        <SlipRow label={t(m.customer)} value={sale.customer?.name ?? t(m.walkIn)} />
      </div>
      <div className="space-y-1">
        {sale.lines.map((line) => (
          <div key={line.id}>
            <p>{line.name}</p>
            <SlipRow
              label={`  ${lineQuantityLabel(line.quantity, line.unitPriceCents, line.soldBy, moneyFormat())}`}
              value={formatMoney(lineAmountCents(line.unitPriceCents, line.quantity, line.soldBy))}
            />
            {line.promotions.map((promotion) => (
              <SlipRow
                key={promotion.promotionId}
                label={`  ${promotion.name}`}
                value={`-${formatMoney(promotion.cents)}`}
              />
            ))}
            {line.discountCents > line.promotionCents && (
              <SlipRow
                label={`  ${t(m.discount)}`}
                value={`-${formatMoney(line.discountCents - line.promotionCents)}`}
              />
            )}
          </div>
        ))}
        {sale.giftCards.map((card) => (
          <div key={card.code}>
            <SlipRow
              label={t(card.kind === 'reload' ? m.giftCardTopUp : m.giftCard, { code: card.code })}
              value={formatMoney(card.amountCents)}
            />
            {card.balanceCents !== null && (
              <SlipRow label={`  ${t(m.newBalance)}`} value={formatMoney(card.balanceCents)} />
            )}
          </div>
        ))}
      </div>
      <div className="space-y-0.5 border-t border-dashed border-black pt-1">
        <SlipRow label={t(m.subtotal)} value={formatMoney(shownSubtotalCents(sale, sale.pricesIncludeTax))} />
        {sale.discountCents > 0 && <SlipRow label={t(m.discount)} value={`-${formatMoney(sale.discountCents)}`} />}
        {!sale.pricesIncludeTax && <TaxRows intl={intl} sale={sale} />}
        {sale.giftCardsCents > 0 && <SlipRow label={t(m.giftCards)} value={formatMoney(sale.giftCardsCents)} />}
        <SlipRow label={t(m.total)} value={formatMoney(sale.totalCents + sale.giftCardsCents)} strong />
        {sale.pricesIncludeTax && <TaxRows intl={intl} sale={sale} included />}
        {sale.cashRoundingCents !== 0 && (
          <SlipRow
            label={t(m.cashRounding)}
            value={`${sale.cashRoundingCents > 0 ? '+' : '-'}${formatMoney(Math.abs(sale.cashRoundingCents))}`}
          />
        )}
        {sale.payments.map((payment) => (
          <div key={payment.id}>
            <SlipRow
              label={t(paymentMethodMessages[payment.method])}
              value={formatMoney(payment.tenderedCents ?? payment.amountCents)}
            />
            {payment.changeCents > 0 && <SlipRow label={t(m.change)} value={formatMoney(payment.changeCents)} />}
            {payment.stored && (
              <p>
                {' '}
                <FormattedMessage {...m.cardStored} />
              </p>
            )}
          </div>
        ))}
        {sale.loyaltyEarned > 0 && <SlipRow label={t(m.pointsEarned)} value={String(sale.loyaltyEarned)} />}
      </div>
      {sale.pricesIncludeTax && <VatSummaryRows sale={sale} />}
      {sale.promotions.length > 0 && (
        <div className="space-y-0.5 border-t border-dashed border-black pt-1">
          {sale.promotions.map((promotion) => (
            <SlipRow
              key={promotion.promotionId}
              label={promotion.couponCode ? `${promotion.name} (${promotion.couponCode})` : promotion.name}
              value={`-${formatMoney(promotion.discountCents)}`}
            />
          ))}
          <SlipRow label={t(m.youSaved)} value={formatMoney(savedCents(sale))} strong />
        </div>
      )}
      <div className="space-y-1 border-t border-dashed border-black pt-1 text-center">
        {settings.footerMessage && <p>{settings.footerMessage}</p>}
        {settings.returnPolicy && <p>{settings.returnPolicy}</p>}
        {settings.showBarcode && (
          <svg ref={barcodeRef} className="mx-auto max-w-full" aria-label={t(m.barcode, { number: sale.number })} />
        )}
        {wantsLink && (
          <Suspense fallback={null}>
            <ReceiptLinkQr key={sale.id} saleId={sale.id} onDone={onLinkDone} />
          </Suspense>
        )}
      </div>
    </SlipPaper>
  );
}

/** One row per tax when the sale carries several (state + city), else the one "Tax" row; "incl." when in the price. */
function TaxRows({ intl, sale, included = false }: { intl: IntlShape; sale: Sale; included?: boolean }) {
  return shownTaxes(sale, { named: true }).map((tax) => (
    <SlipRow
      key={`${tax.name}-${tax.rate}`}
      label={`${included ? `${intl.formatMessage(m.included)} ` : ''}${tax.name}${tax.rate !== null ? ` ${tax.rate}%` : ''}`}
      value={formatMoney(tax.taxCents)}
    />
  ));
}

/** What the promotions took off the sale in all. */
const savedCents = (sale: Sale) => sale.promotions.reduce((sum, promotion) => sum + promotion.discountCents, 0);
