import { useState } from 'react';
import { useIntl } from 'react-intl';
import { guessMapping, mappedRow } from '@tillwise/core/csv/csv-import';
import type { ColumnMapping, CsvColumn, ImportProblem } from '@tillwise/core/csv/csv-import';
import { ApiRequestError } from '@/lib/api-client';
import { parseCsvFile } from '../lib/parse-csv';
import type { CsvFile } from '../lib/parse-csv';
import { saveMapping, savedMapping } from '../lib/saved-mappings';

export type ImportSettings = { dryRun: boolean } & Record<string, boolean>;

export type ImportStep =
  | { name: 'choose' }
  | { name: 'reading'; fraction: number }
  | { name: 'map'; file: CsvFile }
  | { name: 'checked'; file: CsvFile; summary: string };

interface CsvImportOptions<Result> {
  kind: string;
  columns: readonly CsvColumn[];
  run: (rows: Record<string, string>[], settings: ImportSettings) => Promise<Result>;
  describe: (result: Result) => string;
  onImported: (result: Result) => void;
}

/**
 * The steps of a CSV import: the file read in a worker with its progress, its columns mapped (remembered for files
 * of the same shape), checked with nothing written (each bad row kept with what was sent, for the problems list),
 * then imported.
 */
export function useCsvImport<Result>({ kind, columns, run, describe, onImported }: CsvImportOptions<Result>) {
  const intl = useIntl();
  const [step, setStep] = useState<ImportStep>({ name: 'choose' });
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
      setFailure(
        intl.formatMessage(
          { id: 'csvImport.unreadable', defaultMessage: 'The file could not be read: {reason}' },
          { reason: (error as Error).message },
        ),
      );
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

  return { step, setStep, mapping, setMapping, chosen, setChosen, problems, failure, busy, choose, missing, send };
}
