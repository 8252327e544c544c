import { createIntl } from 'react-intl';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { setMessageLanguage } from '@tillwise/core/i18n/core-message';
import { moneyFormat } from '@/lib/money';

let sessionIntl: IntlShape = createIntl({ locale: 'en-US', defaultLocale: 'en-US', messages: {} });

/**
 * A message said outside React's reach (an error a plain function throws for the screen to show), in the signed-in
 * person's language; US English before anyone signs in.
 */
export const sayInSession = (message: MessageDescriptor, values?: Record<string, string | number>) =>
  sessionIntl.formatMessage(message, values);

/**
 * Core's messages (what its forms' rules refuse, its quantity hints) said from now on in `intl`'s language, amounts in
 * the session's money: set by the session gate with the money's format. What the catalogue does not translate core
 * says in US English.
 */
export function sayCoreMessagesIn(intl: IntlShape) {
  sessionIntl = intl;
  setMessageLanguage({
    locale: intl.locale,
    money: moneyFormat(),
    // Only a message the catalogue has: its US English is core's to fill in (the app carries no ICU parser).
    translate: (message, values) => (message.id in intl.messages ? intl.formatMessage(message, values) : null),
  });
}
