import { defineMessages } from '@tillwise/core/i18n/core-message';

/** What the API says of a request it cannot read, before any service sees it (each field's problem says what). */
export const requestMessages = defineMessages({
  invalidBody: { id: 'server.request.invalidBody', defaultMessage: 'Invalid body' },
  invalidQuery: { id: 'server.request.invalidQuery', defaultMessage: 'Invalid query' },
  invalidParams: { id: 'server.request.invalidParams', defaultMessage: 'Invalid params' },
  invalidHeaders: { id: 'server.request.invalidHeaders', defaultMessage: 'Invalid headers' },
  invalidRequest: { id: 'server.request.invalidRequest', defaultMessage: 'Invalid request' },
  nulCharacter: { id: 'server.request.nulCharacter', defaultMessage: 'Text cannot contain a NUL character' },
  invalidValue: { id: 'server.request.invalidValue', defaultMessage: 'Invalid value' },
});
