import { useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { reportTabs } from '@tillwise/core/report/report-schemas';
import type { ReportTab } from '@tillwise/core/report/report-schemas';
import { PageHeader } from '@/components/page-header';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { exportReportCsv } from '@/features/report/components/export-report';
import { PromotionsReportPanel } from '@/features/report/components/promotions-report-panel';
import { ReportDateRangePicker } from '@/features/report/components/report-date-range-picker';
import { ReportStoreSelect } from '@/features/report/components/report-store-select';
import { ReportTabPanel } from '@/features/report/components/report-tab-panel';
import { ScheduleReportsButton } from '@/features/report/components/schedule-reports-button';
import { useReportRange } from '@/features/report/hooks/use-report-range';
import { reportCurrency, useReportStore } from '@/features/report/hooks/use-report-store';
import { moneyFormat } from '@/lib/money';
import { ScopedMoneyContext } from '@/lib/scoped-money';
import { presetOfSetting } from '@/features/report/utils/date-range';
import { reportTabMessages } from '@/features/report/lib/report-messages';
import { useSession } from '@/features/session/api/get-session';
import { usePreferences } from '@/features/settings/api/get-preferences';

export function ReportsRoute() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const session = useSession().data;
  const permissions = session?.permissions ?? [];
  const stores = session?.stores ?? [];
  const allowed = reportTabs.filter((tab) => permissions.includes('reports:view') || tab === 'inventory');
  const requested = params.get('tab') as ReportTab | null;
  const tab = requested && allowed.includes(requested) ? requested : (allowed[0] ?? 'inventory');
  const defaultRange = usePreferences().data?.reports.defaultRange;
  const { range, dates, error, setRange } = useReportRange(presetOfSetting(defaultRange));
  const { store, setStore } = useReportStore(session?.store.id, stores);
  const query = range && store ? { ...range, store } : null;
  // A store or group in another currency than the session's is shown in its own.
  const currency = store && session ? reportCurrency(store, stores, session.store.id) : null;
  const scopedMoney = currency && session ? { locale: session.format.language, currency } : null;
  const queryClient = useQueryClient();

  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'report.page.title', defaultMessage: 'Reports' })}
        description={intl.formatMessage({
          id: 'report.page.description',
          defaultMessage: 'Analyze your sales and business performance.',
        })}
        actions={
          <>
            {stores.length > 1 && store && <ReportStoreSelect stores={stores} value={store} onChange={setStore} />}
            <ReportDateRangePicker value={dates} onApply={setRange} />
            <Button
              variant="outline"
              disabled={!query}
              onClick={() =>
                query &&
                exportReportCsv(queryClient, tab, query, currency ?? moneyFormat().currency).catch(() =>
                  toast.error(
                    intl.formatMessage({
                      id: 'report.page.exportFailed',
                      defaultMessage: 'The report could not be exported',
                    }),
                  ),
                )
              }
            >
              <Download /> <FormattedMessage id="report.page.export" defaultMessage="Export" />
            </Button>
            <ScheduleReportsButton defaultTab={tab} tabs={allowed} severalStores={stores.length > 1} />
          </>
        }
      />
      {error && (
        <Alert variant="destructive">
          <AlertTitle>{error}</AlertTitle>
          <AlertDescription>
            <FormattedMessage
              id="report.page.badDates"
              defaultMessage="The dates in this address are not valid. Pick a date range to see the reports."
            />
          </AlertDescription>
        </Alert>
      )}
      <ScopedMoneyContext value={scopedMoney}>
        <Tabs
          value={tab}
          onValueChange={(next) => {
            const updated = new URLSearchParams(params);
            updated.set('tab', next);
            setParams(updated, { replace: true });
          }}
        >
          <TabsList className="max-w-full justify-start overflow-x-auto">
            {allowed.map((name) => (
              <TabsTrigger key={name} value={name}>
                <FormattedMessage {...reportTabMessages[name]} />
              </TabsTrigger>
            ))}
          </TabsList>
          {query &&
            allowed.map((name) => (
              <TabsContent key={name} value={name} className="mt-2 space-y-4">
                {name === tab && <ReportTabPanel tab={name} query={query} />}
                {name === tab && name === 'sales' && <PromotionsReportPanel query={query} />}
              </TabsContent>
            ))}
        </Tabs>
      </ScopedMoneyContext>
    </>
  );
}
