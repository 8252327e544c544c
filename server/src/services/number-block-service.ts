import { randomUUID } from 'node:crypto';
import { formatBlockNumber } from '@tillwise/core/till/number-block-schemas';
import type { IssueNumberBlockInput, NumberBlock, NumberKind } from '@tillwise/core/till/number-block-schemas';
import { parseOrderNumber, parseRefundNumber } from '@tillwise/core/sale/sale-numbers';
import type { Selectable, Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { GroupCommit } from '../db/group-commit';
import type { Database, NumberBlocksTable } from '../db/schema';
import * as numberBlockRepository from '../db/repositories/number-block-repository';
import * as refundRepository from '../db/repositories/refund-repository';
import * as saleRepository from '../db/repositories/sale-repository';
import * as counterRepository from '../db/repositories/counter-repository';
import * as tillRepository from '../db/repositories/till-repository';
import { isUniqueViolation } from '../db/unique-violation';
import { saying } from '@tillwise/core/i18n/core-message';
import { badRequest, conflict, notFound } from '../lib/errors';
import { tillRefusals } from './till-messages';

const counters: Record<NumberKind, string> = { order: 'order_number', refund: 'refund_number' };

function toNumberBlock(row: Selectable<NumberBlocksTable>): NumberBlock {
  const kind = row.kind as NumberKind;
  return {
    id: row.id,
    tillId: row.till_id,
    kind,
    firstValue: row.first_value,
    lastValue: row.last_value,
    size: row.last_value - row.first_value + 1,
    first: formatBlockNumber(kind, row.first_value),
    last: formatBlockNumber(kind, row.last_value),
    issuedAt: row.issued_at,
  };
}

/**
 * Gives a till of this store the next `size` order or refund numbers of the chain, taken off the chain-wide
 * counter in the same transaction, so no other till and no online sale can ever get one of them. Asking again
 * with the same id returns the same block.
 */
export async function issueNumberBlock(
  writer: GroupCommit,
  db: Db,
  storeId: string,
  tillId: string,
  input: IssueNumberBlockInput,
  now: Date,
): Promise<NumberBlock> {
  const run = writer.run(async (trx) => {
    const till = await tillRepository.findTill(trx, tillId);
    if (!till || till.store_id !== storeId) throw notFound(saying(tillRefusals.notFound));
    if (input.id) {
      const issued = await numberBlockRepository.findBlock(trx, input.id);
      if (issued && (issued.till_id !== tillId || issued.kind !== input.kind))
        throw conflict(saying(tillRefusals.blockIdTaken));
      if (issued) return issued;
    }
    if (!till.is_active) throw conflict(saying(tillRefusals.noLongerInUse, { till: till.name }));
    const last = await counterRepository.advanceCounter(trx, counters[input.kind], input.size);
    const block = {
      id: input.id ?? randomUUID(),
      till_id: tillId,
      kind: input.kind,
      first_value: last - input.size + 1,
      last_value: last,
      issued_at: now.toISOString(),
    };
    await numberBlockRepository.insertBlock(trx, block);
    return block;
  });
  const row = await run.catch(async (error: unknown) => {
    // The same request reached another server sharing the database first: answer with the block it issued.
    const issued = input.id && isUniqueViolation(error) && (await numberBlockRepository.findBlock(db, input.id));
    if (!issued) throw error;
    return issued;
  });
  return toNumberBlock(row);
}

/**
 * A number a till chose for a sale or refund must come from a block issued to that very till and be unused, so
 * two tills numbering offline can never print the same receipt number.
 */
export async function checkBlockNumber(
  trx: Transaction<Database>,
  tillId: string,
  kind: NumberKind,
  number: string,
): Promise<void> {
  const value = kind === 'order' ? parseOrderNumber(number) : parseRefundNumber(number);
  const held = value !== null && (await numberBlockRepository.findBlockHolding(trx, tillId, kind, value));
  if (!held) {
    const message = saying(kind === 'order' ? tillRefusals.orderNumberNotIssued : tillRefusals.refundNumberNotIssued);
    throw badRequest(message, [{ path: 'number', message }]);
  }
  const used =
    kind === 'order'
      ? await saleRepository.findOrderByNumber(trx, number)
      : await refundRepository.findRefundByNumber(trx, number);
  if (used) {
    const message = saying(kind === 'order' ? tillRefusals.orderNumberUsed : tillRefusals.refundNumberUsed);
    throw badRequest(message, [{ path: 'number', message }]);
  }
}
