import { useIntl } from 'react-intl';
import { promotionReportCsv } from '@tillwise/core/report/promotion-report';
import type { PromotionReport, PromotionReportQuery } from '@tillwise/core/report/promotion-report';
import { QueryError } from '@/components/query-error';
import { Skeleton } from '@/components/ui/skeleton';
import { downloadCsv } from '@/lib/download-csv';
import { useScopedMoney } from '@/lib/scoped-money';
import { toast } from '@/lib/toast';
import { usePromotionReport } from '../api/get-promotion-report';
import { PromotionsReportView } from './promotions-report-view';

/** Saves the promotions on screen as CSV, named like the tabs' exports, in the currency the screen shows. */
function exportPromotions(report: PromotionReport, query: PromotionReportQuery, currency: string, failed: string) {
  const store = query.store === 'all' ? '-all-stores' : '';
  downloadCsv(`promotions-report${store}-${query.from}-to-${query.to}.csv`, promotionReportCsv(report, currency)).catch(
    () => toast.error(failed),
  );
}

/** Reports › Sales › Promotions for the range and store, fetched from the server. */
export function PromotionsReportPanel({ query }: { query: PromotionReportQuery }) {
  const intl = useIntl();
  const promotions = usePromotionReport(query);
  const { currency } = useScopedMoney();
  if (promotions.isError) return <QueryError error={promotions.error} onRetry={() => void promotions.refetch()} />;
  const report = promotions.data;
  if (!report) return <Skeleton className="h-48" />;
  return (
    <PromotionsReportView
      report={report}
      onExport={() =>
        exportPromotions(
          report,
          query,
          currency,
          intl.formatMessage({ id: 'report.page.exportFailed', defaultMessage: 'The report could not be exported' }),
        )
      }
    />
  );
}
