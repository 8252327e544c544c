import { Package, Tags } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { StatCard } from '@/components/stat-card';
import { useCategories } from '@/features/catalog/api/get-categories';
import { useProducts } from '@/features/catalog/api/get-products';

export function DashboardRoute() {
  const products = useProducts({ page: 1, pageSize: 1 });
  const categories = useCategories();
  return (
    <>
      <PageHeader title="Dashboard" description="Welcome back to your retail management system." />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard title="Total Products" icon={Package} query={products} value={(page) => String(page.total)} />
        <StatCard title="Categories" icon={Tags} query={categories} value={(list) => String(list.length)} />
      </div>
    </>
  );
}
