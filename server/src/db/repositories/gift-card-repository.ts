import type { Insertable } from 'kysely';
import type { Executor } from '../database';
import { contains } from '../like';
import type { GiftCardLedgerTable, GiftCardsTable } from '../schema';

export function findCardByCode(db: Executor, code: string) {
  return db.selectFrom('gift_cards').selectAll().where('code', '=', code).executeTakeFirst();
}

/**
 * Adds to a card's balance in one statement, only while the card stays at or under `maxBalanceCents`; answers
 * the card's id and new balance, or undefined when there is no such card or it would hold too much.
 */
export function addToBalance(db: Executor, code: string, amountCents: number, maxBalanceCents: number, at: string) {
  return db
    .updateTable('gift_cards')
    .set((eb) => ({ balance_cents: eb('balance_cents', '+', amountCents), last_used_at: at }))
    .where('code', '=', code)
    .where('balance_cents', '<=', maxBalanceCents - amountCents)
    .returning(['id', 'balance_cents'])
    .executeTakeFirst();
}

/**
 * Takes from a card's balance in one statement, only while it holds at least the amount: of two tills taking the
 * last of a card at the same moment, the second finds the row changed and takes nothing. Answers the card's id and
 * new balance, or undefined when there is no such card or it holds too little.
 */
export function takeFromBalance(db: Executor, code: string, amountCents: number, at: string) {
  return db
    .updateTable('gift_cards')
    .set((eb) => ({ balance_cents: eb('balance_cents', '-', amountCents), last_used_at: at }))
    .where('code', '=', code)
    .where('balance_cents', '>=', amountCents)
    .returning(['id', 'balance_cents'])
    .executeTakeFirst();
}

/** Adds a new card; answers false when another sale issued the same code first. */
export async function insertCard(db: Executor, card: Insertable<GiftCardsTable>): Promise<boolean> {
  const inserted = await db
    .insertInto('gift_cards')
    .values(card)
    .onConflict((oc) => oc.column('code').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function insertLedgerEntry(db: Executor, entry: Insertable<GiftCardLedgerTable>) {
  await db.insertInto('gift_card_ledger').values(entry).execute();
}

/** A card's movements, newest first, with the order and refund numbers and the store and staff names. */
export function findLedger(db: Executor, giftCardId: string, limit: number) {
  return db
    .selectFrom('gift_card_ledger')
    .innerJoin('store', 'store.id', 'gift_card_ledger.store_id')
    .innerJoin('users', 'users.id', 'gift_card_ledger.user_id')
    .leftJoin('orders', 'orders.id', 'gift_card_ledger.order_id')
    .leftJoin('refunds', 'refunds.id', 'gift_card_ledger.refund_id')
    .select([
      'gift_card_ledger.id',
      'gift_card_ledger.kind',
      'gift_card_ledger.amount_cents',
      'gift_card_ledger.balance_after_cents',
      'gift_card_ledger.order_id',
      'gift_card_ledger.refund_id',
      'gift_card_ledger.created_at',
      'orders.number as order_number',
      'refunds.number as refund_number',
      'store.name as store_name',
      'users.name as staff_name',
    ])
    .where('gift_card_ledger.gift_card_id', '=', giftCardId)
    .orderBy('gift_card_ledger.created_at', 'desc')
    .orderBy('gift_card_ledger.id', 'desc')
    .limit(limit)
    .execute();
}

/** The name of the store that issued a card. */
export async function findStoreName(db: Executor, storeId: string): Promise<string> {
  const row = await db.selectFrom('store').select('name').where('id', '=', storeId).executeTakeFirst();
  return row?.name ?? '';
}

function matching(db: Executor, q: string | undefined) {
  let query = db.selectFrom('gift_cards');
  // Codes are stored upper-case, so an upper-cased search needs no lower() and can use the code's index order.
  if (q) query = query.where(contains('gift_cards.code', q.toUpperCase()));
  return query;
}

/** A page of cards, newest first, with the issuing store's name, how many match, and what every card holds. */
export async function findCards(db: Executor, q: string | undefined, limit: number, offset: number) {
  const [rows, count, outstanding] = await Promise.all([
    matching(db, q)
      .innerJoin('store', 'store.id', 'gift_cards.issued_store_id')
      .selectAll('gift_cards')
      .select('store.name as issued_store_name')
      .orderBy('gift_cards.issued_at', 'desc')
      .orderBy('gift_cards.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    matching(db, q)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('gift_cards')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('balance_cents'), eb.lit(0)).as('cents'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total), outstandingCents: Number(outstanding.cents) };
}

/** What every gift card held at the end of a business day: the sum of the ledger up to and including it. */
export async function liabilityAsOf(db: Executor, businessDate: string): Promise<number> {
  const row = await db
    .selectFrom('gift_card_ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('cents'))
    .where('business_date', '<=', businessDate)
    .executeTakeFirstOrThrow();
  return Number(row.cents);
}
