import { FormattedMessage, useIntl } from 'react-intl';
import { lineAmountCents } from '@tillwise/core/catalog/sold-by';
import { previewRefund } from '@tillwise/core/refund/held-refund';
import { defaultPromotionRefundRule } from '@tillwise/core/refund/promotion-refund-rule';
import type { PromotionRefundRule } from '@tillwise/core/refund/promotion-refund-rule';
import { refundDestinationError } from '@tillwise/core/refund/refund-destination';
import { refundableQuantity } from '@tillwise/core/refund/refund-math';
import type { RefundDestination } from '@tillwise/core/refund/refund-schemas';
import type { Sale, SaleLine } from '@tillwise/core/sale/sale-schemas';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { RefundDestinationChoice } from './refund-destination-choice';
import type { RefundDestinationOption } from './refund-destination-choice';
import { RefundItemRow } from './refund-item-row';
import { hasPromotions, PromotionRefundFigures } from './promotion-refund-figures';
import { promotionRuleLineMessages, refundProblemText, tendersText } from '../lib/refund-messages';
import { formatMoney } from '@/lib/money';

export type RefundSelection = Record<string, number>;

/**
 * What the selection gives back: the items at price × quantity (the spec's sum), and the refund itself, worked out
 * by the rules that record it (tax, discounts, deals no longer earned, cash rounding) with where it goes (the
 * sale's tenders, cash or store credit): what the dialog says is what is recorded.
 */
export function refundFigures(
  sale: Sale,
  selection: RefundSelection,
  cashRoundingStep = 0,
  destination: RefundDestination = 'original',
  promotionRefundRule: PromotionRefundRule = defaultPromotionRefundRule,
) {
  const lines = Object.entries(selection)
    .filter(([, quantity]) => quantity > 0)
    .map(([saleLineId, quantity]) => ({ saleLineId, quantity }));
  const itemsCents = sale.lines.reduce(
    (sum, line) => sum + lineAmountCents(line.unitPriceCents, selection[line.id] ?? 0, line.soldBy),
    0,
  );
  const none = { itemsCents, amountCents: 0, paidForItemsCents: 0, dealsTakenBackCents: 0, tenders: [] };
  if (lines.length === 0) return { ...none, problem: null };
  const preview = previewRefund(sale, lines, cashRoundingStep, destination, promotionRefundRule);
  if ('error' in preview) return { ...none, problem: preview.error };
  return { itemsCents, ...preview, problem: null };
}

/**
 * The destinations the sale may go to, each with what it would give back where: the original payments always, cash
 * where the store takes it, store credit when the sale has a customer to hold it.
 */
export function destinationOptions(
  sale: Sale,
  selection: RefundSelection,
  cashRoundingStep: number,
  takesCash: boolean,
  promotionRefundRule?: PromotionRefundRule,
): RefundDestinationOption[] {
  const offered: RefundDestination[] = ['original', ...(takesCash ? ['cash' as const] : [])];
  if (sale.customer) offered.push('store_credit');
  return offered.map((destination) => ({
    destination,
    tenders: refundFigures(sale, selection, cashRoundingStep, destination, promotionRefundRule).tenders,
    problem: refundDestinationError(destination, { hasCustomer: sale.customer !== null, tenders: sale.payments }),
  }));
}

interface RefundItemsStepProps {
  sale: Sale;
  /** The store's cash rounding step, which a cash refund settles as the server will. */
  cashRoundingStep?: number;
  /** The store takes cash: the refund may go all in cash. */
  takesCash?: boolean;
  /** The store's rule for refunds of sales that got promotions (Settings › Promotions). */
  promotionRefundRule?: PromotionRefundRule;
  selection: RefundSelection;
  onSelectionChange: (selection: RefundSelection) => void;
  destination: RefundDestination;
  onDestinationChange: (destination: RefundDestination) => void;
  reason: string;
  onReasonChange: (reason: string) => void;
}

const left = (line: SaleLine) => refundableQuantity(line);
const selectedCount = (selection: RefundSelection) => Object.values(selection).filter((q) => q > 0).length;

/** Step 2: choose the items and how many of each, where the money goes, and say why. */
export function RefundItemsStep({
  sale,
  cashRoundingStep = 0,
  takesCash = true,
  promotionRefundRule = defaultPromotionRefundRule,
  selection,
  onSelectionChange,
  destination,
  onDestinationChange,
  reason,
  onReasonChange,
}: RefundItemsStepProps) {
  const intl = useIntl();
  const selectAll = () =>
    onSelectionChange(Object.fromEntries(sale.lines.filter((l) => left(l) > 0).map((l) => [l.id, left(l)])));
  const toggle = (line: SaleLine, on: boolean) => {
    const next = { ...selection };
    if (on) next[line.id] = left(line);
    else delete next[line.id];
    onSelectionChange(next);
  };
  const figures = refundFigures(sale, selection, cashRoundingStep, destination, promotionRefundRule);

  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between">
        <p className="text-sm text-muted-foreground">
          {sale.number} ·{' '}
          {sale.customer?.name ?? intl.formatMessage({ id: 'refund.walkIn', defaultMessage: 'Walk-in Customer' })}
        </p>
        <div className="flex gap-1">
          <Button variant="outline" size="sm" onClick={selectAll}>
            <FormattedMessage id="refund.items.selectAll" defaultMessage="Select All" />
          </Button>
          <Button variant="ghost" size="sm" onClick={() => onSelectionChange({})}>
            <FormattedMessage id="refund.items.clear" defaultMessage="Clear" />
          </Button>
        </div>
      </div>
      <ul className="max-h-64 divide-y overflow-y-auto rounded-md border">
        {sale.lines.map((line) => (
          <RefundItemRow
            key={line.id}
            line={line}
            quantity={selection[line.id]}
            onToggle={(on) => toggle(line, on)}
            onQuantityChange={(quantity) => onSelectionChange({ ...selection, [line.id]: quantity })}
          />
        ))}
      </ul>
      <RefundDestinationChoice
        options={destinationOptions(sale, selection, cashRoundingStep, takesCash, promotionRefundRule)}
        value={destination}
        onChange={onDestinationChange}
        customerName={sale.customer?.name ?? null}
      />
      <div className="space-y-2">
        <Label htmlFor="refund-reason">
          <FormattedMessage id="refund.reason" defaultMessage="Reason for refund" />
        </Label>
        <textarea
          id="refund-reason"
          value={reason}
          onChange={(event) => onReasonChange(event.target.value)}
          maxLength={500}
          rows={2}
          placeholder={intl.formatMessage({
            id: 'refund.reason.placeholder',
            defaultMessage: 'e.g. Damaged, wrong size, changed their mind',
          })}
          className="w-full rounded-md border border-input bg-background px-3 py-2 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
        />
      </div>
      <dl className="space-y-1 rounded-md bg-muted px-3 py-2 text-sm">
        <div className="flex justify-between text-muted-foreground">
          <dt>
            <FormattedMessage id="refund.items.atPrice" defaultMessage="Items at price × quantity" />
          </dt>
          <dd className="tabular-nums" data-testid="refund-items">
            {formatMoney(figures.itemsCents)}
          </dd>
        </div>
        <PromotionRefundFigures sale={sale} figures={figures} rule={promotionRefundRule} />
        <div className="flex justify-between font-semibold">
          <dt>
            <FormattedMessage id="refund.total" defaultMessage="Refund total" />
          </dt>
          <dd className="tabular-nums" data-testid="refund-total">
            {formatMoney(figures.amountCents)}
          </dd>
        </div>
        {figures.tenders.length > 0 && (
          <div className="flex justify-between gap-3 text-muted-foreground">
            <dt>
              <FormattedMessage id="refund.giveBack" defaultMessage="Give back" />
            </dt>
            <dd className="text-right tabular-nums" data-testid="refund-give-back">
              {tendersText(intl, figures.tenders)}
            </dd>
          </div>
        )}
        {figures.problem && <p className="text-destructive">{refundProblemText(intl, figures.problem)}</p>}
        {!figures.problem && selectedCount(selection) > 0 && figures.amountCents === 0 && (
          <p className="text-muted-foreground">
            <FormattedMessage
              id="refund.items.nothingBack"
              defaultMessage="Nothing to give back: under the sale's deals, what the customer keeps cost what they paid."
            />
          </p>
        )}
        {hasPromotions(sale) && (
          <p className="text-muted-foreground" data-testid="refund-promotion-rule">
            <FormattedMessage {...promotionRuleLineMessages[promotionRefundRule]} />
          </p>
        )}
      </dl>
    </div>
  );
}
