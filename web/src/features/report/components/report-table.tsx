import type * as React from 'react';
import { FormattedMessage } from 'react-intl';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';

export interface ReportColumn<T> {
  header: string;
  cell: (row: T) => React.ReactNode;
  numeric?: boolean;
  /** Left out on a phone's width, so that the columns that matter fit without scrolling sideways. */
  secondary?: boolean;
}

// Words wrap rather than run off the table's edge; figures stay on one line.
const columnClass = <T,>(column: ReportColumn<T>) =>
  cn(column.numeric ? 'text-right' : 'whitespace-normal', column.secondary && 'hidden sm:table-cell');

/** A report's table: headers, one row per item, numbers right-aligned; an empty state inside the table. */
export function ReportTable<T>({
  label,
  columns,
  rows,
  rowKey,
  empty,
}: {
  label: string;
  columns: ReportColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  empty?: string;
}) {
  return (
    <Table aria-label={label}>
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHead key={column.header} className={cn(columnClass(column), 'whitespace-normal')}>
              {column.header}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.length === 0 && (
          <TableRow>
            <TableCell colSpan={columns.length} className="py-6 text-center whitespace-normal text-muted-foreground">
              {empty ?? <FormattedMessage id="report.table.empty" defaultMessage="Nothing in this range" />}
            </TableCell>
          </TableRow>
        )}
        {rows.map((row) => (
          <TableRow key={rowKey(row)}>
            {columns.map((column) => (
              <TableCell key={column.header} className={cn(columnClass(column), column.numeric && 'tabular-nums')}>
                {column.cell(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
