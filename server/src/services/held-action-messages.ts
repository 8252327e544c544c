import { defineMessages } from '@tillwise/core/i18n/core-message';

/** What the server says when a manager decides on an offline sale or refund held for review. */
export const heldActionRefusals = defineMessages({
  notFound: { id: 'server.heldAction.notFound', defaultMessage: 'Held action not found' },
  saleAlreadyRecorded: {
    id: 'server.heldAction.saleAlreadyRecorded',
    defaultMessage: 'This sale was already recorded',
  },
  saleAlreadyDismissed: {
    id: 'server.heldAction.saleAlreadyDismissed',
    defaultMessage: 'This sale was already dismissed',
  },
  refundAlreadyRecorded: {
    id: 'server.heldAction.refundAlreadyRecorded',
    defaultMessage: 'This refund was already recorded',
  },
  refundAlreadyDismissed: {
    id: 'server.heldAction.refundAlreadyDismissed',
    defaultMessage: 'This refund was already dismissed',
  },
  decidedFirst: { id: 'server.heldAction.decidedFirst', defaultMessage: 'Someone else decided on this one first' },
});
