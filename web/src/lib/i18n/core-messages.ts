import type { IntlShape } from 'react-intl';
import { setMessageLanguage } from '@tillwise/core/i18n/core-message';
import { moneyFormat } from '@/lib/money';

/**
 * Core's messages (what its forms' rules refuse, its quantity hints) said from now on in `intl`'s language, amounts in
 * the session's money: set by the session gate with the money's format. What the catalogue does not translate core
 * says in US English.
 */
export function sayCoreMessagesIn(intl: IntlShape) {
  setMessageLanguage({
    locale: intl.locale,
    money: moneyFormat(),
    // Only a message the catalogue has: its US English is core's to fill in (the app carries no ICU parser).
    translate: (message, values) => (message.id in intl.messages ? intl.formatMessage(message, values) : null),
  });
}
