import { useEffect, useRef } from 'react';
import { FileDown } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { problemReport } from '@tillwise/core/csv/csv-import';
import type { CsvColumn, ImportProblem } from '@tillwise/core/csv/csv-import';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { downloadCsv } from '@/lib/download-csv';

interface ImportProblemsProps {
  message: string;
  /** What to do: tick a box for the rows it fixes, fix the others in the file. */
  advice: string;
  problems: readonly ImportProblem[];
  /** The label of the box whose tick fixes this problem, or null when the file must change. */
  fixedBy: (problem: ImportProblem) => string | null;
  columns: readonly CsvColumn[];
  /** The value the row gave for the field, to show beside the problem. */
  valueOf: (problem: ImportProblem) => string;
  fileName: string;
}

const shownProblems = 50;

/**
 * Why a file was refused, row by row, with what to do and the whole list as a file to fix from. It comes into view
 * and takes the focus where it appears, beside the button that checked the file, so that it is seen and read out.
 */
export function ImportProblems(props: ImportProblemsProps) {
  const { message, advice, problems, fixedBy, columns, valueOf, fileName } = props;
  const intl = useIntl();
  const blockRef = useRef<HTMLDivElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    blockRef.current?.scrollIntoView({ block: 'nearest' });
    alertRef.current?.focus({ preventScroll: true });
  }, []);
  const headerOf = (field: string) => columns.find((column) => column.field === field)?.header ?? field;
  const download = () => {
    const report = problemReport(problems, valueOf);
    const rows = report.rows.map(([row, field, value, problem]) => [row!, headerOf(String(field)), value!, problem!]);
    void downloadCsv(`${fileName.replace(/\.csv$/i, '')}-problems.csv`, { fields: report.fields, rows });
  };
  return (
    <div ref={blockRef} className="space-y-3">
      <Alert variant="destructive" ref={alertRef} tabIndex={-1} className="outline-none">
        <AlertTitle>{message}</AlertTitle>
        <AlertDescription>{advice}</AlertDescription>
      </Alert>
      <div className="max-h-64 overflow-y-auto rounded-md border">
        <Table aria-label={intl.formatMessage({ id: 'csvImport.problems', defaultMessage: 'Problems' })}>
          <TableHeader>
            <TableRow>
              <TableHead>
                <FormattedMessage id="csvImport.column.row" defaultMessage="Row" />
              </TableHead>
              <TableHead>
                <FormattedMessage id="csvImport.column.column" defaultMessage="Column" />
              </TableHead>
              <TableHead>
                <FormattedMessage id="csvImport.column.value" defaultMessage="Value" />
              </TableHead>
              <TableHead>
                <FormattedMessage id="csvImport.column.problem" defaultMessage="Problem" />
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {problems.slice(0, shownProblems).map((problem, index) => (
              <TableRow key={index}>
                <TableCell className="tabular-nums">{problem.row}</TableCell>
                <TableCell>{headerOf(problem.field)}</TableCell>
                <TableCell className="max-w-40 truncate">{valueOf(problem)}</TableCell>
                <TableCell className="whitespace-normal">
                  {problem.message}
                  {fixedBy(problem) && (
                    <span className="block text-xs text-muted-foreground">
                      <FormattedMessage
                        id="csvImport.fixedBy"
                        defaultMessage="Ticking “{option}” fixes it"
                        values={{ option: fixedBy(problem) }}
                      />
                    </span>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <Button type="button" variant="outline" onClick={download}>
        <FileDown /> <FormattedMessage id="csvImport.errorReport" defaultMessage="Download error report" />
      </Button>
    </div>
  );
}
