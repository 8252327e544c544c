import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { can } from '@tillwise/core/staff/permissions';
import { PageHeader } from '@/components/page-header';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSession } from '@/features/session/api/get-session';
import { usePreferences } from '@/features/settings/api/get-preferences';
import { HeldActionList } from '@/features/held-action/components/held-action-list';
import { ShiftList } from '@/features/shift/components/shift-list';
import { useSlipPrinter } from '@/features/shift/components/use-slip-printer';
import { VerifyZChainButton } from '@/features/shift/components/verify-z-chain-button';
import { ZReportList } from '@/features/shift/components/z-report-list';
import { useTills } from '@/features/till/api/get-tills';

const ZReportDialog = lazy(() =>
  import('@/features/shift/components/z-report-dialog').then((m) => ({ default: m.ZReportDialog })),
);
const views = ['shifts', 'review', 'held', 'z-reports'] as const;

/** Shifts and Z reports: every drawer session, the closes waiting for review, and the Z history with reprint. */
export function ShiftsRoute() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const isManager = can(useSession().data?.user.role ?? 'cashier', 'shifts:manage');
  const tills = useTills();
  const printer = useSlipPrinter(usePreferences().data?.hardware.paperWidth);
  const tillId = params.get('till') ?? undefined;
  const view = views.find((name) => name === params.get('view')) ?? 'shifts';
  const zReportId = params.get('z');
  const set = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };

  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'shift.history', defaultMessage: 'Shifts' })}
        description={intl.formatMessage({
          id: 'shift.page.description',
          defaultMessage: 'Every till’s drawer sessions, their counts and their Z reports.',
        })}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="w-56">
          <NativeSelect
            aria-label={intl.formatMessage({ id: 'shift.page.till', defaultMessage: 'Till' })}
            value={tillId ?? ''}
            onChange={(event) => set({ till: event.target.value })}
          >
            <NativeSelectOption value="">
              {intl.formatMessage({ id: 'shift.page.allTills', defaultMessage: 'All tills' })}
            </NativeSelectOption>
            {tills.data?.map((till) => (
              <NativeSelectOption key={till.id} value={till.id}>
                {till.name}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </div>
        {isManager && <VerifyZChainButton />}
      </div>
      <Tabs value={view} onValueChange={(next) => set({ view: next })}>
        <TabsList>
          <TabsTrigger value="shifts">
            <FormattedMessage id="shift.history" defaultMessage="Shifts" />
          </TabsTrigger>
          {isManager && (
            <TabsTrigger value="review">
              <FormattedMessage id="shift.status.needsReview" defaultMessage="Needs review" />
            </TabsTrigger>
          )}
          {isManager && (
            <TabsTrigger value="held">
              <FormattedMessage id="shift.page.heldOffline" defaultMessage="Held offline" />
            </TabsTrigger>
          )}
          <TabsTrigger value="z-reports">
            <FormattedMessage id="shift.zReports" defaultMessage="Z reports" />
          </TabsTrigger>
        </TabsList>
        <TabsContent value="shifts">
          <ShiftList tillId={tillId} canApprove={isManager} onOpenZReport={(id) => set({ z: id })} />
        </TabsContent>
        <TabsContent value="review">
          <ShiftList tillId={tillId} needsReview canApprove={isManager} onOpenZReport={(id) => set({ z: id })} />
        </TabsContent>
        <TabsContent value="held">{view === 'held' && <HeldActionList />}</TabsContent>
        <TabsContent value="z-reports">
          <ZReportList tillId={tillId} onOpen={(id) => set({ z: id })} />
        </TabsContent>
      </Tabs>
      <Suspense fallback={null}>
        {zReportId && <ZReportDialog id={zReportId} onPrint={printer.print} onClose={() => set({ z: null })} />}
      </Suspense>
      {printer.printArea}
    </>
  );
}
