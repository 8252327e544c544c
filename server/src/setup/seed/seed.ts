import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { hashPin } from '../../lib/pin-hash';
import { demoPins } from '@tillwise/core/staff/demo-pins';
import type { DemoEditionName } from '../../config';
import { demoAssignments, riversideStaff } from './demo-branches';
import { defaultReceiptSettings, demoReceiptSettings, demoUsers } from './demo-catalog';
import { usDemoEdition } from './demo-edition';
import type { DemoEdition } from './demo-edition';
import { rebuildReportRollups } from '../../db/report-rollups';
import { demoMarkKey } from '../../db/repositories/start-for-real-repository';
import { insertDemoCatalogue } from './insert-demo-catalogue';
import { insertDemoTrade, numberChainWide, tradeOf } from './demo-trade';
import { insertInBatches } from './insert-in-batches';
import { insertIntegrations } from './insert-integrations';
import { closeSeededShifts } from './shift-history';
import { daysBefore } from './trading-clock';
import { ukDemoEdition } from './uk-demo-edition';

type Executor = Kysely<Database>;

const editions: Record<DemoEditionName, DemoEdition> = { us: usDemoEdition, uk: ukDemoEdition };

/** A new store keeps the time of the machine it is set up on until someone changes it. */
function serverTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Whether the database already holds a store (then start never seeds again). */
export async function isSeeded(db: Executor): Promise<boolean> {
  return (await db.selectFrom('store').select('id').executeTakeFirst()) !== undefined;
}

/**
 * Seeds the demo chain in one transaction: the garden centre and its smaller Riverside shop, each with 90 days of
 * deterministic sales history, tills, shifts and stock of its own; products and customers are shared. The US
 * edition unless asked for the UK one (pounds, prices including VAT), whose figures are worked out the way a
 * VAT-inclusive store records them.
 */
export async function seedDemoStore(db: Executor, now: Date, editionName: DemoEditionName = 'us'): Promise<void> {
  const edition = editions[editionName];
  const { branches } = edition;
  const staff = [...demoUsers, ...riversideStaff];
  const pinHashes = await Promise.all(
    staff.map((user) => hashPin(demoPins.find((p) => p.role === user.role)?.pin ?? '')),
  );
  // Both stores of an edition are in one town (Asheville, or Harrogate and York): one clock, theirs.
  const timeZone = branches[0]?.store.time_zone ?? 'UTC';
  const openedAt = daysBefore(now, 91);
  const nowText = now.toISOString();
  const trades = branches.map((branch) => tradeOf(edition, branch, now, timeZone));
  const lastNumbers = numberChainWide(trades.map((trade) => trade.history));

  await db.transaction().execute(async (trx) => {
    await insertInBatches(
      trx,
      'store',
      branches.map((branch) => ({ ...branch.store, is_demo: 1, created_at: openedAt })),
    );
    await insertInBatches(
      trx,
      'users',
      staff.map((user, index) => ({
        ...user,
        pin_hash: pinHashes[index] ?? '',
        created_at: new Date(Date.parse(openedAt) + index * 1000).toISOString(),
      })),
    );
    await insertInBatches(
      trx,
      'store_staff',
      demoAssignments.flatMap(({ userId, storeIds }) =>
        storeIds.map((storeId) => ({ store_id: storeId, user_id: userId })),
      ),
    );
    await insertInBatches(
      trx,
      'tills',
      trades.flatMap(({ branch }) =>
        branch.tills.map((till) => ({ ...till, store_id: branch.store.id, is_active: 1, created_at: openedAt })),
      ),
    );
    await insertInBatches(
      trx,
      'shifts',
      trades.flatMap(({ shifts }) => shifts.map((shift) => shift.row)),
    );
    await insertDemoCatalogue(trx, edition, trades, now, openedAt);
    await insertDemoTrade(trx, trades, timeZone);
    await rebuildReportRollups(trx);
    for (const { branch, shifts } of trades) await closeSeededShifts(trx, shifts, now, branch);
    await trx
      .insertInto('counters')
      .values([
        { name: 'order_number', value: lastNumbers.order },
        { name: 'refund_number', value: lastNumbers.refund },
        { name: 'transfer_number', value: 0 },
      ])
      .execute();
    await insertInBatches(
      trx,
      'receipt_settings',
      branches.map((branch, index) => ({
        ...demoReceiptSettings,
        id: `receipt-${index + 1}`,
        store_id: branch.store.id,
        updated_at: nowText,
      })),
    );
    await insertIntegrations(trx);
    // Until the owner starts for real, the Dashboard offers to: the mark says the demo is still here.
    await trx
      .insertInto('store_preferences')
      .values({ key: demoMarkKey, value: JSON.stringify({ seededAt: nowText }), updated_at: nowText })
      .execute();
  });
}

/** Seeds a store with one admin and nothing else: what a new store starts from. */
export async function seedEmptyStore(
  db: Executor,
  now: Date,
  admin: { name: string; email: string; pin: string },
): Promise<void> {
  const pinHash = await hashPin(admin.pin);
  const nowText = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('store')
      .values({
        id: 'store-1',
        name: 'My Store',
        type: 'garden_centre',
        address: '',
        city: '',
        state: '',
        zip: '',
        tax_rate_bps: 825,
        tax_name: 'Sales Tax',
        time_zone: serverTimeZone(),
        is_demo: 0,
        created_at: nowText,
      })
      .execute();
    await trx
      .insertInto('tills')
      .values({ id: 'till-1', name: 'Till 1', is_active: 1, created_at: nowText, store_id: 'store-1' })
      .execute();
    await trx
      .insertInto('users')
      .values({
        id: 'user-admin',
        name: admin.name,
        email: admin.email,
        role: 'admin',
        pin_hash: pinHash,
        created_at: nowText,
      })
      .execute();
    await trx.insertInto('store_staff').values({ store_id: 'store-1', user_id: 'user-admin' }).execute();
    await trx
      .insertInto('counters')
      .values([
        { name: 'order_number', value: 1000 },
        { name: 'refund_number', value: 0 },
        { name: 'transfer_number', value: 0 },
      ])
      .execute();
    await trx
      .insertInto('receipt_settings')
      .values({ ...defaultReceiptSettings, store_id: 'store-1', updated_at: nowText })
      .execute();
    await insertIntegrations(trx);
  });
}
