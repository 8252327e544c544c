import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarClock } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { reportScheduleInputSchema, scheduleFrequencies } from '@tillwise/core/report/report-schedule';
import type { ReportScheduleInput } from '@tillwise/core/report/report-schedule';
import type { z } from 'zod';
import type { ReportTab } from '@tillwise/core/report/report-schemas';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';
import { Separator } from '@/components/ui/separator';
import { showServerErrors } from '@/lib/form-errors';
import { useCreateReportSchedule } from '../api/create-report-schedule';
import { reportTabMessages } from '../lib/report-messages';
import { frequencyMessages, scheduleMessages as m } from '../lib/schedule-messages';
import { ScheduleLists } from './schedule-lists';

type FormValues = z.input<typeof reportScheduleInputSchema>;

/** "a@x.com, b@y.com" as the list the schedule keeps. */
const addressList = (typed: unknown) =>
  typeof typed === 'string'
    ? typed
        .split(/[\s,;]+/)
        .map((address) => address.trim())
        .filter(Boolean)
    : typed;

/** Schedule: save which report runs when; the server writes each due report as CSV and lists it to download. */
export function ScheduleReportsButton({
  defaultTab,
  tabs,
  severalStores = false,
}: {
  defaultTab: ReportTab;
  tabs: ReportTab[];
  /** Scheduled reports cover the whole chain; with several stores the dialog says so. */
  severalStores?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <CalendarClock /> <FormattedMessage {...m.open} />
      </Button>
      {open && (
        <ScheduleDialog
          defaultTab={defaultTab}
          tabs={tabs}
          severalStores={severalStores}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

function ScheduleDialog({
  defaultTab,
  tabs,
  severalStores,
  onClose,
}: {
  defaultTab: ReportTab;
  tabs: ReportTab[];
  severalStores: boolean;
  onClose: () => void;
}) {
  const intl = useIntl();
  const form = useForm<FormValues, unknown, ReportScheduleInput>({
    resolver: zodResolver(reportScheduleInputSchema),
    defaultValues: { tab: defaultTab, frequency: 'daily', time: '07:00', recipients: [] },
  });
  const create = useCreateReportSchedule({
    onSuccess: (schedule) =>
      toast.success(intl.formatMessage(m.scheduled), {
        description: intl.formatMessage(m.scheduledDescription, {
          tab: schedule.tab,
          frequency: schedule.frequency,
          time: schedule.time,
        }),
      }),
    onError: (error) => showServerErrors(form.setError, form.getValues(), error),
  });
  const errors = form.formState.errors;
  const recipientsError = errors.recipients?.message ?? errors.recipients?.find?.((error) => error)?.message;

  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage {...m.title} />
          </DialogTitle>
          <DialogDescription>
            <FormattedMessage {...m.description} />
            {severalStores && (
              <>
                {' '}
                <FormattedMessage {...m.severalStores} />
              </>
            )}
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-3 sm:grid-cols-3"
          noValidate
          onSubmit={form.handleSubmit((input) => create.mutate(input))}
        >
          <FormField id="schedule-tab" label={intl.formatMessage(m.report)} error={errors.tab?.message}>
            <NativeSelect id="schedule-tab" {...form.register('tab')}>
              {tabs.map((tab) => (
                <NativeSelectOption key={tab} value={tab}>
                  {intl.formatMessage(reportTabMessages[tab])}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id="schedule-frequency" label={intl.formatMessage(m.frequency)} error={errors.frequency?.message}>
            <NativeSelect id="schedule-frequency" {...form.register('frequency')}>
              {scheduleFrequencies.map((frequency) => (
                <NativeSelectOption key={frequency} value={frequency}>
                  {intl.formatMessage(frequencyMessages[frequency])}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id="schedule-time" label={intl.formatMessage(m.time)} error={errors.time?.message}>
            <Input id="schedule-time" type="time" aria-invalid={Boolean(errors.time)} {...form.register('time')} />
          </FormField>
          <FormField
            id="schedule-recipients"
            label={intl.formatMessage(m.recipients)}
            hint={intl.formatMessage(m.recipientsHint)}
            error={recipientsError}
            className="sm:col-span-3"
          >
            <Input
              id="schedule-recipients"
              type="text"
              inputMode="email"
              autoComplete="off"
              placeholder={intl.formatMessage(m.recipientsPlaceholder)}
              aria-invalid={Boolean(recipientsError)}
              {...form.register('recipients', { setValueAs: addressList })}
            />
          </FormField>
          <div className="flex justify-end sm:col-span-3">
            <Button type="submit" disabled={create.isPending}>
              <FormattedMessage {...m.save} />
            </Button>
          </div>
        </form>
        <Separator />
        <ScheduleLists />
      </DialogContent>
    </Dialog>
  );
}
