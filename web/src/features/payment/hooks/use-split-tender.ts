import { useState } from 'react';
import { useIntl } from 'react-intl';
import { loyaltyPointsFor, loyaltyPointValueCents } from '@tillwise/core/customer/loyalty';
import {
  giftCardShortMessage,
  normaliseGiftCardCode,
  unknownGiftCardMessage,
} from '@tillwise/core/gift-card/gift-card-rules';

import { amountDue, cashDue, maxTenders, paymentMethods, settleTenders } from '@tillwise/core/payment/tender';
import type { PaymentMethod, Tender, TenderContext } from '@tillwise/core/payment/tender';
import type { GiftCardBalance } from '../api/check-gift-card';
import { parseAmount, toAmountText } from '@/lib/money';

/** What the till knows of the gift card whose code is typed: keyed by the code, so a new code starts unchecked. */
export type GiftCardCheck =
  | { code: string; state: 'checking' }
  | { code: string; state: 'found'; balanceCents: number }
  | { code: string; state: 'unknown' }
  | { code: string; state: 'unreachable' };

export interface SplitTenderOptions extends Required<Omit<TenderContext, 'enabledMethods'>> {
  totalCents: number;
  enabledMethods: readonly PaymentMethod[];
  checkGiftCard?: (code: string) => Promise<GiftCardBalance | null>;
  online: boolean;
  /** What the attached customer may still buy on account; null when they have no trade account (or none is attached). */
  customerAccountAvailableCents?: number | null;
  /** The tab to open on, when offered; else card, when offered. */
  initialMethod?: PaymentMethod;
}

const sum = (tenders: readonly Tender[]) => tenders.reduce((total, tender) => total + tender.amountCents, 0);
const centsText = toAmountText;

/**
 * The payment being taken: the parts already taken (held here, recorded only with the sale) and the tender the
 * open tab describes. Every rule comes from core's settleTenders; this only works out the tab's defaults.
 */
export function useSplitTender(options: SplitTenderOptions) {
  const intl = useIntl();
  const { totalCents, customerPoints, customerStoreCreditCents, cashRoundingStep, checkGiftCard, online } = options;
  const accountAvailableCents = options.customerAccountAvailableCents ?? null;
  // Only the server knows what an account owes right now, so a sale goes on account only while it can be reached.
  // A layaway's deposits pay only the sale that completes it, which the server records from the layaway itself.
  const offered = paymentMethods.filter((m) =>
    m === 'layaway' || m === 'special_order'
      ? false
      : m === 'store_credit'
        ? (customerStoreCreditCents ?? 0) > 0
        : m === 'account'
          ? accountAvailableCents !== null && online
          : options.enabledMethods.includes(m),
  );
  const fallbackMethod = (): PaymentMethod => (offered.includes('card') ? 'card' : (offered[0] ?? 'card'));
  const [chosen, setMethod] = useState<PaymentMethod>(() =>
    options.initialMethod && offered.includes(options.initialMethod) ? options.initialMethod : fallbackMethod(),
  );
  // A tab that stops being offered (the till went offline on account) gives way to card.
  const method = offered.includes(chosen) ? chosen : fallbackMethod();
  const [parts, setParts] = useState<Tender[]>([]);
  const [amountText, setAmountText] = useState<string | null>(null);
  const [tendered, setTendered] = useState('');
  const [voucher, setVoucher] = useState('');
  const [giftCard, setGiftCard] = useState<GiftCardCheck | null>(null);

  const context: TenderContext = {
    customerPoints,
    enabledMethods: options.enabledMethods,
    voucherPrefix: options.voucherPrefix,
    cashRoundingStep,
    customerStoreCreditCents,
  };
  const remainingCents = amountDue(totalCents, parts);
  const lastTender = parts.length >= maxTenders - 1;
  // Cash pays what remains rounded to the store's step; every other method pays it to the cent.
  const settlingCents = method === 'cash' ? cashDue(remainingCents, cashRoundingStep) : remainingCents;
  const code = normaliseGiftCardCode(voucher);
  const checksGiftCards = method === 'voucher' && checkGiftCard !== undefined;
  const card = giftCard && code !== '' && giftCard.code === code ? giftCard : null;
  const takenFrom = (match: (tender: Tender) => boolean) => sum(parts.filter(match));
  const takenFromCard = takenFrom((t) => t.method === 'voucher' && normaliseGiftCardCode(t.reference ?? '') === code);
  const loyaltyPointsTaken = parts
    .filter((t) => t.method === 'loyalty')
    .reduce((points, t) => points + loyaltyPointsFor(t.amountCents), 0);
  /** What the tab's method can still pay, when something caps it. */
  const spendableCents =
    method === 'loyalty' && customerPoints !== null
      ? Math.max(0, (customerPoints - loyaltyPointsTaken) * loyaltyPointValueCents)
      : method === 'store_credit' && customerStoreCreditCents != null
        ? Math.max(0, customerStoreCreditCents - takenFrom((t) => t.method === 'store_credit'))
        : method === 'account' && accountAvailableCents !== null
          ? Math.max(0, accountAvailableCents - takenFrom((t) => t.method === 'account'))
          : method === 'voucher' && card?.state === 'found'
            ? Math.max(0, card.balanceCents - takenFromCard)
            : null;
  // Nothing to spend leaves the full amount, so core can say why it cannot be paid that way.
  const defaultCents =
    spendableCents !== null && spendableCents > 0 ? Math.min(spendableCents, settlingCents) : settlingCents;
  const amountCents = lastTender ? settlingCents : amountText === null ? defaultCents : parseAmount(amountText);
  const tenderedCents = tendered.trim() === '' ? amountCents : parseAmount(tendered);
  const tender: Tender | null =
    amountCents === null
      ? null
      : {
          method,
          amountCents,
          ...(method === 'cash' && { tenderedCents: tenderedCents ?? amountCents }),
          ...(method === 'voucher' && { reference: voucher.trim() }),
        };
  const isPart = !lastTender && amountCents !== null && amountCents < settlingCents;
  const tenders = tender ? [...parts, tender] : parts;
  // A part is checked as if the sale were what the payments so far cover: the same rules, without the shortfall.
  const settled = tender && settleTenders(isPart ? sum(tenders) : totalCents, tenders, context);

  const giftCardProblem = (): string | null => {
    if (!checksGiftCards) return null;
    if (!online || card?.state === 'unreachable') {
      return intl.formatMessage({
        id: 'payment.voucher.offline',
        defaultMessage: 'Gift cards need the server. Take another payment method.',
      });
    }
    if (card?.state === 'unknown') return unknownGiftCardMessage(code);
    if (spendableCents !== null && amountCents !== null && amountCents > spendableCents)
      return giftCardShortMessage(code, spendableCents);
    return null;
  };
  const problem =
    amountCents === null
      ? intl.formatMessage(
          { id: 'payment.amount.invalid', defaultMessage: 'Enter the amount to pay, like {example}' },
          { example: toAmountText(1250) },
        )
      : method === 'cash' && tenderedCents === null
        ? intl.formatMessage(
            { id: 'payment.cash.invalid', defaultMessage: 'Enter the cash tendered, like {example}' },
            { example: toAmountText(2000) },
          )
        : (giftCardProblem() ?? (settled && !settled.ok ? settled.error : null));
  const checking = card?.state === 'checking';

  const lookUp = async (): Promise<GiftCardCheck | null> => {
    if (!checkGiftCard || !online || code === '') return null;
    setGiftCard({ code, state: 'checking' });
    let next: GiftCardCheck;
    try {
      const found = await checkGiftCard(code);
      next = found ? { code, state: 'found', balanceCents: found.balanceCents } : { code, state: 'unknown' };
    } catch {
      next = { code, state: 'unreachable' };
    }
    // A code typed while this one was checked keeps its own answer.
    setGiftCard((current) => (current?.code === code ? next : current));
    return next;
  };

  /** A gift card tender goes ahead only once the server says the card holds its amount. */
  const giftCardCovers = async (amount: number) => {
    if (!checksGiftCards || card?.state === 'found') return true;
    const next = await lookUp();
    return next?.state === 'found' && next.balanceCents - takenFromCard >= amount;
  };

  const selectMethod = (next: PaymentMethod) => {
    setMethod(next);
    setAmountText(null);
  };

  const addPart = async () => {
    if (!isPart || problem !== null || checking || !tender) return;
    if (!(await giftCardCovers(tender.amountCents))) return;
    setParts((current) => [...current, tender]);
    setAmountText(null);
    setTendered('');
    if (method === 'voucher') {
      setVoucher('');
      setGiftCard(null);
    }
    // Cash is taken once, so the next part is more likely card.
    if (method === 'cash') setMethod(offered.find((m) => m !== 'cash') ?? 'cash');
  };

  const removePart = (index: number) => {
    setParts((current) => current.filter((_, i) => i !== index));
    setAmountText(null);
  };

  /** Every tender of the sale, once they settle it; null when they do not (the problem says why). */
  const finish = async (): Promise<Tender[] | null> => {
    if (isPart || problem !== null || checking || !tender) return null;
    return (await giftCardCovers(tender.amountCents)) ? tenders : null;
  };

  return {
    offered,
    method,
    selectMethod,
    parts,
    removePart,
    remainingCents,
    lastTender,
    amountText: lastTender ? centsText(settlingCents) : (amountText ?? centsText(defaultCents)),
    setAmountText,
    amountCents,
    /** Cash rounding when cash pays the rest: + the customer pays more, − less. */
    cashRoundingCents: method === 'cash' && amountCents === settlingCents ? settlingCents - remainingCents : 0,
    tendered,
    setTendered,
    voucher,
    setVoucher,
    giftCard: card,
    lookUp,
    spendableCents,
    isPart,
    problem,
    checking,
    canAdd: isPart && problem === null && !checking,
    canComplete: !isPart && problem === null && !checking,
    addPart,
    finish,
  };
}

export type SplitTender = ReturnType<typeof useSplitTender>;
