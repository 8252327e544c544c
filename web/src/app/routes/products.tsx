import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Plus, Shapes } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { IntlShape } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import type { Product } from '@tillwise/core/catalog/catalog-schemas';
import { productCsvColumns, productCsvTemplate } from '@tillwise/core/catalog/product-csv';
import { isMissingCategory } from '@tillwise/core/catalog/product-csv-import';
import type { ImportResult } from '@tillwise/core/catalog/product-import-schemas';
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
import { quantityText } from '@/lib/quantity';
import { importSummaryText } from '@/features/csv-import/lib/import-summary';

export function ProductsRoute() {
  const intl = useIntl();
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
        title={intl.formatMessage({ id: 'catalog.products', defaultMessage: 'Products' })}
        description={intl.formatMessage({
          id: 'product.page.description',
          defaultMessage: 'Manage your product inventory.',
        })}
        actions={
          <>
            {canManage && (
              <Button variant="outline" asChild>
                <Link to="/categories">
                  <Shapes /> <FormattedMessage id="category.list" defaultMessage="Categories" />
                </Link>
              </Button>
            )}
            <ProductsActions canManage={canManage} canTransfer={canTransfer} onImport={() => setImporting(true)} />
            <Button disabled={!canManage} onClick={() => setEditing('new')}>
              <Plus /> <FormattedMessage id="product.form.addTitle" defaultMessage="Add Product" />
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
            toast.success(intl.formatMessage({ id: 'product.variants.saved', defaultMessage: 'Variants saved' }), {
              description: intl.formatMessage(
                { id: 'product.variants.onSale', defaultMessage: '{name}: {count} on sale' },
                { name: product.name, count: variants.filter((v) => v.isActive).length },
              ),
            });
          }}
        />
      )}
      {importing && (
        <CsvImportDialog
          title={intl.formatMessage({ id: 'product.import.title', defaultMessage: 'Import products' })}
          kind="products"
          columns={productCsvColumns}
          template={{ fileName: 'products-template.csv', table: productCsvTemplate }}
          options={[
            {
              id: 'createCategories',
              label: intl.formatMessage({
                id: 'product.import.createCategories',
                defaultMessage: 'Create the categories the file names that the store lacks',
              }),
              fixes: isMissingCategory,
            },
          ]}
          run={importProducts}
          describe={(result) => describeImport(intl, result)}
          onClose={() => setImporting(false)}
          onImported={(result) => {
            setImporting(false);
            void queryClient.invalidateQueries({ queryKey: catalogKeys.all });
            toast.success(intl.formatMessage({ id: 'product.import.done', defaultMessage: 'Products imported' }), {
              description: describeImport(intl, result),
            });
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
            toast.success(
              editing === 'new'
                ? intl.formatMessage({ id: 'product.added', defaultMessage: 'Product added' })
                : intl.formatMessage({ id: 'product.saved', defaultMessage: 'Product saved' }),
              { description: product.name },
            );
          }}
          onDeleted={(product) => {
            setEditing(null);
            toast.success(intl.formatMessage({ id: 'product.deleted', defaultMessage: 'Product deleted' }), {
              description: product.name,
            });
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
            toast.success(intl.formatMessage({ id: 'product.stockUpdated', defaultMessage: 'Stock updated' }), {
              description: intl.formatMessage(
                { id: 'product.stockUpdatedDescription', defaultMessage: '{name}: {quantity} in stock' },
                { name: result.product.name, quantity: quantityText(result.product.stock, result.product.soldBy) },
              ),
              // Goods just received get their shelf labels: one per unit (one for goods sold by weight).
              ...(received > 0 && {
                action: {
                  label: intl.formatMessage({ id: 'product.browser.printLabels', defaultMessage: 'Print labels' }),
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
function describeImport(intl: IntlShape, result: ImportResult) {
  const summary = importSummaryText(intl, result);
  if (result.newCategories.length === 0) return summary;
  return intl.formatMessage(
    { id: 'product.import.newCategories', defaultMessage: '{summary} · new categories: {names}' },
    { summary, names: result.newCategories.join(', ') },
  );
}
