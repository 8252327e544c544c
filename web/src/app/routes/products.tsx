import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { ProductBrowser } from '@/features/catalog/components/product-browser';

export function ProductsRoute() {
  const [params] = useSearchParams();
  const q = params.get('q') ?? '';
  return (
    <>
      <PageHeader title="Products" description="Manage your product inventory." />
      <ProductBrowser key={q} initialSearch={q} />
    </>
  );
}
