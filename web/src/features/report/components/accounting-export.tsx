import { useState } from 'react';
import { Download } from 'lucide-react';
import { journalFormatLabels, journalFormats } from '@tillwise/core/accounting/journal-schemas';
import type { JournalFormat } from '@tillwise/core/accounting/journal-schemas';
import type { ReportQuery } from '@tillwise/core/report/report-schemas';
import { Button } from '@/components/ui/button';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';
import { journalExportRefusal, journalExportUrl } from '../api/get-journal-export';
import { ReportSection } from './report-section';

/** Finance › Accounting export: the range's daily journals as a CSV for the accountant's ledger. */
export function AccountingExport({ query }: { query: ReportQuery }) {
  const [format, setFormat] = useState<JournalFormat>('generic');
  const refusal = journalExportRefusal(query, format);
  return (
    <ReportSection
      title="Accounting Export"
      description="A journal per day: sales by tax rate, discounts, tenders, refunds, gift card and store credit, deposits, cash over/short and cost of goods sold."
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <div className="w-full sm:w-56">
          <NativeSelect
            aria-label="Journal format"
            value={format}
            onChange={(event) => setFormat(event.target.value as JournalFormat)}
          >
            {journalFormats.map((option) => (
              <NativeSelectOption key={option} value={option}>
                {journalFormatLabels[option]}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </div>
        {refusal ? (
          <Button variant="outline" disabled>
            <Download /> Download CSV
          </Button>
        ) : (
          <Button asChild variant="outline">
            <a href={journalExportUrl(query, format)} download>
              <Download /> Download CSV
            </a>
          </Button>
        )}
        {refusal && <p className="text-sm text-muted-foreground">{refusal}</p>}
      </div>
    </ReportSection>
  );
}
