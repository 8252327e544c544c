import { defineMessages } from '../i18n/core-message';

/** What the accounting export says when its query does not read (its dates say what the reports' say). */
export const accountingMessages = defineMessages({
  chooseFormat: { id: 'core.accounting.chooseFormat', defaultMessage: 'Choose generic, xero or quickbooks' },
  rangeTooLong: { id: 'core.accounting.rangeTooLong', defaultMessage: 'Export at most {max} days at a time' },
});
