import { PageHeader } from '@/components/page-header';

export function OrdersRoute() {
  return <PageHeader title="Orders" description="Manage your sales orders." />;
}
