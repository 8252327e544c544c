import { defineMessages } from '@tillwise/core/i18n/core-message';

/** What the server says when a report schedule or a written report file is not found. */
export const reportScheduleRefusals = defineMessages({
  scheduleNotFound: { id: 'server.reportSchedule.scheduleNotFound', defaultMessage: 'Schedule not found' },
  fileNotFound: { id: 'server.reportSchedule.fileNotFound', defaultMessage: 'Report file not found' },
  fileNoLongerOnDisk: {
    id: 'server.reportSchedule.fileNoLongerOnDisk',
    defaultMessage: 'The file is no longer on disk',
  },
});
