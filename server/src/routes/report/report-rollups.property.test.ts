import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import type { GroupCommit } from '../../db/group-commit';
import { rebuildReportRollups } from '../../db/report-rollups';
import { refundSale } from '../../services/refund-service';
import { returnWithoutReceipt } from '../../services/return-service';
import { recordVoid } from '../../services/shift-void-service';
import { adjustStoreCredit } from '../../services/store-credit-service';
import type { TestDatabase } from '../../test/test-database';
import { admin, buildRollupChain, snapshot, tills } from './report-rollups.fixtures';
import {
  otherArbitrary,
  refundArbitrary,
  returnArbitrary,
  rollupTill,
  saleArbitrary,
} from './report-rollups.histories';
import type { Sold } from './report-rollups.histories';

// The rollups the sales, refunds, returns and ledgers keep as they are written must equal what a rebuild computes
// from the lines, whatever the history. Random sales in two stores: one rounds cash to $0.05, the other adds a city
// tax on everything and a levy on garden goods (lines with several taxes); unit and weighed goods, with and without
// a cost; cash, card, split tenders, gift cards and store credit spent, cards stored offline, gift cards sold; with
// and without a customer or a discount. Between them: partial or whole refunds (in either store, on later or earlier
// days), returns without receipt to cash or store credit, voided carts and store credit given by hand.
let testDatabase: TestDatabase;
let db: Db;
let writer: GroupCommit;
let sell: ReturnType<typeof rollupTill>['sell'];

beforeAll(async () => {
  ({ testDatabase, db, writer } = await buildRollupChain());
  ({ sell } = rollupTill(db, writer));
});

afterAll(async () => {
  await testDatabase.drop();
});

let clock = Date.parse('2026-03-03T15:00:00Z');

describe('report rollups', () => {
  it('equal what a rebuild computes from the lines, for random histories of every kind of sale, refund and return', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(saleArbitrary, saleArbitrary, refundArbitrary, returnArbitrary, otherArbitrary), {
          maxLength: 12,
        }),
        async (ops) => {
          const sold: Sold[] = [];
          for (const op of ops) {
            clock += 60_000;
            const now = new Date(clock + op.day * 86_400_000);
            if (op.kind === 'sale') {
              await sell(op, now, sold);
            } else if (op.kind === 'refund') {
              if (sold.length === 0) continue;
              const sale = sold.splice(op.sale % sold.length, 1)[0]!;
              await refundSale(
                writer,
                db,
                op.store,
                {
                  id: randomUUID(),
                  tillId: tills[op.store],
                  saleId: sale.id,
                  lines: (op.whole ? sale.lines : sale.lines.slice(0, 1)).map((line) => ({
                    saleLineId: line.id,
                    quantity: op.whole ? line.quantity : 1,
                  })),
                  reason: 'Changed their mind',
                },
                admin,
                now,
              );
            } else if (op.kind === 'return') {
              await returnWithoutReceipt(
                writer,
                db,
                op.store,
                {
                  id: randomUUID(),
                  tillId: tills[op.store],
                  lines: op.lines.map((line) => ({ productId: line.product, quantity: line.quantity })),
                  tender: op.tender,
                  customerId: op.tender === 'store_credit' ? op.customer : null,
                  reason: 'No receipt',
                },
                admin,
                now,
              );
            } else if (op.kind === 'void') {
              const input = { id: randomUUID(), tillId: tills[op.store], itemCount: 2, amountCents: op.cents };
              await recordVoid(writer, input, admin, now);
            } else {
              await adjustStoreCredit(
                writer,
                db,
                op.store,
                op.customer,
                { amountCents: op.cents, reason: 'Goodwill' },
                admin,
                now,
              );
            }
          }
          const running = await snapshot(db);
          await rebuildReportRollups(db);
          expect(running).toEqual(await snapshot(db));
        },
      ),
      { numRuns: 30 },
    );
  }, 180_000);
});
