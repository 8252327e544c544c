import { FileDown } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CsvColumn } from '@tillwise/core/csv/csv-import';
import type { CsvTable } from '@tillwise/core/report/report-csv';
import { Button } from '@/components/ui/button';
import { downloadCsv } from '@/lib/download-csv';

interface ImportColumnsProps {
  columns: readonly CsvColumn[];
  /** A file to start from: the header row and an example row. */
  template?: { fileName: string; table: CsvTable };
}

/** What a file to import may hold: a template to download, and each column with what it takes. */
export function ImportColumns({ columns, template }: ImportColumnsProps) {
  const intl = useIntl();
  const described = columns.filter((column) => column.help);
  if (!template && described.length === 0) return null;
  return (
    <div className="space-y-2 rounded-md border p-3">
      {template && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-muted-foreground">
            <FormattedMessage
              id="csvImport.template.hint"
              defaultMessage="Start from the template: the columns and an example row."
            />
          </p>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => void downloadCsv(template.fileName, template.table)}
          >
            <FileDown /> <FormattedMessage id="csvImport.template.download" defaultMessage="Download template" />
          </Button>
        </div>
      )}
      {described.length > 0 && (
        <details className="group text-sm">
          <summary className="cursor-pointer font-medium">
            <FormattedMessage id="csvImport.columns.help" defaultMessage="What each column takes" />
          </summary>
          <dl
            aria-label={intl.formatMessage({ id: 'csvImport.columns', defaultMessage: 'Columns' })}
            className="mt-2 grid gap-x-4 gap-y-1.5 sm:grid-cols-[9rem_1fr]"
          >
            {described.map((column) => (
              <div key={column.field} className="contents">
                <dt className="font-medium">
                  {column.header}
                  {column.required && (
                    <span className="font-normal text-muted-foreground">
                      {' '}
                      <FormattedMessage id="csvImport.required" defaultMessage="(required)" />
                    </span>
                  )}
                </dt>
                <dd className="text-muted-foreground max-sm:mb-1">{column.help}</dd>
              </div>
            ))}
          </dl>
        </details>
      )}
    </div>
  );
}
