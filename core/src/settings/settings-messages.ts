import { defineMessages } from '../i18n/core-message';

/** What Settings' tabs say when a field does not read (General, Receipts, Payments, Team, and starting for real). */
export const settingsMessages = defineMessages({
  keepItUnder: { id: 'core.settings.keepItUnder', defaultMessage: 'Keep it under {max} characters' },
  enterBusinessName: { id: 'core.settings.enterBusinessName', defaultMessage: 'Enter the business name' },
  chooseBusinessType: { id: 'core.settings.chooseBusinessType', defaultMessage: 'Choose a business type' },
  validEmail: { id: 'core.settings.validEmail', defaultMessage: 'Enter a valid email address' },
  enterTaxRate: { id: 'core.settings.enterTaxRate', defaultMessage: 'Enter a tax rate' },
  taxRateRange: { id: 'core.settings.taxRateRange', defaultMessage: 'The tax rate is 0 to 100' },
  enterTaxName: { id: 'core.settings.enterTaxName', defaultMessage: 'Enter the tax name' },
  choosePricesShown: { id: 'core.settings.choosePricesShown', defaultMessage: 'Choose how prices are shown' },
  chooseTimeZone: { id: 'core.settings.chooseTimeZone', defaultMessage: 'Choose a time zone' },
  chooseLanguage: { id: 'core.settings.chooseLanguage', defaultMessage: 'Choose a language' },
  currencyCode: { id: 'core.settings.currencyCode', defaultMessage: 'Enter a currency code such as USD, EUR or GBP' },
  logoTooLarge: {
    id: 'core.settings.logoTooLarge',
    defaultMessage: 'The logo is too large; use an image of about 500 KB or less',
  },
  logoNotImage: { id: 'core.settings.logoNotImage', defaultMessage: 'The logo must be an image' },
  typeStoreName: { id: 'core.settings.typeStoreName', defaultMessage: 'Type the store’s name to confirm' },
  wholePercentage: { id: 'core.settings.wholePercentage', defaultMessage: 'Use a whole percentage' },
  percentRange: { id: 'core.settings.percentRange', defaultMessage: 'Use 0 to 100 %' },
  enterManagerCap: { id: 'core.settings.enterManagerCap', defaultMessage: 'Enter the manager cap' },
  enterCashierCap: { id: 'core.settings.enterCashierCap', defaultMessage: 'Enter the cashier cap' },
  enterInventoryCap: { id: 'core.settings.enterInventoryCap', defaultMessage: 'Enter the inventory cap' },
});

/** What Settings › Payments says when a field does not read ({amount}s in the store's money). */
export const paymentSettingsMessages = defineMessages({
  keepOneMethod: { id: 'core.settings.keepOneMethod', defaultMessage: 'Keep at least one payment method' },
  prefixCharacters: { id: 'core.settings.prefixCharacters', defaultMessage: 'Use letters, digits or dashes' },
  limitNegative: { id: 'core.settings.limitNegative', defaultMessage: 'The limit cannot be below {amount}' },
  limitAtMost: { id: 'core.settings.limitAtMost', defaultMessage: 'Keep the limit at {amount} or less' },
  chooseRounding: { id: 'core.settings.chooseRounding', defaultMessage: 'Choose no rounding, {nickel} or {dime}' },
  chooseNoReceiptRefunds: {
    id: 'core.settings.chooseNoReceiptRefunds',
    defaultMessage: 'Choose store credit only, store credit or cash, or not accepted',
  },
  enterDeposit: {
    id: 'core.settings.enterDeposit',
    defaultMessage: 'Enter the deposit as a percentage like {example}',
  },
  depositWhole: { id: 'core.settings.depositWhole', defaultMessage: 'Enter the deposit as a whole percentage' },
  depositBelowZero: { id: 'core.settings.depositBelowZero', defaultMessage: 'The deposit cannot be below 0 %' },
  depositAboveAll: { id: 'core.settings.depositAboveAll', defaultMessage: 'The deposit cannot be above 100 %' },
  enterFee: { id: 'core.settings.enterFee', defaultMessage: 'Enter the fee as a percentage like {example}' },
  feeWhole: { id: 'core.settings.feeWhole', defaultMessage: 'Enter the fee as a whole percentage' },
  feeBelowZero: { id: 'core.settings.feeBelowZero', defaultMessage: 'The fee cannot be below 0 %' },
  feeAboveAll: { id: 'core.settings.feeAboveAll', defaultMessage: 'The fee cannot be above 100 %' },
});

/** What the Preferences tabs say when a field does not read (hardware, reports, security, cash, refunds). */
export const preferenceMessages = defineMessages({
  choosePaperWidth: { id: 'core.settings.choosePaperWidth', defaultMessage: 'Choose 58 mm or 80 mm' },
  noteTooLong: { id: 'core.settings.noteTooLong', defaultMessage: 'Keep the note under {max} characters' },
  chooseRange: { id: 'core.settings.chooseRange', defaultMessage: 'Choose a range' },
  enterMinutes: { id: 'core.settings.enterMinutes', defaultMessage: 'Enter minutes' },
  wholeMinutes: { id: 'core.settings.wholeMinutes', defaultMessage: 'Use whole minutes' },
  autoLockRange: { id: 'core.settings.autoLockRange', defaultMessage: 'Use 0 (never) to 240 minutes' },
  pinLengthRange: { id: 'core.settings.pinLengthRange', defaultMessage: 'PINs are 4 to 6 digits' },
  pinOfLength: { id: 'core.settings.pinOfLength', defaultMessage: 'The PIN is {length} digits' },
  enterOverShortThreshold: {
    id: 'core.settings.enterOverShortThreshold',
    defaultMessage: 'Enter the over/short threshold',
  },
  overShortThresholdNegative: {
    id: 'core.settings.overShortThresholdNegative',
    defaultMessage: 'The over/short threshold cannot be negative',
  },
  enterApprovalLimit: { id: 'core.settings.enterApprovalLimit', defaultMessage: 'Enter the approval limit' },
  approvalLimitNegative: {
    id: 'core.settings.approvalLimitNegative',
    defaultMessage: 'The approval limit cannot be negative',
  },
  enterFloat: { id: 'core.settings.enterFloat', defaultMessage: 'Enter the float' },
  floatNegative: { id: 'core.settings.floatNegative', defaultMessage: 'The float cannot be negative' },
  choosePromotionRule: {
    id: 'core.settings.choosePromotionRule',
    defaultMessage: 'Choose how refunds treat promotions',
  },
});
