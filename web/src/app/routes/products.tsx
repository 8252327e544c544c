import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Plus, Shapes } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import type { Product } from '@tillwise/core/catalog/catalog-schemas';
import { productCsvColumns, productCsvTemplate } from '@tillwise/core/catalog/product-csv';
import { isMissingCategory } from '@tillwise/core/catalog/product-csv-import';
import type { ImportResult } from '@tillwise/core/catalog/product-import-schemas';
import { importSummary } from '@tillwise/core/csv/csv-import';
import { isSoldByWeight } from '@tillwise/core/catalog/sold-by';
import { defaultTaxRate } from '@tillwise/core/store/store-schemas';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { catalogKeys } from '@/features/catalog/api/catalog-keys';
import { importProducts } from '@/features/catalog/api/import-products';
import { CsvImportDialog } from '@/features/csv-import/components/csv-import-dialog';
import { useCategories } from '@/features/catalog/api/get-categories';
import { ProductBrowser } from '@/features/catalog/components/product-browser';
import { ProductFormDialog } from '@/features/catalog/components/product-form-dialog';
import { VariantsDialog } from '@/features/catalog/components/variants-dialog';
import { StockDialog } from '@/features/inventory/components/stock-dialog';
import { LabelPrintDialog } from '@/features/label/components/label-print-dialog';
import { useSession } from '@/features/session/api/get-session';
import { useStoreSettings } from '@/features/settings/api/get-store-settings';
import { ProductsActions } from './products-actions';
import { quantityText } from '@tillwise/core/catalog/sold-by';

export function ProductsRoute() {
  const [params] = useSearchParams();
  const q = params.get('q') ?? '';
  const [editing, setEditing] = useState<Product | 'new' | null>(null);
  const [stockOf, setStockOf] = useState<Product | null>(null);
  const [importing, setImporting] = useState(false);
  const [variantsOf, setVariantsOf] = useState<Product | null>(null);
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
            {canManage && (
              <Button variant="outline" asChild>
                <Link to="/categories">
                  <Shapes /> Categories
                </Link>
              </Button>
            )}
            <ProductsActions canManage={canManage} canTransfer={canTransfer} onImport={() => setImporting(true)} />
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
      {variantsOf && (
        <VariantsDialog
          product={variantsOf}
          onClose={() => setVariantsOf(null)}
          onSaved={(product, variants) => {
            setVariantsOf(null);
            toast.success('Variants saved', {
              description: `${product.name}: ${variants.filter((v) => v.isActive).length} on sale`,
            });
          }}
        />
      )}
      {importing && (
        <CsvImportDialog
          title="Import products"
          kind="products"
          columns={productCsvColumns}
          template={{ fileName: 'products-template.csv', table: productCsvTemplate }}
          options={[
            {
              id: 'createCategories',
              label: 'Create the categories the file names that the store lacks',
              fixes: isMissingCategory,
            },
          ]}
          run={importProducts}
          describe={describeImport}
          onClose={() => setImporting(false)}
          onImported={(result) => {
            setImporting(false);
            void queryClient.invalidateQueries({ queryKey: catalogKeys.all });
            toast.success('Products imported', { description: describeImport(result) });
          }}
        />
      )}
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
          onVariants={(product) => {
            setEditing(null);
            setVariantsOf(product);
          }}
          onSaved={(product) => {
            setEditing(null);
            toast.success(editing === 'new' ? 'Product added' : 'Product saved', { description: product.name });
          }}
          onDeleted={(product) => {
            setEditing(null);
            toast.success('Product deleted', { description: product.name });
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
              description: `${result.product.name}: ${quantityText(result.product.stock, result.product.soldBy)} in stock`,
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

/** The counts, and the categories the file brings with it. */
function describeImport(result: ImportResult) {
  const categories = result.newCategories.length > 0 ? ` · new categories: ${result.newCategories.join(', ')}` : '';
  return `${importSummary(result)}${categories}`;
}
