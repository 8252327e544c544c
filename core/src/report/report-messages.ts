import { defineMessages } from '../i18n/core-message';

/** What the reports' date range and a report schedule say when a field does not read. */
export const reportMessages = defineMessages({
  dateLike: { id: 'core.report.dateLike', defaultMessage: 'Use a date like 2026-11-22' },
  endBeforeStart: { id: 'core.report.endBeforeStart', defaultMessage: 'The end date is before the start date' },
  rangeTooLong: { id: 'core.report.rangeTooLong', defaultMessage: 'Choose a range of at most ten years' },
  chooseReport: { id: 'core.report.chooseReport', defaultMessage: 'Choose a report' },
  chooseFrequency: { id: 'core.report.chooseFrequency', defaultMessage: 'Choose how often' },
  timeLike: { id: 'core.report.timeLike', defaultMessage: 'Use a time like 07:30' },
  validRecipients: {
    id: 'core.report.validRecipients',
    defaultMessage: 'Enter valid e-mail addresses, separated by commas',
  },
  tooManyRecipients: {
    id: 'core.report.tooManyRecipients',
    defaultMessage: 'E-mail a report to {max} addresses at most',
  },
});
