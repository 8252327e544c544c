import { defineMessages } from '../i18n/core-message';

/** What the store's additional taxes (a state, a county, a city tax) refuse. */
export const taxMessages = defineMessages({
  nameTheTax: { id: 'core.tax.nameTheTax', defaultMessage: 'Name the tax' },
  nameTooLong: { id: 'core.tax.nameTooLong', defaultMessage: 'Keep the name under {max} characters' },
  enterRate: { id: 'core.tax.enterRate', defaultMessage: 'Enter a rate' },
  rateAboveZero: { id: 'core.tax.rateAboveZero', defaultMessage: 'Enter a rate above 0' },
  rateRange: { id: 'core.tax.rateRange', defaultMessage: 'The rate is 0 to 100' },
  tooManyTaxes: { id: 'core.tax.tooManyTaxes', defaultMessage: 'Add at most {max} additional taxes' },
  ownName: { id: 'core.tax.ownName', defaultMessage: 'Give each tax its own name' },
});
