import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { isSoldByWeight } from '@tillwise/core/catalog/sold-by';
import type { SoldBy } from '@tillwise/core/catalog/sold-by';
import { variantLabel } from '@tillwise/core/catalog/variants';
import type { ProductOption } from '@tillwise/core/catalog/variants';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { VariantFormRow } from '../lib/variant-inputs';

/** One variant as the form edits it: its values, codes and money as typed, and whether it is sold. */
export interface VariantRow extends VariantFormRow {
  sell: boolean;
}

interface VariantRowsProps {
  /** How the product is sold: a new variant's stock is typed in its unit ('2.5' lb). */
  soldBy: SoldBy;
  options: readonly ProductOption[];
  rows: VariantRow[];
  errors: Record<number, string>;
  onChange: (index: number, row: VariantRow) => void;
}

const m = defineMessages({
  sku: { id: 'product.variant.sku', defaultMessage: 'SKU' },
  barcode: { id: 'product.variant.barcode', defaultMessage: 'Barcode' },
  price: { id: 'product.variant.price', defaultMessage: 'Price' },
  cost: { id: 'product.variant.cost', defaultMessage: 'Cost' },
  stock: { id: 'product.variant.stock', defaultMessage: 'Stock' },
  stockIn: { id: 'product.variant.stockIn', defaultMessage: 'Stock ({unit})' },
  fieldOf: { id: 'product.variant.fieldOf', defaultMessage: '{field} of {variant}' },
});
const fields = [
  { key: 'sku', label: m.sku, width: 'w-44' },
  { key: 'barcode', label: m.barcode, width: 'w-36' },
  { key: 'price', label: m.price, width: 'w-24' },
  { key: 'cost', label: m.cost, width: 'w-24' },
  { key: 'stock', label: m.stock, width: 'w-20' },
] as const;

/** The variants as a grid to fill in: each combination of the options, sold or not. */
export function VariantRows({ soldBy, options, rows, errors, onChange }: VariantRowsProps) {
  // The header names the unit; each field's own name stays 'Stock of 9 cm'.
  const intl = useIntl();
  const header = (field: (typeof fields)[number]) =>
    field.key === 'stock' && isSoldByWeight(soldBy)
      ? intl.formatMessage(m.stockIn, { unit: soldBy })
      : intl.formatMessage(field.label);
  return (
    <div className="overflow-x-auto rounded-md border">
      <Table aria-label={intl.formatMessage({ id: 'product.variant.list', defaultMessage: 'Variants' })}>
        <TableHeader>
          <TableRow>
            <TableHead className="w-12">
              <FormattedMessage id="product.variant.sell" defaultMessage="Sell" />
            </TableHead>
            <TableHead>
              <FormattedMessage id="product.variant.variant" defaultMessage="Variant" />
            </TableHead>
            {fields.map((field) => (
              <TableHead key={field.key}>{header(field)}</TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row, index) => {
            const label = variantLabel(options, row.values);
            return (
              <TableRow key={label} aria-label={label}>
                <TableCell>
                  <Checkbox
                    aria-label={intl.formatMessage(
                      { id: 'product.variant.sellNamed', defaultMessage: 'Sell {variant}' },
                      { variant: label },
                    )}
                    checked={row.sell}
                    onCheckedChange={(checked) => onChange(index, { ...row, sell: checked === true })}
                  />
                </TableCell>
                <TableCell className="font-medium">
                  {label}
                  {errors[index] && <span className="block text-xs text-destructive">{errors[index]}</span>}
                </TableCell>
                {fields.map((field) => (
                  <TableCell key={field.key}>
                    <Input
                      aria-label={intl.formatMessage(m.fieldOf, {
                        field: intl.formatMessage(field.label),
                        variant: label,
                      })}
                      className={field.width}
                      inputMode={field.key === 'stock' ? (isSoldByWeight(soldBy) ? 'decimal' : 'numeric') : undefined}
                      disabled={!row.sell || (field.key === 'stock' && Boolean(row.id))}
                      value={field.key === 'stock' && row.id ? '—' : row[field.key]}
                      onChange={(event) => onChange(index, { ...row, [field.key]: event.target.value })}
                    />
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
