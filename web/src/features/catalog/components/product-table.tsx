import { PackageSearch, Pencil } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';

import type { Category, Product } from '@tillwise/core/catalog/catalog-schemas';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { ProductActions } from './product-card';
import { StockBadge } from './stock-badge';
import { unitPriceSuffix } from '@tillwise/core/catalog/sold-by';
import { formatMoney } from '@/lib/money';
import { quantityText } from '@/lib/quantity';

interface ProductTableProps extends ProductActions {
  products: Product[];
  categories: Category[];
}

/**
 * The catalogue as a table: Product, SKU, Category, Price, Stock, Status. On a phone SKU and category move under the
 * name, so that price, stock and status fit without scrolling sideways.
 */
export function ProductTable({ products, categories, onEdit, onStock }: ProductTableProps) {
  const intl = useIntl();
  const categoryName = (id: string) => categories.find((category) => category.id === id)?.name ?? '—';
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>
            <FormattedMessage id="product.column.product" defaultMessage="Product" />
          </TableHead>
          <TableHead className="hidden md:table-cell">
            <FormattedMessage id="product.column.sku" defaultMessage="SKU" />
          </TableHead>
          <TableHead className="hidden md:table-cell">
            <FormattedMessage id="product.column.category" defaultMessage="Category" />
          </TableHead>
          <TableHead className="text-right">
            <FormattedMessage id="product.column.price" defaultMessage="Price" />
          </TableHead>
          <TableHead className="text-right">
            <FormattedMessage id="product.column.stock" defaultMessage="Stock" />
          </TableHead>
          <TableHead>
            <FormattedMessage id="product.column.status" defaultMessage="Status" />
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {products.map((product) => (
          <TableRow key={product.id}>
            <TableCell className="font-medium whitespace-normal">
              {product.name}
              {!product.isActive && (
                <span className="ml-2 text-xs text-muted-foreground">
                  <FormattedMessage id="product.inactive" defaultMessage="Inactive" />
                </span>
              )}
              <span className="block text-xs font-normal text-muted-foreground md:hidden">
                <span className="font-mono">{product.sku}</span> · {categoryName(product.categoryId)}
              </span>
            </TableCell>
            <TableCell className="hidden font-mono text-xs md:table-cell">{product.sku}</TableCell>
            <TableCell className="hidden md:table-cell">{categoryName(product.categoryId)}</TableCell>
            <TableCell className="text-right tabular-nums">
              {formatMoney(product.priceCents)}
              {unitPriceSuffix(product.soldBy)}
            </TableCell>
            <TableCell className="text-right tabular-nums">
              {quantityText(product.stock, product.soldBy)}
              {(product.reserved ?? 0) > 0 && (
                <span className="block text-xs text-muted-foreground">
                  <FormattedMessage
                    id="product.reserved"
                    defaultMessage="{quantity} reserved"
                    values={{ quantity: quantityText(product.reserved ?? 0, product.soldBy) }}
                  />
                </span>
              )}
            </TableCell>
            <TableCell>
              {/* The spec's six columns: Stock and Edit sit in the Status cell rather than a seventh column. */}
              <div className="flex flex-col items-start gap-1 sm:flex-row sm:items-center sm:justify-between sm:gap-2">
                <StockBadge stock={product.stock} reorderLevel={product.reorderLevel} />
                <span className="whitespace-nowrap">
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={intl.formatMessage(
                      { id: 'product.stockOf', defaultMessage: 'Stock of {name}' },
                      { name: product.name },
                    )}
                    onClick={() => onStock(product)}
                  >
                    <PackageSearch />
                  </Button>
                  {onEdit && (
                    <Button
                      size="icon"
                      variant="ghost"
                      aria-label={intl.formatMessage(
                        { id: 'product.edit', defaultMessage: 'Edit {name}' },
                        { name: product.name },
                      )}
                      onClick={() => onEdit(product)}
                    >
                      <Pencil />
                    </Button>
                  )}
                </span>
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
