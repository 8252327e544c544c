import { z } from 'zod';
import { addDays } from './business-date';
import { reportTabs } from './report-schemas';
import { refusal } from '../i18n/core-message';
import { reportMessages } from './report-messages';

export const scheduleFrequencies = ['daily', 'weekly', 'monthly'] as const;
export type ScheduleFrequency = (typeof scheduleFrequencies)[number];

export const reportScheduleInputSchema = z.object({
  tab: z.enum(reportTabs, refusal(reportMessages.chooseReport)),
  frequency: z.enum(scheduleFrequencies, refusal(reportMessages.chooseFrequency)),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, refusal(reportMessages.timeLike)),
  /** Who gets each run's CSV by e-mail, besides its copy on disk. */
  recipients: z
    .array(z.email(refusal(reportMessages.validRecipients)).max(254))
    .max(10, refusal(reportMessages.tooManyRecipients, { max: 10 }))
    .default([]),
});
export type ReportScheduleInput = z.infer<typeof reportScheduleInputSchema>;

export const reportScheduleSchema = reportScheduleInputSchema.extend({
  id: z.string(),
  createdAt: z.string(),
  lastRunAt: z.string().nullable(),
});
export type ReportSchedule = z.infer<typeof reportScheduleSchema>;

export const reportFileSchema = z.object({
  id: z.string(),
  tab: z.enum(reportTabs),
  from: z.string(),
  to: z.string(),
  fileName: z.string(),
  createdAt: z.string(),
});
export type ReportFile = z.infer<typeof reportFileSchema>;

/**
 * Whether a schedule is due at the store's wall-clock moment, and for which days. Daily reports cover yesterday,
 * weekly ones (on Mondays) the seven days to yesterday, monthly ones (on the 1st) the month before; each runs once
 * per period, at or after its time.
 */
export function dueReport(
  schedule: { frequency: ScheduleFrequency; time: string; lastPeriod: string | null },
  clock: { date: string; time: string; weekday: number },
): { period: string; from: string; to: string } | null {
  if (clock.time < schedule.time) return null;
  const yesterday = addDays(clock.date, -1);
  let due: { period: string; from: string; to: string } | null = null;
  if (schedule.frequency === 'daily') due = { period: clock.date, from: yesterday, to: yesterday };
  if (schedule.frequency === 'weekly' && clock.weekday === 1)
    due = { period: clock.date, from: addDays(clock.date, -7), to: yesterday };
  if (schedule.frequency === 'monthly' && clock.date.endsWith('-01'))
    due = { period: clock.date.slice(0, 7), from: `${yesterday.slice(0, 7)}-01`, to: yesterday };
  return due && due.period !== schedule.lastPeriod ? due : null;
}
