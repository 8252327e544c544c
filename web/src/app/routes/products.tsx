import { PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useCategories } from '@/features/catalog/api/get-categories';
import { useProducts } from '@/features/catalog/api/get-products';
import { ProductTable } from '@/features/catalog/components/product-table';

export function ProductsRoute() {
  const products = useProducts({ page: 1, pageSize: 50 });
  const categories = useCategories();
  return (
    <>
      <PageHeader title="Products" description="Manage your product inventory." />
      <Card>
        <CardContent>
          {products.isPending && <Skeleton className="h-64" />}
          {products.isError && <QueryError error={products.error} onRetry={() => void products.refetch()} />}
          {products.data && <ProductTable products={products.data.items} categories={categories.data ?? []} />}
        </CardContent>
      </Card>
    </>
  );
}
