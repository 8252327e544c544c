import { defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import type { ScheduleFrequency } from '@tillwise/core/report/report-schedule';

/** How often a schedule runs, as its option reads. */
export const frequencyMessages: Record<ScheduleFrequency, MessageDescriptor> = defineMessages({
  daily: { id: 'report.schedule.frequency.daily', defaultMessage: 'Daily (yesterday)' },
  weekly: { id: 'report.schedule.frequency.weekly', defaultMessage: 'Weekly on Monday (last 7 days)' },
  monthly: { id: 'report.schedule.frequency.monthly', defaultMessage: 'Monthly on the 1st (last month)' },
});

/** The Schedule dialog's words. */
export const scheduleMessages = defineMessages({
  open: { id: 'report.schedule.open', defaultMessage: 'Schedule' },
  scheduled: { id: 'report.schedule.scheduled', defaultMessage: 'Report scheduled' },
  // The tab and frequency are selects, not words passed in, so each language words them as its grammar needs.
  scheduledDescription: {
    id: 'report.schedule.scheduledDescription',
    defaultMessage:
      '{tab, select, sales {Sales} products {Products} staff {Staff} inventory {Inventory} finance {Finance} other {{tab}}}, {frequency, select, daily {daily} weekly {weekly} monthly {monthly} other {{frequency}}} at {time}',
  },
  title: { id: 'report.schedule.title', defaultMessage: 'Schedule reports' },
  description: {
    id: 'report.schedule.description',
    defaultMessage:
      'Due reports are written as CSV files in the store’s data folder and listed here, and e-mailed to whoever you name.',
  },
  severalStores: {
    id: 'report.schedule.severalStores',
    defaultMessage: 'Each covers every store; times are in the first store’s time zone.',
  },
  report: { id: 'report.schedule.report', defaultMessage: 'Report' },
  frequency: { id: 'report.schedule.frequency', defaultMessage: 'How often' },
  time: { id: 'report.schedule.time', defaultMessage: 'Time' },
  recipients: { id: 'report.schedule.recipients', defaultMessage: 'E-mail to (optional)' },
  recipientsHint: {
    id: 'report.schedule.recipientsHint',
    defaultMessage: 'Addresses separated by commas; each run’s CSV is e-mailed to them too.',
  },
  recipientsPlaceholder: {
    id: 'report.schedule.recipientsPlaceholder',
    defaultMessage: 'owner@example.com, books@example.com',
  },
  save: { id: 'report.schedule.save', defaultMessage: 'Save Schedule' },
  schedules: { id: 'report.schedule.schedules', defaultMessage: 'Schedules' },
  none: { id: 'report.schedule.none', defaultMessage: 'No reports are scheduled.' },
  line: {
    id: 'report.schedule.line',
    defaultMessage:
      '{tab, select, sales {Sales} products {Products} staff {Staff} inventory {Inventory} finance {Finance} other {{tab}}} · {frequency, select, daily {daily} weekly {weekly} monthly {monthly} other {{frequency}}} at {time}',
  },
  emailedTo: { id: 'report.schedule.emailedTo', defaultMessage: '· e-mailed to {recipients}' },
  lastRun: { id: 'report.schedule.lastRun', defaultMessage: '· last run {when}' },
  remove: {
    id: 'report.schedule.remove',
    defaultMessage:
      'Remove {tab, select, sales {sales} products {products} staff {staff} inventory {inventory} finance {finance} other {{tab}}} schedule',
  },
  written: { id: 'report.schedule.written', defaultMessage: 'Written reports' },
  noneWritten: {
    id: 'report.schedule.noneWritten',
    defaultMessage: 'None yet: the first appears when a schedule is due.',
  },
});
