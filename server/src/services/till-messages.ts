import { defineMessages } from '@tillwise/core/i18n/core-message';

/** What the server says about a till it does not find or cannot use, and the receipt numbers issued to a till. */
export const tillRefusals = defineMessages({
  unknown: { id: 'server.till.unknown', defaultMessage: 'Unknown till' },
  notFound: { id: 'server.till.notFound', defaultMessage: 'Till not found' },
  noLongerInUse: { id: 'server.till.noLongerInUse', defaultMessage: '{till} is no longer in use' },
  nameExists: { id: 'server.till.nameExists', defaultMessage: 'A till called {name} already exists' },
  nameTaken: { id: 'server.till.nameTaken', defaultMessage: 'That name is taken' },
  closeShiftFirst: {
    id: 'server.till.closeShiftFirst',
    defaultMessage: 'Close the shift open on {till} before taking it out of use',
  },
  blockIdTaken: {
    id: 'server.till.blockIdTaken',
    defaultMessage: 'This block id belongs to another till or kind of number',
  },
  orderNumberNotIssued: {
    id: 'server.till.orderNumberNotIssued',
    defaultMessage: 'That order number was not issued to this till',
  },
  refundNumberNotIssued: {
    id: 'server.till.refundNumberNotIssued',
    defaultMessage: 'That refund number was not issued to this till',
  },
  orderNumberUsed: { id: 'server.till.orderNumberUsed', defaultMessage: 'That order number is already used' },
  refundNumberUsed: { id: 'server.till.refundNumberUsed', defaultMessage: 'That refund number is already used' },
});
