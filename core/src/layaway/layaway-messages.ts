import { defineMessages } from '../i18n/core-message';

/** What a layaway's rules say when what a till sends does not read. */
/** Why a deposit cannot start a layaway. */
export const depositMessages = defineMessages({
  atLeast: { id: 'core.layaway.depositAtLeast', defaultMessage: 'The deposit must be at least {least} ({percent} %)' },
  wholePrice: {
    id: 'core.layaway.depositWholePrice',
    defaultMessage: 'That pays the whole price: sell it at the till instead',
  },
});

export const layawayMessages = defineMessages({
  chooseCashOrCard: { id: 'core.layaway.chooseCashOrCard', defaultMessage: 'Choose cash or card' },
  enterAmount: { id: 'core.layaway.enterAmount', defaultMessage: 'Enter an amount like {example}' },
  wholeCents: { id: 'core.layaway.wholeCents', defaultMessage: 'Enter whole cents' },
  chooseCustomer: { id: 'core.layaway.chooseCustomer', defaultMessage: 'Choose the customer the layaway is for' },
  enterDate: { id: 'core.layaway.enterDate', defaultMessage: 'Enter a date like {example}' },
  noteTooLong: { id: 'core.layaway.noteTooLong', defaultMessage: 'Keep the note to {max} characters' },
});
