import { randomUUID } from 'node:crypto';
import { depositCents } from '@tillwise/core/shift/drawer-maths';
import { buildShiftFigures } from '@tillwise/core/shift/shift-figures';
import { canonicalJson, formatZNumber, genesisHash, zReportHash } from '@tillwise/core/shift/z-report';
import type { ZReportBody } from '@tillwise/core/shift/z-report';
import type { Transaction } from 'kysely';
import * as shiftRepository from '../db/repositories/shift-repository';
import * as shiftTotalsRepository from '../db/repositories/shift-totals-repository';
import * as zReportRepository from '../db/repositories/z-report-repository';
import type { ShiftRow } from '../db/repositories/shift-repository';
import type { Database } from '../db/schema';
import { readZReportBody } from './shift-mapper';

export interface ShiftClose {
  closedBy: { id: string; name: string };
  closedAt: string;
  reason: string | null;
  floatLeftCents: number;
  needsReview: boolean;
}

/**
 * Closes a counted shift inside the caller's transaction and writes its Z report: the shift's figures frozen as
 * canonical text, numbered after the till's last Z, hashed over that text and the last Z's hash, carrying the
 * till's running grand total. Returns the Z report's id.
 */
export async function writeZReport(trx: Transaction<Database>, shift: ShiftRow, close: ShiftClose): Promise<string> {
  const [totals, last, parked] = await Promise.all([
    shiftTotalsRepository.findShiftTotals(trx, shift.id, shift.opening_float_cents),
    zReportRepository.findLastZReport(trx, shift.till_id),
    shiftRepository.findParkedSalesOfTill(trx, shift.till_id),
  ]);
  const figures = buildShiftFigures(totals);
  const sequence = (last?.sequence ?? 0) + 1;
  const counted = shift.counted_cents ?? 0;
  const body: ZReportBody = {
    number: formatZNumber(sequence),
    sequence,
    till: { id: shift.till_id, name: shift.till_name },
    shiftId: shift.id,
    businessDate: shift.business_date,
    openedAt: shift.opened_at,
    openedBy: shift.opened_by_name,
    closedAt: close.closedAt,
    closedBy: close.closedBy.name,
    figures,
    close: {
      countedCents: counted,
      counts: shift.counted_counts ? JSON.parse(shift.counted_counts) : null,
      firstCountedCents: shift.first_counted_cents ?? counted,
      countedBy: shift.counted_by_name ?? close.closedBy.name,
      recountedBy: shift.recounted_by_name,
      overShortCents: shift.over_short_cents ?? 0,
      reason: close.reason,
      floatLeftCents: close.floatLeftCents,
      depositCents: depositCents(counted, close.floatLeftCents),
    },
    parkedSales: parked.map((sale) => sale.number),
    grandTotalCents: (last ? readZReportBody(last).grandTotalCents : 0) + figures.salesTotalCents,
  };
  const text = canonicalJson(body);
  const previousHash = last?.hash ?? genesisHash;
  const id = randomUUID();
  await zReportRepository.insertZReport(trx, {
    id,
    till_id: shift.till_id,
    shift_id: shift.id,
    sequence,
    business_date: shift.business_date,
    created_at: close.closedAt,
    body: text,
    previous_hash: previousHash,
    hash: zReportHash(previousHash, text),
  });
  await shiftRepository.updateShift(trx, shift.id, {
    status: 'closed',
    reason: close.reason,
    float_left_cents: close.floatLeftCents,
    closed_by: close.closedBy.id,
    closed_at: close.closedAt,
    needs_review: close.needsReview ? 1 : 0,
  });
  return id;
}
