import { useState } from 'react';
import { Download } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { journalFormats } from '@tillwise/core/accounting/journal-schemas';
import type { JournalFormat } from '@tillwise/core/accounting/journal-schemas';
import type { ReportQuery } from '@tillwise/core/report/report-schemas';
import { Button } from '@/components/ui/button';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';
import { journalExportRefusal, journalExportUrl } from '../api/get-journal-export';
import { ReportSection } from './report-section';
import { journalFormatMessages } from '../lib/report-messages';

/** Finance › Accounting export: the range's daily journals as a CSV for the accountant's ledger. */
export function AccountingExport({ query }: { query: ReportQuery }) {
  const intl = useIntl();
  const [format, setFormat] = useState<JournalFormat>('generic');
  const refusal = journalExportRefusal(query, format);
  return (
    <ReportSection
      title={intl.formatMessage({ id: 'report.accounting.title', defaultMessage: 'Accounting Export' })}
      description={intl.formatMessage({
        id: 'report.accounting.description',
        defaultMessage:
          'A journal per day: sales by tax rate, discounts, tenders, refunds, gift card and store credit, deposits, cash over/short and cost of goods sold.',
      })}
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <div className="w-full sm:w-56">
          <NativeSelect
            aria-label={intl.formatMessage({ id: 'report.accounting.format', defaultMessage: 'Journal format' })}
            value={format}
            onChange={(event) => setFormat(event.target.value as JournalFormat)}
          >
            {journalFormats.map((option) => (
              <NativeSelectOption key={option} value={option}>
                <FormattedMessage {...journalFormatMessages[option]} />
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </div>
        {refusal ? (
          <Button variant="outline" disabled>
            <Download /> <FormattedMessage id="report.downloadCsv" defaultMessage="Download CSV" />
          </Button>
        ) : (
          <Button asChild variant="outline">
            <a href={journalExportUrl(query, format)} download>
              <Download /> <FormattedMessage id="report.downloadCsv" defaultMessage="Download CSV" />
            </a>
          </Button>
        )}
        {refusal && <p className="text-sm text-muted-foreground">{refusal}</p>}
      </div>
    </ReportSection>
  );
}
