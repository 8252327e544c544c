import { defineMessages } from '../i18n/core-message';

/** What Settings › Tills says when a till's name does not read, and what a till asking for receipt numbers is told. */
export const tillMessages = defineMessages({
  enterTillName: { id: 'core.till.enterTillName', defaultMessage: 'Enter a name for the till' },
  nameTooLong: { id: 'core.till.nameTooLong', defaultMessage: 'Keep the name under {max} characters' },
  changeSomething: {
    id: 'core.till.changeSomething',
    defaultMessage: 'Change the name or whether the till is in use',
  },
  askForAtLeastOne: { id: 'core.till.askForAtLeastOne', defaultMessage: 'Ask for at least 1 number' },
  askForAtMost: { id: 'core.till.askForAtMost', defaultMessage: 'Ask for at most {max} numbers' },
});
