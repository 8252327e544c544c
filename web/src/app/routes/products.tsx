import { PageHeader } from '@/components/page-header';
import { ProductBrowser } from '@/features/catalog/components/product-browser';

export function ProductsRoute() {
  return (
    <>
      <PageHeader title="Products" description="Manage your product inventory." />
      <ProductBrowser />
    </>
  );
}
