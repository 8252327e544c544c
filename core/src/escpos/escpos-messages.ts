import { defineMessages } from '../i18n/core-message';

/** What a till's printer settings say when a setting does not read. */
export const escposMessages = defineMessages({
  chooseConnection: { id: 'core.escpos.chooseConnection', defaultMessage: 'Choose how the printer is connected' },
  choosePaperWidth: { id: 'core.escpos.choosePaperWidth', defaultMessage: 'Choose 58 mm or 80 mm' },
  chooseDrawer: { id: 'core.escpos.chooseDrawer', defaultMessage: 'Choose whether the drawer opens for cash' },
  chooseBaudRate: { id: 'core.escpos.chooseBaudRate', defaultMessage: 'Choose a baud rate the printer offers' },
});
