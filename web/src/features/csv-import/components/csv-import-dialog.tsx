import { useState } from 'react';
import { FileCheck, LoaderCircle, Upload } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { guessMapping, mappedRow } from '@tillwise/core/csv/csv-import';
import type { ColumnMapping, CsvColumn, ImportProblem } from '@tillwise/core/csv/csv-import';
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
import { ApiRequestError } from '@/lib/api-client';
import { parseCsvFile } from '../lib/parse-csv';
import type { CsvFile } from '../lib/parse-csv';
import { fixingOption, importAdvice } from '../lib/import-advice';
import type { ImportOption } from '../lib/import-advice';
import { saveMapping, savedMapping } from '../lib/saved-mappings';
import { ColumnMapper } from './column-mapper';
import { ImportColumns } from './import-columns';
import { ImportOptions } from './import-options';
import { ImportProblems } from './import-problems';

export type ImportSettings = { dryRun: boolean } & Record<string, boolean>;

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

type Step =
  | { name: 'choose' }
  | { name: 'reading'; fraction: number }
  | { name: 'map'; file: CsvFile }
  | { name: 'checked'; file: CsvFile; summary: string };

/**
 * Imports a CSV file: choose it (read in a worker, with progress; a template and what each column takes are at
 * hand), map its columns (remembered for files of the same shape), check it (nothing is written; every bad row is
 * listed beside the button, with what to do, and can be downloaded), then import it in one transaction.
 */
export function CsvImportDialog<Result>(props: CsvImportDialogProps<Result>) {
  const { title, kind, columns, template, options = [], run, describe, onImported, onClose } = props;
  const intl = useIntl();
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const [mapping, setMapping] = useState<ColumnMapping>({});
  const [chosen, setChosen] = useState<Record<string, boolean>>({});
  const [problems, setProblems] = useState<{
    /** Each check's problems are new: shown afresh, brought into view and read out. */
    check: number;
    message: string;
    list: ImportProblem[];
    rows: Record<string, string>[];
    /** The boxes as they were ticked when the file was checked. */
    chosen: Record<string, boolean>;
  } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = async (picked: File | undefined) => {
    if (!picked) return;
    setFailure(null);
    setProblems(null);
    setStep({ name: 'reading', fraction: 0 });
    try {
      const file = await parseCsvFile(picked, (fraction) => setStep({ name: 'reading', fraction }));
      setMapping(savedMapping(kind, file.headers) ?? guessMapping(columns, file.headers));
      setStep({ name: 'map', file });
    } catch (error) {
      setFailure(`The file could not be read: ${(error as Error).message}`);
      setStep({ name: 'choose' });
    }
  };

  const missing = columns.filter((column) => column.required && (mapping[column.field] ?? null) === null);
  const send = async (file: CsvFile, dryRun: boolean) => {
    const rows = file.rows.map((cells) => mappedRow(mapping, cells));
    setBusy(true);
    setFailure(null);
    try {
      saveMapping(kind, file.headers, mapping);
      const result = await run(rows, { ...chosen, dryRun });
      setProblems(null);
      if (dryRun) setStep({ name: 'checked', file, summary: describe(result) });
      else onImported(result);
    } catch (error) {
      if (error instanceof ApiRequestError && error.details?.length) {
        const list = error.details.map(({ path, message }) => {
          const [, index, field] = path.split('.');
          // Row 1 of the file is its header, so the first data row is row 2.
          return { row: Number(index) + 2, field: field ?? '', message };
        });
        setProblems((last) => ({ check: (last?.check ?? 0) + 1, message: error.message, list, rows, chosen }));
        setStep({ name: 'map', file });
      } else setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

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
            advice={importAdvice(problems.list, options, problems.chosen)}
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
