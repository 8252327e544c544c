import { defineMessages, FormattedMessage } from 'react-intl';
import type { Dashboard } from '@tillwise/core/report/dashboard-schemas';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { quantityText } from '@/lib/quantity';

const statusBadge = { critical: 'destructive', low: 'warning', Ok: 'success' } as const;
const statusMessages = defineMessages({
  critical: { id: 'report.lowStock.critical', defaultMessage: 'critical' },
  low: { id: 'report.lowStock.low', defaultMessage: 'low' },
  Ok: { id: 'report.lowStock.ok', defaultMessage: 'Ok' },
});

/** The 5 products closest to running out, with their status. */
export function LowStockTable({ products }: { products: Dashboard['lowStock'] }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>
            <FormattedMessage id="report.lowStock.product" defaultMessage="Product" />
          </TableHead>
          <TableHead className="text-right">
            <FormattedMessage id="report.lowStock.stock" defaultMessage="Stock" />
          </TableHead>
          <TableHead className="text-right whitespace-normal">
            <FormattedMessage id="report.lowStock.reorderLevel" defaultMessage="Reorder level" />
          </TableHead>
          <TableHead className="text-right">
            <FormattedMessage id="report.lowStock.status" defaultMessage="Status" />
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {products.map((product) => (
          <TableRow key={product.id}>
            <TableCell className="font-medium whitespace-normal">{product.name}</TableCell>
            <TableCell className="text-right tabular-nums">{quantityText(product.stock, product.soldBy)}</TableCell>
            <TableCell className="text-right tabular-nums">
              {product.reorderLevel === null ? '-' : quantityText(product.reorderLevel, product.soldBy)}
            </TableCell>
            <TableCell className="text-right">
              <Badge variant={statusBadge[product.status]}>
                <FormattedMessage {...statusMessages[product.status]} />
              </Badge>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
