import { countedCash } from '@tillwise/core/shift/currency-denominations';
import { breakIntoDenominations } from '@tillwise/core/shift/denominations';
import { overShortNeedsReason } from '@tillwise/core/shift/drawer-maths';
import { defaultCurrency } from '@tillwise/core/settings/locale-schemas';
import { defaultPreferences } from '@tillwise/core/settings/preferences';
import { buildShiftFigures } from '@tillwise/core/shift/shift-figures';
import type { Insertable, Transaction } from 'kysely';
import type { CashMovementsTable, Database, ShiftsTable, VoidsTable } from '../../db/schema';
import * as shiftRepository from '../../db/repositories/shift-repository';
import * as shiftTotalsRepository from '../../db/repositories/shift-totals-repository';
import { writeZReport } from '../../services/z-report-writer';
import { createRandom } from './random';
import { mainBranch } from './demo-branches';
import { isWeekend, tradingDate } from './trading-clock';
import { wallClockInstant } from '@tillwise/core/report/business-date';
import type { DemoBranch } from './demo-branches';
import type { SalesHistory } from './history-tally';

const floatCents = defaultPreferences.cash.defaultFloatCents;
// A drawer holds the store's own notes and coins (dollars unless the store says otherwise).
const currencyOf = (branch: DemoBranch) => branch.store.currency ?? defaultCurrency;
const closeReasons = [
  'Miscounted change on a busy afternoon',
  'Customer paid short, noticed after they left',
  'Found a note stuck under the tray',
  'Coins rolled under the drawer',
];
const payOutReasons = ['Window cleaner', 'Milk and coffee for the staff room', 'Postage', 'Courier'];

export interface PlannedShift {
  row: Insertable<ShiftsTable>;
  openedAt: Date;
  closeAt: Date | null;
  closer: { id: string; name: string };
}

/**
 * The demo store's drawer sessions, by its own clock: Till 1 trades 08:45–18:20 every day, Till 2 joins it 10:00–17:05
 * at weekends.
 * Today's Till 1 shift is still open. Every opening float is $150 in notes and coins.
 */
export function planShifts(
  now: Date,
  days: number,
  dateOf: (instant: Date) => string,
  branch: DemoBranch = mainBranch,
): PlannedShift[] {
  const random = createRandom(20261123 + branch.seedOffset);
  const { openers } = branch;
  const cashier = openers[0] as (typeof openers)[number];
  const [main, weekendTill] = branch.tills;
  const shifts: PlannedShift[] = [];
  const timeZone = branch.store.time_zone;
  const float = JSON.stringify(breakIntoDenominations(floatCents, currencyOf(branch)));
  for (let daysAgo = days - 1; daysAgo >= 0; daysAgo -= 1) {
    const date = tradingDate(now, daysAgo, timeZone);
    const at = (minutes: number) => wallClockInstant(date, minutes, timeZone);
    const weekend = isWeekend(date);
    const today = daysAgo === 0;
    const windows = [{ till: main.id, open: 8 * 60 + 45, close: 18 * 60 + 20 }];
    // Till 2 helps at weekends; today it has not been opened yet, whatever the day.
    if (weekend && !today) windows.push({ till: weekendTill.id, open: 10 * 60, close: 17 * 60 + 5 });
    for (const window of windows) {
      let openedAt = at(window.open);
      if (today && window.till === main.id && openedAt > now) openedAt = new Date(now.getTime() - 5 * 60_000);
      if (openedAt > now) continue;
      // Priya is on the till this morning; earlier days were opened by whoever came in first.
      const opener = today ? cashier : random.weighted(openers, (o) => o.weight);
      shifts.push({
        openedAt,
        closeAt: today ? null : at(window.close + random.int(0, 10)),
        closer: opener,
        row: {
          id: random.uuid(),
          till_id: window.till,
          // Finished shifts go in closed (a till holds one open shift) and get their count and Z report below.
          status: today ? 'open' : 'closed',
          business_date: dateOf(openedAt),
          opened_by: opener.id,
          opened_at: openedAt.toISOString(),
          opening_float_cents: floatCents,
          opening_counts: float,
        },
      });
    }
  }
  return shifts;
}

/** The shift a till had open at a moment, if any. */
export function shiftAt(shifts: PlannedShift[], tillId: string, instant: Date) {
  return shifts.find(
    (s) => s.row.till_id === tillId && s.openedAt <= instant && (s.closeAt === null || instant < s.closeAt),
  );
}

/** Puts every sale and refund of the history on a till and its shift; weekend trade is shared with Till 2. */
export function assignTills(history: SalesHistory, shifts: PlannedShift[], branch: DemoBranch = mainBranch) {
  const random = createRandom(20261124 + branch.seedOffset);
  const [main, weekendTill] = branch.tills;
  for (const order of history.orders) {
    const when = new Date(order.created_at);
    const second = shiftAt(shifts, weekendTill.id, when);
    const shift = second && random.chance(0.45) ? second : shiftAt(shifts, main.id, when);
    order.till_id = shift?.row.till_id ?? main.id;
    order.shift_id = order.status === 'parked' ? null : (shift?.row.id ?? null);
  }
  for (const refund of history.refunds) {
    refund.till_id = main.id;
    refund.shift_id = shiftAt(shifts, main.id, new Date(refund.created_at))?.row.id ?? null;
  }
}

/**
 * A few pay-ins and pay-outs, a safe drop on busy cash days, No Sales and cleared carts, inside each shift; a
 * float top-up from the safe on a day whose cash refunds would otherwise empty the drawer.
 */
export function plannedDrawerEvents(
  history: SalesHistory,
  shifts: PlannedShift[],
  now: Date,
  branch: DemoBranch = mainBranch,
) {
  const random = createRandom(20261125 + branch.seedOffset);
  const movements: Insertable<CashMovementsTable>[] = [];
  const voids: Insertable<VoidsTable>[] = [];
  const cashByShift = new Map<string, number>();
  const shiftOfOrder = new Map(history.orders.map((order) => [order.id, order.shift_id]));
  for (const payment of history.payments) {
    const shiftId = shiftOfOrder.get(payment.order_id);
    if (payment.method === 'cash' && shiftId)
      cashByShift.set(shiftId, (cashByShift.get(shiftId) ?? 0) + payment.amount_cents);
  }
  for (const shift of shifts) {
    const start = shift.openedAt.getTime();
    const end = (shift.closeAt ?? now).getTime();
    const during = () => new Date(start + Math.floor(random.next() * (end - start))).toISOString();
    const base = { shift_id: String(shift.row.id), till_id: shift.row.till_id, user_id: shift.row.opened_by };
    let drawer = floatCents + (cashByShift.get(String(shift.row.id)) ?? 0);
    const cashMove = (kind: string, cents: number, reason: string, createdAt = during()) => {
      movements.push({
        ...base,
        id: random.uuid(),
        kind,
        amount_cents: cents,
        reason,
        approved_by: null,
        created_at: createdAt,
      });
      drawer += kind === 'pay_in' ? cents : -cents;
    };
    if (drawer < 0) {
      cashMove('pay_in', Math.ceil(-drawer / 5000) * 5000, 'Float top-up from the safe', shift.openedAt.toISOString());
    }
    const payOut = random.int(5, 40) * 100;
    if (random.chance(0.15) && payOut <= drawer) cashMove('pay_out', payOut, random.pick(payOutReasons));
    if (random.chance(0.08)) cashMove('pay_in', random.int(2, 5) * 1000, 'Change from the bank');
    if (drawer > floatCents + 20_000 && shift.closeAt) {
      cashMove('drop', 10_000, 'Safe drop', new Date(end - 30 * 60_000).toISOString());
    }
    for (let i = random.int(0, 2); i > 0; i -= 1) {
      movements.push({
        ...base,
        id: random.uuid(),
        kind: 'no_sale',
        amount_cents: 0,
        reason: 'Change for a customer',
        approved_by: null,
        created_at: during(),
      });
    }
    if (random.chance(0.3)) {
      voids.push({
        ...base,
        id: random.uuid(),
        order_id: null,
        item_count: random.int(1, 3),
        amount_cents: random.int(5, 60) * 100,
        created_at: during(),
      });
    }
  }
  return { movements, voids };
}

/**
 * Counts and closes every finished shift through the same Z report writer the till uses: mostly balanced, now and
 * then a few cents or dollars out, with a reason beyond the $1.00 threshold, most of those approved by a second person.
 */
export async function closeSeededShifts(
  trx: Transaction<Database>,
  shifts: PlannedShift[],
  now: Date,
  branch: DemoBranch = mainBranch,
) {
  const random = createRandom(20261126 + branch.seedOffset);
  const threshold = defaultPreferences.cash.overShortReasonCents;
  const manager = branch.openers.find((o) => o.id === branch.manager);
  const currency = currencyOf(branch);
  for (const shift of shifts.filter((s) => s.closeAt).sort((a, b) => Number(a.closeAt) - Number(b.closeAt))) {
    const id = String(shift.row.id);
    const closedAt = (shift.closeAt as Date).toISOString();
    const expected = buildShiftFigures(await shiftTotalsRepository.findShiftTotals(trx, id, floatCents)).drawer
      .expectedCents;
    const noise = random.chance(0.7) ? 0 : random.pick([-300, -200, -100, -50, -25, -10, -5, 5, 10, 25, 50, 100, 150]);
    const counts = breakIntoDenominations(Math.max(0, expected + noise), currency);
    const counted = countedCash(counts, currency).totalCents;
    const flagged = overShortNeedsReason(counted - expected, threshold);
    await shiftRepository.updateShift(trx, id, {
      counted_by: shift.closer.id,
      counted_at: closedAt,
      counted_cents: counted,
      counted_counts: JSON.stringify(counts),
      first_counted_cents: counted,
      expected_cents: expected,
      over_short_cents: counted - expected,
    });
    const row = await shiftRepository.findShift(trx, id);
    if (!row) throw new Error(`seeded shift ${id} went missing`);
    await writeZReport(trx, row, {
      closedBy: shift.closer,
      closedAt,
      reason: flagged ? random.pick(closeReasons) : null,
      floatLeftCents: Math.min(floatCents, counted),
      needsReview: flagged,
    });
    const reviewedAt = new Date((shift.closeAt as Date).getTime() + 20 * 3_600_000);
    if (flagged && manager && reviewedAt < now && random.chance(0.75)) {
      // A second person signs a close off: Olivia (the admin) the ones Marcus counted and closed himself.
      const approver = shift.closer.id === manager.id ? 'user-admin' : manager.id;
      await shiftRepository.updateShift(trx, id, {
        needs_review: 0,
        approved_by: approver,
        approved_at: reviewedAt.toISOString(),
      });
    }
  }
}
