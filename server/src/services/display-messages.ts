import { defineMessages } from '@tillwise/core/i18n/core-message';

/** What the server says when it refuses to pair a customer display with a till or to connect one. */
export const displayRefusals = defineMessages({
  unknownTill: { id: 'server.display.unknownTill', defaultMessage: 'Unknown till' },
  tillOfAnotherStore: { id: 'server.display.tillOfAnotherStore', defaultMessage: '{till} belongs to another store' },
  thisTillOfAnotherStore: {
    id: 'server.display.thisTillOfAnotherStore',
    defaultMessage: 'This till belongs to another store',
  },
  tillNotInUse: {
    id: 'server.display.tillNotInUse',
    defaultMessage: '{till} is no longer in use. Choose another till.',
  },
  codeOnScreens: {
    id: 'server.display.codeOnScreens',
    defaultMessage: 'This display code is in use on {count} screens already',
  },
});
