import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeftRight, Plus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import type { Product } from '@tillwise/core/catalog/catalog-schemas';
import { isSoldByWeight } from '@tillwise/core/catalog/sold-by';
import { defaultTaxRate } from '@tillwise/core/store/store-schemas';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { catalogKeys } from '@/features/catalog/api/catalog-keys';
import { useCategories } from '@/features/catalog/api/get-categories';
import { ProductBrowser } from '@/features/catalog/components/product-browser';
import { ProductFormDialog } from '@/features/catalog/components/product-form-dialog';
import { StockDialog } from '@/features/inventory/components/stock-dialog';
import { LabelPrintDialog } from '@/features/label/components/label-print-dialog';
import { useSession } from '@/features/session/api/get-session';
import { useStoreSettings } from '@/features/settings/api/get-store-settings';

export function ProductsRoute() {
  const [params] = useSearchParams();
  const q = params.get('q') ?? '';
  const [editing, setEditing] = useState<Product | 'new' | null>(null);
  const [stockOf, setStockOf] = useState<Product | null>(null);
  const [labels, setLabels] = useState<{ products: Product[]; copies?: Record<string, number> } | null>(null);
  const categories = useCategories();
  const queryClient = useQueryClient();
  const session = useSession().data;
  const canManage = session?.permissions.includes('products:manage') ?? false;
  const canTransfer = useSession().data?.permissions.includes('stock:transfer') ?? false;
  const store = useStoreSettings(canManage);

  return (
    <>
      <PageHeader
        title="Products"
        description="Manage your product inventory."
        actions={
          <>
            {canTransfer && (
              <Button variant="outline" asChild>
                <Link to="/transfers">
                  <ArrowLeftRight /> Stock transfers
                </Link>
              </Button>
            )}
            <Button disabled={!canManage} onClick={() => setEditing('new')}>
              <Plus /> Add Product
            </Button>
          </>
        }
      />
      <ProductBrowser
        key={q}
        initialSearch={q}
        onEdit={canManage ? setEditing : undefined}
        onStock={setStockOf}
        onPrintLabels={(products) => setLabels({ products })}
      />
      {labels && (
        <LabelPrintDialog products={labels.products} initialCopies={labels.copies} onClose={() => setLabels(null)} />
      )}
      {editing && (
        <ProductFormDialog
          product={editing === 'new' ? null : editing}
          categories={categories.data ?? []}
          defaultTaxRate={store.data?.taxRate ?? defaultTaxRate}
          storeName={session && session.stores.length > 1 ? session.store.name : null}
          onClose={() => setEditing(null)}
          onSaved={(product) => {
            setEditing(null);
            toast.success(editing === 'new' ? 'Product added' : 'Product saved', { description: product.name });
          }}
        />
      )}
      {stockOf && (
        <StockDialog
          product={stockOf}
          canAdjust={canManage}
          onClose={() => setStockOf(null)}
          onAdjusted={(result) => {
            // The catalogue shows stock too; it is a different feature's cache, so the screen refreshes it.
            void queryClient.invalidateQueries({ queryKey: catalogKeys.lists() });
            const received = result.movement.reason === 'received' ? result.movement.quantityChange : 0;
            toast.success('Stock updated', {
              description: `${result.product.name}: ${result.product.stock} in stock`,
              // Goods just received get their shelf labels: one per unit (one for goods sold by weight).
              ...(received > 0 && {
                action: {
                  label: 'Print labels',
                  onClick: () =>
                    setLabels({
                      products: [result.product],
                      copies: { [result.product.id]: isSoldByWeight(result.product.soldBy) ? 1 : received },
                    }),
                },
              }),
            });
          }}
        />
      )}
    </>
  );
}
