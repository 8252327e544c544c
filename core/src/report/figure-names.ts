/**
 * What each sales figure is called wherever a person reads it on screen: the X and Z slips, Reports and the staff
 * report (the CSV files keep their short column headers, which spreadsheets already read). A name says what the figure adds up and whether discounts, refunds and tax are in it, so two
 * figures that differ never share a name, and one figure is never called two things (core's report-maths and
 * shift-figures compute them).
 */
export const figureNames = {
  /** Price × quantity of everything sold: the rollups' and a shift's gross. */
  grossSales: 'Gross sales, before discounts and tax',
  discounts: 'Discounts',
  /** Gross less discounts, refunds not taken off: what a seller sold (the staff report, the daily table). */
  sales: 'Sales after discounts, before refunds and tax',
  /** What refunds gave back, less the tax in it. */
  refunds: 'Refunds, before tax',
  /** Gross less discounts less refunds. */
  netSales: 'Net sales, after discounts and refunds, before tax',
  /** Tax collected less tax refunded. */
  tax: 'Tax, less tax refunded',
  /** Sales after discounts per transaction. */
  averageSale: 'Average sale, after discounts, before tax',
  /** What the tenders took less what went back on them: the money, tax in it. */
  takings: 'Takings, with tax, less refunds',
  /** The cash tender's part of the sales and of the refunds, as the drawer sees them. */
  cashTaken: 'Cash taken for sales',
  cashGivenBack: 'Cash given back for refunds',
  /** Every sale's total, tax in it, on a till since its first Z: never reset. */
  grandTotal: 'All sales with tax since the first Z',
} as const;
