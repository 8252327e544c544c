import { randomUUID } from 'node:crypto';
import type { Insertable, Transaction } from 'kysely';
import {
  giftCardCodeError,
  giftCardLoadError,
  giftCardReturnError,
  giftCardShortMessage,
  maxGiftCardBalanceCents,
  normaliseGiftCardCode,
  unknownGiftCardMessage,
} from '@tillwise/core/gift-card/gift-card-rules';
import type {
  GiftCard,
  GiftCardLedgerKind,
  GiftCardListQuery,
  GiftCardPage,
} from '@tillwise/core/gift-card/gift-card-schemas';
import { money as moneyAmount, saying } from '@tillwise/core/i18n/core-message';
import { businessDate } from '@tillwise/core/report/business-date';
import type { Executor } from '../db/database';
import * as giftCardRepository from '../db/repositories/gift-card-repository';
import type { Database, GiftCardLedgerTable } from '../db/schema';
import { badRequest, notFound, refusalOf, reworded } from '../lib/errors';
import { giftCardRefusals } from './gift-card-messages';
import { recordLedgerInReports } from './report-rollup-service';
import { getPaymentSettings } from './settings-payment-service';
import { getStoreTimeZone } from './settings-service';
import { storeMoneyFormat } from './store-money';

type Trx = Transaction<Database>;

/** How many of a card's movements its lookup shows, newest first. */
const historyLength = 50;

/** The store's business day of an ISO instant: what a ledger row is filed under for the period reports. */
export async function ledgerDay(trx: Trx, storeId: string, at: string): Promise<string> {
  const instant = new Date(at);
  if (Number.isNaN(instant.getTime())) throw new Error(`Not an ISO instant: ${at}`);
  return businessDate(instant, await getStoreTimeZone(trx, storeId));
}

const positiveCents = (amountCents: number, path: string) => {
  if (Number.isSafeInteger(amountCents) && amountCents > 0) return;
  const message = saying(giftCardRefusals.amountAboveZero, { amount: moneyAmount(0) });
  throw badRequest(message, [{ path, message }]);
};

export interface SoldGiftCard {
  code: string;
  kind: 'issue' | 'reload';
  amountCents: number;
  balanceCents: number;
}

/**
 * Puts the gift cards a sale sells onto their balances, inside the sale's transaction: an unknown code issues a
 * new card (its code must fit the store's gift card prefix), a known one is reloaded. Each amount is
 * $1.00–$2,000.00 and no card may then hold more than $2,000.00; any refusal refuses them all.
 */
export async function sellGiftCards(
  trx: Trx,
  input: {
    storeId: string;
    orderId: string;
    userId: string;
    at: string;
    cards: { code: string; amountCents: number }[];
  },
): Promise<SoldGiftCard[]> {
  if (input.cards.length === 0) return [];
  const cards: { code: string; amountCents: number; index: number }[] = [];
  for (const [index, card] of input.cards.entries()) {
    const code = normaliseGiftCardCode(card.code);
    const formatError = refusalOf(() => giftCardCodeError(code));
    if (formatError) throw badRequest(formatError, [{ path: `cards.${index}.code`, message: formatError }]);
    if (giftCardLoadError(card.amountCents) !== null) {
      // Said in the store's money, read only for a refusal.
      const money = await storeMoneyFormat(trx, input.storeId);
      const amountError = reworded(() => giftCardLoadError(card.amountCents, 0, money));
      throw badRequest(amountError, [{ path: `cards.${index}.amountCents`, message: amountError }]);
    }
    cards.push({ code, amountCents: card.amountCents, index });
  }
  const { voucherPrefix } = await getPaymentSettings(trx);
  const day = await ledgerDay(trx, input.storeId, input.at);
  const sold: SoldGiftCard[] = [];
  // In code order, so two sales loading the same cards take their row locks in the same order and never deadlock.
  for (const card of [...cards].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : a.index - b.index))) {
    sold[card.index] = await loadCard(trx, input, card, voucherPrefix, day);
  }
  return sold;
}

async function loadCard(
  trx: Trx,
  input: { storeId: string; orderId: string; userId: string; at: string },
  card: { code: string; amountCents: number; index: number },
  voucherPrefix: string,
  day: string,
): Promise<SoldGiftCard> {
  const { code, amountCents, index } = card;
  const entry = (giftCardId: string, kind: GiftCardLedgerKind, balanceCents: number) =>
    writeLedgerEntry(trx, {
      id: randomUUID(),
      gift_card_id: giftCardId,
      store_id: input.storeId,
      kind,
      amount_cents: amountCents,
      balance_after_cents: balanceCents,
      order_id: input.orderId,
      refund_id: null,
      user_id: input.userId,
      business_date: day,
      created_at: input.at,
    });
  // Another pass covers another till issuing the same new code, or spending from the card, between two statements.
  for (let attempt = 0; attempt < 3; attempt++) {
    const reloaded = await giftCardRepository.addToBalance(trx, code, amountCents, maxGiftCardBalanceCents, input.at);
    if (reloaded) {
      await entry(reloaded.id, 'reload', reloaded.balance_cents);
      return { code, kind: 'reload', amountCents, balanceCents: reloaded.balance_cents };
    }
    const existing = await giftCardRepository.findCardByCode(trx, code);
    if (existing) {
      if (giftCardLoadError(amountCents, existing.balance_cents) !== null) {
        const money = await storeMoneyFormat(trx, input.storeId);
        const message = reworded(() => giftCardLoadError(amountCents, existing.balance_cents, money));
        throw badRequest(message, [{ path: `cards.${index}.amountCents`, message }]);
      }
      continue;
    }
    const prefixError = refusalOf(() => giftCardCodeError(code, voucherPrefix));
    if (prefixError) throw badRequest(prefixError, [{ path: `cards.${index}.code`, message: prefixError }]);
    const id = randomUUID();
    const issued = await giftCardRepository.insertCard(trx, {
      id,
      code,
      balance_cents: amountCents,
      issued_at: input.at,
      issued_store_id: input.storeId,
      last_used_at: null,
    });
    if (issued) {
      await entry(id, 'issue', amountCents);
      return { code, kind: 'issue', amountCents, balanceCents: amountCents };
    }
  }
  throw new Error(`Gift card ${code} could be neither issued nor reloaded`);
}

/**
 * Takes part of a sale's payment off a gift card, inside the sale's transaction. The balance never goes below
 * zero: one conditional update takes the money only while the card holds it, so of two tills spending the last of
 * a card at the same moment exactly one succeeds.
 */
export async function redeemGiftCard(
  trx: Trx,
  input: { storeId: string; orderId: string; userId: string; at: string; code: string; amountCents: number },
): Promise<{ code: string; balanceCents: number }> {
  const code = normaliseGiftCardCode(input.code);
  positiveCents(input.amountCents, 'amountCents');
  const taken = await giftCardRepository.takeFromBalance(trx, code, input.amountCents, input.at);
  if (!taken) throw await refusal(trx, code, input.storeId);
  await writeLedgerEntry(trx, {
    id: randomUUID(),
    gift_card_id: taken.id,
    store_id: input.storeId,
    kind: 'redeem',
    amount_cents: -input.amountCents,
    balance_after_cents: taken.balance_cents,
    order_id: input.orderId,
    refund_id: null,
    user_id: input.userId,
    business_date: await ledgerDay(trx, input.storeId, input.at),
    created_at: input.at,
  });
  return { code, balanceCents: taken.balance_cents };
}

/** A movement of a card's balance, and of the day's gift card liability in the store's reports. */
async function writeLedgerEntry(trx: Trx, entry: Insertable<GiftCardLedgerTable>) {
  await giftCardRepository.insertLedgerEntry(trx, entry);
  await recordLedgerInReports(trx, 'gift_card', entry);
}

async function refusal(trx: Trx, code: string, storeId: string) {
  const card = await giftCardRepository.findCardByCode(trx, code);
  const money = card && (await storeMoneyFormat(trx, storeId));
  const message = reworded(() =>
    card && money ? giftCardShortMessage(code, card.balance_cents, money) : unknownGiftCardMessage(code),
  );
  return badRequest(message, [{ path: 'code', message }]);
}

/**
 * Puts a refunded amount back on the gift card that paid for the sale, inside the refund's transaction. The card
 * still may not hold more than $2,000.00: beyond that the refund is refused, to be given back another way. A voucher
 * taken before the ledger existed (a store's history) has no card yet: the refund opens one under its code.
 */
export async function returnToGiftCard(
  trx: Trx,
  input: { storeId: string; refundId: string; userId: string; at: string; code: string; amountCents: number },
): Promise<{ code: string; balanceCents: number }> {
  const code = normaliseGiftCardCode(input.code);
  positiveCents(input.amountCents, 'amountCents');
  let added = await giftCardRepository.addToBalance(trx, code, input.amountCents, maxGiftCardBalanceCents, input.at);
  if (!added && !(await giftCardRepository.findCardByCode(trx, code)) && !giftCardLoadError(input.amountCents)) {
    const card = { id: randomUUID(), code, balance_cents: input.amountCents, issued_at: input.at };
    const issued = await giftCardRepository.insertCard(trx, {
      ...card,
      issued_store_id: input.storeId,
      last_used_at: input.at,
    });
    // Issued by another refund at this very moment: top that card up instead.
    added = issued
      ? { id: card.id, balance_cents: card.balance_cents }
      : await giftCardRepository.addToBalance(trx, code, input.amountCents, maxGiftCardBalanceCents, input.at);
  }
  if (!added) {
    const card = await giftCardRepository.findCardByCode(trx, code);
    const money = card && (await storeMoneyFormat(trx, input.storeId));
    const message = reworded(
      () =>
        (card && money && giftCardReturnError(code, input.amountCents, card.balance_cents, money)) ||
        unknownGiftCardMessage(code),
    );
    throw badRequest(message, [{ path: 'code', message }]);
  }
  await writeLedgerEntry(trx, {
    id: randomUUID(),
    gift_card_id: added.id,
    store_id: input.storeId,
    kind: 'refund',
    amount_cents: input.amountCents,
    balance_after_cents: added.balance_cents,
    order_id: null,
    refund_id: input.refundId,
    user_id: input.userId,
    business_date: await ledgerDay(trx, input.storeId, input.at),
    created_at: input.at,
  });
  return { code, balanceCents: added.balance_cents };
}

/** A card by its code (any case) with its balance and latest movements; unknown codes are 404. */
export async function getGiftCard(db: Executor, code: string): Promise<GiftCard> {
  const card = await giftCardRepository.findCardByCode(db, normaliseGiftCardCode(code));
  if (!card) throw notFound(reworded(() => unknownGiftCardMessage(code)));
  const [ledger, issuedStoreName] = await Promise.all([
    giftCardRepository.findLedger(db, card.id, historyLength),
    giftCardRepository.findStoreName(db, card.issued_store_id),
  ]);
  return {
    code: card.code,
    balanceCents: card.balance_cents,
    issuedAt: card.issued_at,
    issuedStoreName,
    lastUsedAt: card.last_used_at,
    history: ledger.map((row) => ({
      id: row.id,
      kind: row.kind as GiftCardLedgerKind,
      amountCents: row.amount_cents,
      balanceAfterCents: row.balance_after_cents,
      orderId: row.order_id,
      orderNumber: row.order_number,
      refundId: row.refund_id,
      refundNumber: row.refund_number,
      at: row.created_at,
      storeName: row.store_name,
      staffName: row.staff_name,
    })),
  };
}

/** The chain's gift cards, newest first (optionally those whose code contains the search), and what all hold now. */
export async function listGiftCards(db: Executor, query: GiftCardListQuery): Promise<GiftCardPage> {
  const { rows, total, outstandingCents } = await giftCardRepository.findCards(
    db,
    query.q || undefined,
    query.pageSize,
    (query.page - 1) * query.pageSize,
  );
  return {
    items: rows.map((row) => ({
      code: row.code,
      balanceCents: row.balance_cents,
      issuedAt: row.issued_at,
      issuedStoreName: row.issued_store_name,
      lastUsedAt: row.last_used_at,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
    outstandingCents,
  };
}
