import { formatMoney } from '@tillwise/core/money/money';
import type { Category, Product } from '@tillwise/core/catalog/catalog-schemas';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { StockBadge } from './stock-badge';

interface ProductTableProps {
  products: Product[];
  categories: Category[];
}

/** The catalogue as a table: Product, SKU, Category, Price, Stock, Status. */
export function ProductTable({ products, categories }: ProductTableProps) {
  const categoryName = (id: string) => categories.find((category) => category.id === id)?.name ?? '—';
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Product</TableHead>
          <TableHead>SKU</TableHead>
          <TableHead>Category</TableHead>
          <TableHead className="text-right">Price</TableHead>
          <TableHead className="text-right">Stock</TableHead>
          <TableHead>Status</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {products.map((product) => (
          <TableRow key={product.id}>
            <TableCell className="font-medium">{product.name}</TableCell>
            <TableCell className="font-mono text-xs">{product.sku}</TableCell>
            <TableCell>{categoryName(product.categoryId)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatMoney(product.priceCents)}</TableCell>
            <TableCell className="text-right tabular-nums">{product.stock}</TableCell>
            <TableCell>
              <StockBadge stock={product.stock} reorderLevel={product.reorderLevel} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
