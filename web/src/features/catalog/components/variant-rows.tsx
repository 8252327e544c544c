import { variantLabel } from '@tillwise/core/catalog/variants';
import type { ProductOption } from '@tillwise/core/catalog/variants';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

/** One variant as the form edits it: its values, codes and money as typed, and whether it is sold. */
export interface VariantRow {
  id?: string;
  values: Record<string, string>;
  sku: string;
  barcode: string;
  price: string;
  cost: string;
  stock: string;
  sell: boolean;
}

interface VariantRowsProps {
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
export function VariantRows({ options, rows, errors, onChange }: VariantRowsProps) {
  return (
    <div className="overflow-x-auto rounded-md border">
      <Table aria-label="Variants">
        <TableHeader>
          <TableRow>
            <TableHead className="w-12">Sell</TableHead>
            <TableHead>Variant</TableHead>
            {fields.map((field) => (
              <TableHead key={field.key}>{field.label}</TableHead>
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
