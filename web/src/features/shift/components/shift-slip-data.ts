import { defineMessages } from 'react-intl';
import type { IntlShape } from 'react-intl';
import type { ShiftReport, ZReport } from '@tillwise/core/shift/shift-schemas';
import { slipDateTime } from '@/lib/format-date';
import { describeCloseApproval } from './shift-messages';

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

const messages = defineMessages({
  waiting: {
    id: 'shift.slip.waitingApproval',
    defaultMessage: 'Waiting for a second person (another manager or an admin) to approve',
  },
  zTitle: { id: 'shift.slip.zTitle', defaultMessage: 'Z REPORT {number}' },
  xTitle: { id: 'shift.slip.xTitle', defaultMessage: 'X REPORT' },
});

const approvalOfZ = (intl: IntlShape, { review }: ZReport) => {
  if (review.approvedBy) return describeCloseApproval(intl, review.approvedBy.name, review.bySecondPerson);
  return review.needsReview ? intl.formatMessage(messages.waiting) : null;
};

export const slipOfZ = (intl: IntlShape, z: ZReport): SlipData => ({
  title: intl.formatMessage(messages.zTitle, { number: z.number }),
  till: z.body.till.name,
  businessDate: z.body.businessDate,
  opened: `${when(z.body.openedAt)} · ${z.body.openedBy}`,
  closed: `${when(z.body.closedAt)} · ${z.body.closedBy}`,
  figures: z.body.figures,
  close: z.body.close,
  parkedSales: z.body.parkedSales,
  grandTotalCents: z.body.grandTotalCents,
  hash: z.hash,
  approval: approvalOfZ(intl, z),
});

export const slipOfX = (intl: IntlShape, report: ShiftReport): SlipData => ({
  title: intl.formatMessage(messages.xTitle),
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
