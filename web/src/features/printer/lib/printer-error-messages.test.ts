import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '@/lib/i18n/load-messages';
import { browserPrintMessage } from './direct-printer';
import { printerMessages } from './printer-error';
import { printerErrorText } from './printer-error-messages';

const notConnected =
  'TM-T20 is not connected: check its cable and power, or choose it again under Settings › Hardware.';

describe('a printer failure in the person’s language', () => {
  it('reads in US English as the printer said it', () => {
    const english = createIntl({ locale: 'en-US', defaultLocale: 'en-US', messages: {} });
    for (const message of [...Object.values(printerMessages), browserPrintMessage, notConnected, 'Odd failure'])
      expect(printerErrorText(english, message, 'Receipt not printed')).toEqual({
        text: message,
        title: 'Receipt not printed',
      });
  });

  it('reads in German, the printer’s name and the browser’s own words as they came', async () => {
    const german = createIntl({ locale: 'de-DE', defaultLocale: 'en-US', messages: await loadMessages('de-DE') });
    expect(printerErrorText(german, printerMessages.notChosen, 'Nothing printed')).toEqual({
      text: 'Es wurde kein Drucker gewählt.',
      title: 'Nichts gedruckt',
    });
    expect(printerErrorText(german, notConnected).text).toMatch(/^TM-T20 ist nicht verbunden/);
    expect(printerErrorText(german, 'Odd failure')).toEqual({ text: 'Odd failure', title: undefined });
  });
});
