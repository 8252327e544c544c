import type { ReportTab } from '../report/report-schemas';

const tabNames: Record<ReportTab, string> = {
  sales: 'Sales',
  products: 'Products',
  staff: 'Staff',
  inventory: 'Inventory',
  finance: 'Finance',
};

/** A scheduled report's e-mail: which report and which days, its CSV attached. */
export function reportMail(report: { tab: ReportTab; from: string; to: string; fileName: string }) {
  const days = report.from === report.to ? report.from : `${report.from} to ${report.to}`;
  const text = `The ${tabNames[report.tab].toLowerCase()} report for ${days} is attached (${report.fileName}).`;
  return { subject: `${tabNames[report.tab]} report, ${days}`, text, html: `<p>${text}</p>` };
}
