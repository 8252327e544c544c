import type { CashMovement, CashMovementKind, Shift, ShiftStatus, ZReport } from '@tillwise/core/shift/shift-schemas';
import type { DenominationCounts } from '@tillwise/core/shift/denominations';
import { isSecondPerson } from '@tillwise/core/shift/close-approval';
import { formatZNumber, zReportBodySchema } from '@tillwise/core/shift/z-report';
import type { ZReportBody } from '@tillwise/core/shift/z-report';
import type { Selectable } from 'kysely';
import type { ShiftRow } from '../db/repositories/shift-repository';
import type { ZReportRow } from '../db/repositories/z-report-repository';
import type { ZReportsTable } from '../db/schema';
import { saying } from '@tillwise/core/i18n/core-message';
import { conflict } from '../lib/errors';
import { shiftRefusals } from './shift-messages';

const person = (id: string | null, name: string | null) => (id && name ? { id, name } : null);
const counts = (json: string | null) => (json ? (JSON.parse(json) as DenominationCounts) : null);

/** A shift row as the API's shift; `today` is the store's business date, which tells a shift left open overnight. */
export function toShift(row: ShiftRow, today: string): Shift {
  return {
    id: row.id,
    status: row.status as ShiftStatus,
    till: { id: row.till_id, name: row.till_name },
    businessDate: row.business_date,
    openedAt: row.opened_at,
    openedBy: { id: row.opened_by, name: row.opened_by_name },
    openingFloatCents: row.opening_float_cents,
    openingCounts: counts(row.opening_counts),
    leftOpenOvernight: row.status !== 'closed' && row.business_date < today,
    countedAt: row.counted_at,
    countedBy: person(row.counted_by, row.counted_by_name),
    countedCents: row.counted_cents,
    countedCounts: counts(row.counted_counts),
    firstCountedCents: row.first_counted_cents,
    recountedBy: person(row.recounted_by, row.recounted_by_name),
    // Stored when the drawer is counted: before that the count is blind.
    expectedCents: row.expected_cents,
    overShortCents: row.over_short_cents,
    reason: row.reason,
    floatLeftCents: row.float_left_cents,
    closedAt: row.closed_at,
    closedBy: person(row.closed_by, row.closed_by_name),
    needsReview: row.needs_review === 1,
    approvedBy: person(row.approved_by, row.approved_by_name),
    approvedAt: row.approved_at,
    zReport: row.z_report_id && row.z_sequence ? { id: row.z_report_id, number: formatZNumber(row.z_sequence) } : null,
  };
}

export function toCashMovement(row: {
  id: string;
  kind: string;
  amount_cents: number;
  reason: string;
  created_at: string;
  user_id: string;
  user_name: string;
  approved_by: string | null;
  approved_by_name: string | null;
}): CashMovement {
  return {
    id: row.id,
    kind: row.kind as CashMovementKind,
    amountCents: row.amount_cents,
    reason: row.reason,
    createdAt: row.created_at,
    user: { id: row.user_id, name: row.user_name },
    approvedBy: person(row.approved_by, row.approved_by_name),
  };
}

/** A stored Z report's frozen body read back; a body that no longer reads is reported, never served half. */
export function readZReportBody(row: Selectable<ZReportsTable>): ZReportBody {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(row.body);
  } catch {
    parsed = null;
  }
  const body = zReportBodySchema.safeParse(parsed);
  if (!body.success) throw conflict(saying(shiftRefusals.zReportUnreadable, { zNumber: formatZNumber(row.sequence) }));
  return body.data;
}

/** A stored Z report with its figures read back and its shift's sign-off beside them. */
export function toZReport(row: ZReportRow): ZReport {
  const hands = { countedById: row.counted_by, recountedById: row.recounted_by, closedById: row.closed_by };
  return {
    id: row.id,
    number: formatZNumber(row.sequence),
    sequence: row.sequence,
    tillId: row.till_id,
    shiftId: row.shift_id,
    createdAt: row.created_at,
    body: readZReportBody(row),
    hash: row.hash,
    previousHash: row.previous_hash,
    review: {
      needsReview: row.needs_review === 1,
      approvedBy: person(row.approved_by, row.approved_by_name),
      approvedAt: row.approved_at,
      bySecondPerson: row.approved_by !== null && isSecondPerson(hands, row.approved_by),
    },
  };
}
