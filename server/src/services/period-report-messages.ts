import { defineMessages } from '@tillwise/core/i18n/core-message';

/** What the server says when a report asks for stores the person may not see. */
export const periodReportRefusals = defineMessages({
  notAssigned: { id: 'server.periodReport.notAssigned', defaultMessage: 'You are not assigned to any store' },
  noStoreTradesIn: {
    id: 'server.periodReport.noStoreTradesIn',
    defaultMessage: 'None of your stores trades in {currency}',
  },
  noSuchStores: { id: 'server.periodReport.noSuchStores', defaultMessage: 'No such stores' },
  notYourStoresReports: {
    id: 'server.periodReport.notYourStoresReports',
    defaultMessage: "You may not see that store's reports",
  },
  notYourStore: { id: 'server.periodReport.notYourStore', defaultMessage: 'Not your store' },
});
