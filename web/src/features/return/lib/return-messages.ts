import { defineMessages } from 'react-intl';
import type { IntlShape } from 'react-intl';

// Core's returnTenderError, by the field it names, as the till says it.
const refusals = defineMessages({
  lines: { id: 'return.refused.none', defaultMessage: 'This store does not take returns without a receipt' },
  tender: { id: 'return.refused.creditOnly', defaultMessage: 'Returns without a receipt go to store credit only' },
  customerId: { id: 'return.refused.customer', defaultMessage: 'Choose the customer who gets the store credit' },
});

/** Why core's returnTenderError refuses the return, in the person's language. */
export function refusalText(intl: IntlShape, refused: { path: string; message: string }) {
  const message = refusals[refused.path as keyof typeof refusals] as (typeof refusals)['lines'] | undefined;
  return message ? intl.formatMessage(message) : refused.message;
}
