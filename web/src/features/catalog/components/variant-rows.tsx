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

const fields = [
  { key: 'sku', label: 'SKU', width: 'w-44' },
  { key: 'barcode', label: 'Barcode', width: 'w-36' },
  { key: 'price', label: 'Price', width: 'w-24' },
  { key: 'cost', label: 'Cost', width: 'w-24' },
  { key: 'stock', label: 'Stock', width: 'w-20' },
] as const;

/** The variants as a grid to fill in: each combination of the options, sold or not. */
export function VariantRows({ soldBy, options, rows, errors, onChange }: VariantRowsProps) {
  // The header names the unit; each field's own name stays 'Stock of 9 cm'.
  const header = (field: (typeof fields)[number]) =>
    field.key === 'stock' && isSoldByWeight(soldBy) ? `Stock (${soldBy})` : field.label;
  return (
    <div className="overflow-x-auto rounded-md border">
      <Table aria-label="Variants">
        <TableHeader>
          <TableRow>
            <TableHead className="w-12">Sell</TableHead>
            <TableHead>Variant</TableHead>
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
                    aria-label={`Sell ${label}`}
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
                      aria-label={`${field.label} of ${label}`}
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
