import { format } from 'date-fns';
import { Trash2 } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { IntlShape } from 'react-intl';
import { Button } from '@/components/ui/button';
import { useDeleteReportSchedule } from '../api/delete-report-schedule';
import { reportFileUrl, useReportFiles } from '../api/get-report-files';
import { useReportSchedules } from '../api/get-report-schedules';
import { scheduleMessages as m } from '../lib/schedule-messages';

// 'MMM dd, HH:mm' in US English as it always read; any other language as Intl writes it.
const lastRunAt = (intl: IntlShape, date: Date) =>
  intl.locale === 'en-US'
    ? format(date, 'MMM dd, HH:mm')
    : intl.formatDate(date, { month: 'short', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
/** The saved schedules, each with its remove button, and the CSV files they have written. */
export function ScheduleLists() {
  const intl = useIntl();
  const schedules = useReportSchedules();
  const files = useReportFiles();
  const remove = useDeleteReportSchedule();
  return (
    <>
      <section aria-label={intl.formatMessage(m.schedules)} className="space-y-2">
        <h3 className="text-sm font-medium">
          <FormattedMessage {...m.schedules} />
        </h3>
        {schedules.data?.length === 0 && (
          <p className="text-sm text-muted-foreground">
            <FormattedMessage {...m.none} />
          </p>
        )}
        <ul className="space-y-1">
          {schedules.data?.map((schedule) => (
            <li
              key={schedule.id}
              className="flex items-center justify-between gap-2 rounded-md border px-3 py-2 text-sm"
            >
              <span>
                <FormattedMessage
                  {...m.line}
                  values={{ tab: schedule.tab, frequency: schedule.frequency, time: schedule.time }}
                />
                {schedule.recipients.length > 0 && (
                  <>
                    {' '}
                    <FormattedMessage {...m.emailedTo} values={{ recipients: schedule.recipients.join(', ') }} />
                  </>
                )}
                {schedule.lastRunAt && (
                  <span className="text-muted-foreground">
                    {' '}
                    <FormattedMessage {...m.lastRun} values={{ when: lastRunAt(intl, new Date(schedule.lastRunAt)) }} />
                  </span>
                )}
              </span>
              <Button
                size="icon"
                variant="ghost"
                aria-label={intl.formatMessage(m.remove, { tab: schedule.tab })}
                onClick={() => remove.mutate(schedule.id)}
              >
                <Trash2 />
              </Button>
            </li>
          ))}
        </ul>
      </section>
      <section aria-label={intl.formatMessage(m.written)} className="space-y-2">
        <h3 className="text-sm font-medium">
          <FormattedMessage {...m.written} />
        </h3>
        {files.data?.length === 0 && (
          <p className="text-sm text-muted-foreground">
            <FormattedMessage {...m.noneWritten} />
          </p>
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
    </>
  );
}
