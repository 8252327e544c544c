import { useIntl } from 'react-intl';
import { mappedRow } from '@tillwise/core/csv/csv-import';
import type { ColumnMapping, CsvColumn } from '@tillwise/core/csv/csv-import';
import { Label } from '@/components/ui/label';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { CsvFile } from '../lib/parse-csv';

interface ColumnMapperProps {
  file: CsvFile;
  columns: readonly CsvColumn[];
  mapping: ColumnMapping;
  onChange: (mapping: ColumnMapping) => void;
}

const previewRows = 5;

/** Which of the file's columns fills each field, and the first rows as they will be read. */
export function ColumnMapper({ file, columns, mapping, onChange }: ColumnMapperProps) {
  const intl = useIntl();
  const preview = file.rows.slice(0, previewRows).map((cells) => mappedRow(mapping, cells));
  const shown = columns.filter((column) => mapping[column.field] !== null);
  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2">
        {columns.map((column) => (
          <div key={column.field} className="space-y-1">
            <Label htmlFor={`map-${column.field}`}>
              {column.header}
              {column.required && <span className="text-destructive"> *</span>}
            </Label>
            <NativeSelect
              id={`map-${column.field}`}
              value={mapping[column.field] ?? ''}
              aria-invalid={column.required && mapping[column.field] === null}
              onChange={(event) =>
                onChange({
                  ...mapping,
                  [column.field]: event.target.value === '' ? null : Number(event.target.value),
                })
              }
            >
              <NativeSelectOption value="">
                {intl.formatMessage({ id: 'csvImport.notInFile', defaultMessage: 'Not in the file' })}
              </NativeSelectOption>
              {file.headers.map((header, index) => (
                <NativeSelectOption key={index} value={index}>
                  {header || `Column ${index + 1}`}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </div>
        ))}
      </div>
      {shown.length > 0 && (
        <div className="overflow-x-auto rounded-md border">
          <Table aria-label={intl.formatMessage({ id: 'csvImport.preview', defaultMessage: 'Preview' })}>
            <TableHeader>
              <TableRow>
                {shown.map((column) => (
                  <TableHead key={column.field}>{column.header}</TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {preview.map((row, index) => (
                <TableRow key={index}>
                  {shown.map((column) => (
                    <TableCell key={column.field} className="max-w-48 truncate">
                      {row[column.field]}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </div>
  );
}
