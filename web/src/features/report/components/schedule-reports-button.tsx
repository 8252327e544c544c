import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { format } from 'date-fns';
import { CalendarClock, Trash2 } from 'lucide-react';
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
import { useDeleteReportSchedule } from '../api/delete-report-schedule';
import { reportFileUrl, useReportFiles } from '../api/get-report-files';
import { useReportSchedules } from '../api/get-report-schedules';

const frequencyLabels = {
  daily: 'Daily (yesterday)',
  weekly: 'Weekly on Monday (last 7 days)',
  monthly: 'Monthly on the 1st (last month)',
};
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
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
        <CalendarClock /> Schedule
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
  const schedules = useReportSchedules();
  const files = useReportFiles();
  const remove = useDeleteReportSchedule();
  const form = useForm<FormValues, unknown, ReportScheduleInput>({
    resolver: zodResolver(reportScheduleInputSchema),
    defaultValues: { tab: defaultTab, frequency: 'daily', time: '07:00', recipients: [] },
  });
  const create = useCreateReportSchedule({
    onSuccess: (schedule) =>
      toast.success('Report scheduled', {
        description: `${capitalised(schedule.tab)}, ${schedule.frequency} at ${schedule.time}`,
      }),
    onError: (error) => showServerErrors(form.setError, form.getValues(), error),
  });
  const errors = form.formState.errors;
  const recipientsError = errors.recipients?.message ?? errors.recipients?.find?.((error) => error)?.message;

  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Schedule reports</DialogTitle>
          <DialogDescription>
            Due reports are written as CSV files in the store’s data folder and listed here, and e-mailed to whoever you
            name.
            {severalStores && ' Each covers every store; times are in the first store’s time zone.'}
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-3 sm:grid-cols-3"
          noValidate
          onSubmit={form.handleSubmit((input) => create.mutate(input))}
        >
          <FormField id="schedule-tab" label="Report" error={errors.tab?.message}>
            <NativeSelect id="schedule-tab" {...form.register('tab')}>
              {tabs.map((tab) => (
                <NativeSelectOption key={tab} value={tab}>
                  {capitalised(tab)}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id="schedule-frequency" label="How often" error={errors.frequency?.message}>
            <NativeSelect id="schedule-frequency" {...form.register('frequency')}>
              {scheduleFrequencies.map((frequency) => (
                <NativeSelectOption key={frequency} value={frequency}>
                  {frequencyLabels[frequency]}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id="schedule-time" label="Time" error={errors.time?.message}>
            <Input id="schedule-time" type="time" aria-invalid={Boolean(errors.time)} {...form.register('time')} />
          </FormField>
          <FormField
            id="schedule-recipients"
            label="E-mail to (optional)"
            hint="Addresses separated by commas; each run’s CSV is e-mailed to them too."
            error={recipientsError}
            className="sm:col-span-3"
          >
            <Input
              id="schedule-recipients"
              type="text"
              inputMode="email"
              autoComplete="off"
              placeholder="owner@example.com, books@example.com"
              aria-invalid={Boolean(recipientsError)}
              {...form.register('recipients', { setValueAs: addressList })}
            />
          </FormField>
          <div className="flex justify-end sm:col-span-3">
            <Button type="submit" disabled={create.isPending}>
              Save Schedule
            </Button>
          </div>
        </form>
        <Separator />
        <section aria-label="Schedules" className="space-y-2">
          <h3 className="text-sm font-medium">Schedules</h3>
          {schedules.data?.length === 0 && <p className="text-sm text-muted-foreground">No reports are scheduled.</p>}
          <ul className="space-y-1">
            {schedules.data?.map((schedule) => (
              <li
                key={schedule.id}
                className="flex items-center justify-between gap-2 rounded-md border px-3 py-2 text-sm"
              >
                <span>
                  {capitalised(schedule.tab)} · {schedule.frequency} at {schedule.time}
                  {schedule.recipients.length > 0 && ` · e-mailed to ${schedule.recipients.join(', ')}`}
                  {schedule.lastRunAt && (
                    <span className="text-muted-foreground">
                      {' '}
                      · last run {format(new Date(schedule.lastRunAt), 'MMM dd, HH:mm')}
                    </span>
                  )}
                </span>
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={`Remove ${schedule.tab} schedule`}
                  onClick={() => remove.mutate(schedule.id)}
                >
                  <Trash2 />
                </Button>
              </li>
            ))}
          </ul>
        </section>
        <section aria-label="Written reports" className="space-y-2">
          <h3 className="text-sm font-medium">Written reports</h3>
          {files.data?.length === 0 && (
            <p className="text-sm text-muted-foreground">None yet: the first appears when a schedule is due.</p>
          )}
          <ul className="space-y-1">
            {files.data?.map((file) => (
              <li key={file.id} className="text-sm">
                <a className="underline underline-offset-2" href={reportFileUrl(file.id)} download={file.fileName}>
                  {file.fileName}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </DialogContent>
    </Dialog>
  );
}
