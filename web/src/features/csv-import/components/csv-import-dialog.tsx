import { FileCheck, LoaderCircle, Upload } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CsvColumn } from '@tillwise/core/csv/csv-import';
import type { CsvTable } from '@tillwise/core/report/report-csv';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Progress } from '@/components/ui/progress';
import { fixingOption, importAdvice } from '../lib/import-advice';
import type { ImportOption } from '../lib/import-advice';
import { useCsvImport } from '../hooks/use-csv-import';
import type { ImportSettings } from '../hooks/use-csv-import';
import { ColumnMapper } from './column-mapper';
import { ImportColumns } from './import-columns';
import { ImportOptions } from './import-options';
import { ImportProblems } from './import-problems';

interface CsvImportDialogProps<Result> {
  title: string;
  /** What is imported (products, customers): the remembered mappings are kept apart by it. */
  kind: string;
  columns: readonly CsvColumn[];
  /** A file to start from (the header row and an example), offered with the columns' list. */
  template?: { fileName: string; table: CsvTable };
  /** Choices for the import beside the mapping, each a checkbox sent with the rows. */
  options?: readonly ImportOption[];
  run: (rows: Record<string, string>[], settings: ImportSettings) => Promise<Result>;
  describe: (result: Result) => string;
  onImported: (result: Result) => void;
  onClose: () => void;
}

/**
 * Imports a CSV file: choose it (read in a worker, with progress; a template and what each column takes are at
 * hand), map its columns (remembered for files of the same shape), check it (nothing is written; every bad row is
 * listed beside the button, with what to do, and can be downloaded), then import it in one transaction.
 */
export function CsvImportDialog<Result>(props: CsvImportDialogProps<Result>) {
  const { title, kind, columns, template, options = [], run, describe, onImported, onClose } = props;
  const intl = useIntl();
  const { step, setStep, mapping, setMapping, chosen, setChosen, problems, failure, busy, choose, missing, send } =
    useCsvImport({ kind, columns, run, describe, onImported });
  const file = step.name === 'map' || step.name === 'checked' ? step.file : null;
  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {file
              ? intl.formatMessage(
                  {
                    id: 'csvImport.fileRows',
                    defaultMessage: '{name}: {rows, number} rows. Check it first; nothing is written until you import.',
                  },
                  { name: file.name, rows: file.rows.length },
                )
              : intl.formatMessage({
                  id: 'csvImport.choose',
                  defaultMessage: 'A CSV file with a header row. Tillwise’s own export is the model.',
                })}
          </DialogDescription>
        </DialogHeader>
        <div className="space-y-1.5">
          <Label htmlFor="import-file">
            <FormattedMessage id="csvImport.file" defaultMessage="CSV file" />
          </Label>
          <Input
            id="import-file"
            type="file"
            accept=".csv,text/csv"
            disabled={busy}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
        </div>
        {step.name !== 'checked' && <ImportColumns columns={columns} template={template} />}
        {step.name === 'reading' && (
          <div className="space-y-1">
            <Progress
              value={Math.round(step.fraction * 100)}
              aria-label={intl.formatMessage({ id: 'csvImport.reading', defaultMessage: 'Reading the file' })}
            />
            <p className="text-sm text-muted-foreground">
              <FormattedMessage
                id="csvImport.readingPercent"
                defaultMessage="Reading… {percent}%"
                values={{ percent: Math.round(step.fraction * 100) }}
              />
            </p>
          </div>
        )}
        {step.name === 'checked' && (
          <Alert>
            <FileCheck />
            <AlertDescription>{step.summary}</AlertDescription>
          </Alert>
        )}
        {file && step.name === 'map' && (
          <ColumnMapper file={file} columns={columns} mapping={mapping} onChange={setMapping} />
        )}
        {file && (
          <ImportOptions
            options={options}
            chosen={chosen}
            disabled={step.name === 'checked'}
            onChange={(id, checked) => setChosen((current) => ({ ...current, [id]: checked }))}
          />
        )}
        {problems && file && (
          <ImportProblems
            key={problems.check}
            message={problems.message}
            advice={importAdvice(intl, problems.list, options, problems.chosen)}
            problems={problems.list}
            fixedBy={(problem) => fixingOption(problem, options, problems.chosen)?.label ?? null}
            columns={columns}
            fileName={file.name}
            valueOf={(problem) => problems.rows[problem.row - 2]?.[problem.field] ?? ''}
          />
        )}
        {missing.length > 0 && file && (
          <p className="text-sm text-destructive">
            <FormattedMessage
              id="csvImport.chooseColumn"
              defaultMessage="Choose the column for {headers}"
              values={{ headers: missing.map((column) => column.header).join(', ') }}
            />
          </p>
        )}
        {failure && (
          <Alert variant="destructive">
            <AlertDescription>{failure}</AlertDescription>
          </Alert>
        )}
        <DialogFooter>
          <Button
            type="button"
            variant="outline"
            disabled={busy}
            onClick={step.name === 'checked' ? () => setStep({ name: 'map', file: step.file }) : onClose}
          >
            {step.name === 'checked' ? (
              <FormattedMessage id="csvImport.back" defaultMessage="Back" />
            ) : (
              <FormattedMessage id="common.cancel" defaultMessage="Cancel" />
            )}
          </Button>
          {file && (
            <Button
              type="button"
              disabled={busy || missing.length > 0}
              onClick={() => void send(file, step.name !== 'checked')}
            >
              {busy ? <LoaderCircle className="animate-spin" /> : step.name === 'checked' ? <Upload /> : <FileCheck />}
              {step.name === 'checked' ? (
                <FormattedMessage id="csvImport.import" defaultMessage="Import" />
              ) : (
                <FormattedMessage id="csvImport.check" defaultMessage="Check file" />
              )}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
