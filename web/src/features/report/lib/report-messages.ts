import { defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import type { JournalFormat } from '@tillwise/core/accounting/journal-schemas';
import type { figureNames } from '@tillwise/core/report/figure-names';
import type { ReportTab } from '@tillwise/core/report/report-schemas';
import type { DatePreset } from '../utils/date-range';

/** The Reports tabs. */
export const reportTabMessages: Record<ReportTab, MessageDescriptor> = defineMessages({
  sales: { id: 'report.tab.sales', defaultMessage: 'Sales' },
  products: { id: 'report.tab.products', defaultMessage: 'Products' },
  staff: { id: 'report.tab.staff', defaultMessage: 'Staff' },
  inventory: { id: 'report.tab.inventory', defaultMessage: 'Inventory' },
  finance: { id: 'report.tab.finance', defaultMessage: 'Finance' },
});

/** The date picker's presets (the range code keys them by their US English names). */
export const datePresetMessages: Record<DatePreset, MessageDescriptor> = defineMessages({
  Today: { id: 'report.preset.today', defaultMessage: 'Today' },
  Yesterday: { id: 'report.preset.yesterday', defaultMessage: 'Yesterday' },
  'This Week': { id: 'report.preset.thisWeek', defaultMessage: 'This Week' },
  'Last 7 Days': { id: 'report.preset.last7Days', defaultMessage: 'Last 7 Days' },
  'Last 30 Days': { id: 'report.preset.last30Days', defaultMessage: 'Last 30 Days' },
  'This Month': { id: 'report.preset.thisMonth', defaultMessage: 'This Month' },
});

/** Each sales figure's name on screen (US English as core's figureNames; the CSV keeps its own headers). */
export const figureMessages: Record<keyof typeof figureNames, MessageDescriptor> = defineMessages({
  grossSales: { id: 'report.figure.grossSales', defaultMessage: 'Gross sales, before discounts and tax' },
  discounts: { id: 'report.figure.discounts', defaultMessage: 'Discounts' },
  sales: { id: 'report.figure.sales', defaultMessage: 'Sales after discounts, before refunds and tax' },
  refunds: { id: 'report.figure.refunds', defaultMessage: 'Refunds, before tax' },
  netSales: { id: 'report.figure.netSales', defaultMessage: 'Net sales, after discounts and refunds, before tax' },
  tax: { id: 'report.figure.tax', defaultMessage: 'Tax, less tax refunded' },
  averageSale: { id: 'report.figure.averageSale', defaultMessage: 'Average sale, after discounts, before tax' },
  takings: { id: 'report.figure.takings', defaultMessage: 'Takings, with tax, less refunds' },
  cashTaken: { id: 'report.figure.cashTaken', defaultMessage: 'Cash taken for sales' },
  cashGivenBack: { id: 'report.figure.cashGivenBack', defaultMessage: 'Cash given back for refunds' },
  grandTotal: { id: 'report.figure.grandTotal', defaultMessage: 'All sales with tax since the first Z' },
});

/** The accounting export's formats (US English as core's journalFormatLabels; Xero and QuickBooks are names). */
export const journalFormatMessages: Record<JournalFormat, MessageDescriptor> = defineMessages({
  generic: { id: 'report.journal.generic', defaultMessage: 'Generic double-entry' },
  xero: { id: 'report.journal.xero', defaultMessage: 'Xero' },
  quickbooks: { id: 'report.journal.quickbooks', defaultMessage: 'QuickBooks Online' },
});
