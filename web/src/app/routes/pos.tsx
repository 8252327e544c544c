import { PageHeader } from '@/components/page-header';

export function PointOfSaleRoute() {
  return <PageHeader title="Point of Sale" />;
}
