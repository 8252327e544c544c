import { PageHeader } from '@/components/page-header';

export function ReportsRoute() {
  return <PageHeader title="Reports" description="Analyze your sales and business performance." />;
}
