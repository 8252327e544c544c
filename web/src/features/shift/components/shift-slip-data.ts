import { describeCloseApproval } from '@tillwise/core/shift/close-approval';
import type { ShiftReport, ZReport } from '@tillwise/core/shift/shift-schemas';
import { slipDateTime } from '@/lib/format-date';

/** What an X or Z report slip shows. */
export interface SlipData {
  title: string;
  till: string;
  businessDate: string;
  opened: string;
  closed: string | null;
  figures: ShiftReport['figures'];
  close: ZReport['body']['close'] | null;
  parkedSales: string[];
  grandTotalCents: number | null;
  hash: string | null;
  /** The over/short sign-off, or that it still waits for one; null when the close needs none. */
  approval: string | null;
}

const when = (iso: string) => slipDateTime(new Date(iso));

const approvalOfZ = ({ review }: ZReport) => {
  if (review.approvedBy) return describeCloseApproval(review.approvedBy.name, review.bySecondPerson);
  return review.needsReview ? 'Waiting for a second person (another manager or an admin) to approve' : null;
};

export const slipOfZ = (z: ZReport): SlipData => ({
  title: `Z REPORT ${z.number}`,
  till: z.body.till.name,
  businessDate: z.body.businessDate,
  opened: `${when(z.body.openedAt)} · ${z.body.openedBy}`,
  closed: `${when(z.body.closedAt)} · ${z.body.closedBy}`,
  figures: z.body.figures,
  close: z.body.close,
  parkedSales: z.body.parkedSales,
  grandTotalCents: z.body.grandTotalCents,
  hash: z.hash,
  approval: approvalOfZ(z),
});

export const slipOfX = (report: ShiftReport): SlipData => ({
  title: 'X REPORT',
  till: report.shift.till.name,
  businessDate: report.shift.businessDate,
  opened: `${when(report.shift.openedAt)} · ${report.shift.openedBy.name}`,
  closed: null,
  figures: report.figures,
  close: null,
  parkedSales: report.parkedSales.map((sale) => sale.number),
  grandTotalCents: null,
  hash: null,
  approval: null,
});
