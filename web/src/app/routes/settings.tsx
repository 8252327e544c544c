import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { defineMessages, useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { PageHeader } from '@/components/page-header';
import { PrintArea } from '@/components/print-area';
import { usePrintJob } from '@/hooks/use-print-job';
import { AddTillCard } from '@/features/secure-till/components/add-till-card';
import { PrinterSettingsCard } from '@/features/printer/components/printer-settings-card';
import { AuditLogCard } from '@/features/audit/components/audit-log-card';
import { QueryError } from '@/components/query-error';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Receipt } from '@/features/sale/components/receipt';
import { sampleSale } from '@/features/sale/components/sample-sale';
import { useSale } from '@/features/sale/api/get-sale';
import { useSales } from '@/features/sale/api/get-sales';
import { useSession } from '@/features/session/api/get-session';
import { useIntegrations } from '@/features/settings/api/get-integrations';
import { usePaymentSettings } from '@/features/settings/api/get-payment-settings';
import { usePreferences } from '@/features/settings/api/get-preferences';
import { useReceiptSettings } from '@/features/settings/api/get-receipt-settings';
import type { ReceiptSettings } from '@tillwise/core/settings/receipt-settings';
import { useCategories } from '@/features/catalog/api/get-categories';
import { useStoreSettings } from '@/features/settings/api/get-store-settings';
import { useDiscountCaps } from '@/features/settings/api/get-discount-caps';
import { GeneralSettings } from '@/features/settings/components/general-settings';
import { IntegrationSettings } from '@/features/settings/components/integration-settings';
import { ApiKeysCard } from '@/features/api-key/components/api-keys-card';
import { WebhooksCard } from '@/features/webhook/components/webhooks-card';
import { MailSettings } from '@/features/mail/components/mail-settings';
import { PaymentSettingsForm } from '@/features/settings/components/payment-settings-form';
import { StartForRealSettings } from '@/features/settings/components/start-for-real-settings';
import {
  AlertSettings,
  HardwareSettings,
  ReportSettings,
  SecuritySettings,
} from '@/features/settings/components/preference-settings';
import { CashSettings } from '@/features/settings/components/cash-settings';
import { DiscountCapSettings } from '@/features/settings/components/discount-cap-settings';
import { ReceiptSettingsForm } from '@/features/settings/components/receipt-settings-form';
import { TeamSettings } from '@/features/staff/components/team-settings';
import { useStores } from '@/features/store/api/get-stores';
import { ChainStores } from '@/features/store/components/chain-stores';
import { TillSettings } from '@/features/till/components/till-settings';
import { PromotionSettings } from './settings-promotions';

const tabs = [
  'General',
  'Payments',
  'Promotions',
  'Team',
  'Receipts',
  'Hardware',
  'Reports',
  'Alerts',
  'Security',
  'Integrations',
] as const;
type Tab = (typeof tabs)[number];

// The tab's English name stays its value and its address (?tab=team); what it shows follows the language.
const tabMessages: Record<Tab, MessageDescriptor> = defineMessages({
  General: { id: 'settings.tab.general', defaultMessage: 'General' },
  Payments: { id: 'settings.tab.payments', defaultMessage: 'Payments' },
  Promotions: { id: 'settings.tab.promotions', defaultMessage: 'Promotions' },
  Team: { id: 'settings.tab.team', defaultMessage: 'Team' },
  Receipts: { id: 'settings.tab.receipts', defaultMessage: 'Receipts' },
  Hardware: { id: 'settings.tab.hardware', defaultMessage: 'Hardware' },
  Reports: { id: 'settings.tab.reports', defaultMessage: 'Reports' },
  Alerts: { id: 'settings.tab.alerts', defaultMessage: 'Alerts' },
  Security: { id: 'settings.tab.security', defaultMessage: 'Security' },
  Integrations: { id: 'settings.tab.integrations', defaultMessage: 'Integrations' },
});

function Loading({ query }: { query: { isError: boolean; error: Error | null; refetch: () => unknown } }) {
  return query.isError && query.error ? (
    <QueryError error={query.error} onRetry={() => void query.refetch()} />
  ) : (
    <Skeleton className="h-64" />
  );
}

export function SettingsRoute() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab')?.toLowerCase();
  const tab = tabs.find((name) => name.toLowerCase() === requested) ?? 'General';
  const session = useSession().data;
  const permissions = session?.permissions ?? [];
  const canManageStaff = permissions.includes('staff:manage');
  const canManageStores = permissions.includes('stores:manage');
  const canManageTills = permissions.includes('tills:manage');
  const canReadAudit = permissions.includes('audit:view');
  const canStartForReal = permissions.includes('store:reset');
  const canManageIntegrations = permissions.includes('integrations:manage');
  const store = useStoreSettings();
  const discountCaps = useDiscountCaps();
  const categories = useCategories();
  const payments = usePaymentSettings();
  const receipt = useReceiptSettings();
  const preferences = usePreferences();
  const integrations = useIntegrations();
  const chain = useStores(canManageStores);
  const latest = useSales({ status: 'completed', page: 1, pageSize: 1 }, tab === 'Receipts');
  const latestSale = useSale(latest.data?.items[0]?.id ?? null);
  const [now] = useState(() => new Date());
  const paperWidth = preferences.data?.hardware.paperWidth ?? 80;
  const receiptPrint = usePrintJob<ReceiptSettings>();
  const p = preferences.data;

  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'settings.title', defaultMessage: 'Settings' })}
        description={intl.formatMessage({
          id: 'settings.description',
          defaultMessage: 'Manage your store settings and preferences.',
        })}
      />
      <Tabs value={tab} onValueChange={(next) => setParams({ tab: next.toLowerCase() }, { replace: true })}>
        <TabsList className="h-auto max-w-full flex-wrap justify-start">
          {tabs.map((name) => (
            <TabsTrigger key={name} value={name} className="flex-none">
              {intl.formatMessage(tabMessages[name])}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="General" className="space-y-6">
          {store.data ? (
            <GeneralSettings store={store.data} categories={categories.data ?? []} />
          ) : (
            <Loading query={store} />
          )}
          {canManageStores && session && <ChainStores current={session.store} template={store.data} />}
          {canStartForReal && store.data && <StartForRealSettings storeName={store.data.name} />}
        </TabsContent>
        <TabsContent value="Payments">
          {payments.data ? <PaymentSettingsForm settings={payments.data} /> : <Loading query={payments} />}
        </TabsContent>
        <TabsContent value="Promotions">
          {tab === 'Promotions' && <PromotionSettings canManageStores={canManageStores} />}
        </TabsContent>
        <TabsContent value="Team" className="space-y-6">
          <TeamSettings
            canManage={canManageStaff}
            pinLength={p?.security.pinLength ?? 4}
            stores={chain.data ?? session?.stores ?? []}
            currentStoreId={session?.store.id ?? ''}
          />
          {discountCaps.data ? <DiscountCapSettings initial={discountCaps.data} /> : <Loading query={discountCaps} />}
        </TabsContent>
        <TabsContent value="Receipts">
          {receipt.data ? (
            <ReceiptSettingsForm
              settings={receipt.data}
              renderPreview={(draft) => (
                <Receipt sale={latestSale.data ?? sampleSale(now)} settings={draft} paperWidth={paperWidth} />
              )}
              onPrint={receiptPrint.print}
            />
          ) : (
            <Loading query={receipt} />
          )}
          {receiptPrint.item && (
            <PrintArea paperWidth={paperWidth} testId="print-receipt">
              <Receipt
                sale={latestSale.data ?? sampleSale(now)}
                settings={receiptPrint.item}
                paperWidth={paperWidth}
                onReady={receiptPrint.onReady}
              />
            </PrintArea>
          )}
        </TabsContent>
        <TabsContent value="Hardware" className="space-y-6">
          {p ? <HardwareSettings initial={p.hardware} /> : <Loading query={preferences} />}
          <AddTillCard />
          <PrinterSettingsCard />
          {session && <TillSettings canManage={canManageTills} store={session.store} />}
          {p && <CashSettings initial={p.cash} />}
        </TabsContent>
        <TabsContent value="Reports">
          {p ? <ReportSettings initial={p.reports} /> : <Loading query={preferences} />}
        </TabsContent>
        <TabsContent value="Alerts">
          {p ? <AlertSettings initial={p.alerts} /> : <Loading query={preferences} />}
        </TabsContent>
        <TabsContent value="Security" className="space-y-6">
          {p ? <SecuritySettings initial={p.security} /> : <Loading query={preferences} />}
          {canReadAudit && <AuditLogCard />}
        </TabsContent>
        <TabsContent value="Integrations" className="space-y-6">
          {canManageIntegrations && tab === 'Integrations' && (
            <>
              <ApiKeysCard stores={chain.data ?? session?.stores ?? []} />
              <WebhooksCard stores={chain.data ?? session?.stores ?? []} />
            </>
          )}
          {tab === 'Integrations' && (
            <section
              aria-label={intl.formatMessage({ id: 'settings.email', defaultMessage: 'E-mail' })}
              className="space-y-3"
            >
              <h2 className="text-lg font-semibold">
                {intl.formatMessage({ id: 'settings.email', defaultMessage: 'E-mail' })}
              </h2>
              <MailSettings />
            </section>
          )}
          {integrations.data ? (
            <IntegrationSettings integrations={integrations.data} />
          ) : (
            <Loading query={integrations} />
          )}
        </TabsContent>
      </Tabs>
    </>
  );
}
