import { defineMessages } from 'react-intl';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { browserPrintMessage } from './direct-printer';
import { printerMessages } from './printer-error';

// The transport and the print queue word their failures in US English (their tests read them so); the person at the
// screen reads them in their language, matched here by that English text.
const errorMessages: Record<keyof typeof printerMessages | 'browserPrint', MessageDescriptor> = defineMessages({
  noUsb: {
    id: 'printer.error.noUsb',
    defaultMessage: 'This browser cannot reach USB printers. Use Chromium or Chrome.',
  },
  noSerial: {
    id: 'printer.error.noSerial',
    defaultMessage: 'This browser cannot reach serial printers. Use Chromium or Chrome.',
  },
  notChosen: { id: 'printer.error.notChosen', defaultMessage: 'No printer was chosen.' },
  notSetUp: {
    id: 'printer.error.notSetUp',
    defaultMessage: 'No printer is chosen on this device yet: choose one under Settings › Hardware.',
  },
  gesture: {
    id: 'printer.error.gesture',
    defaultMessage: 'The browser shows its printer list only right after a click: press Choose printer again.',
  },
  notPrinter: {
    id: 'printer.error.notPrinter',
    defaultMessage: 'That USB device has no way to take print data: choose the receipt printer.',
  },
  driver: {
    id: 'printer.error.driver',
    defaultMessage:
      'The computer’s own printer driver (or another tab) is using this printer. On Windows give it the WinUSB driver (for example with Zadig); on Linux unload the usblp module.',
  },
  portBusy: { id: 'printer.error.portBusy', defaultMessage: 'The serial port is in use by another tab or program.' },
  stalled: {
    id: 'printer.error.stalled',
    defaultMessage: 'The printer stopped taking data: check its paper and cover, then try again.',
  },
  browserPrint: {
    id: 'printer.error.browserPrint',
    defaultMessage:
      'This device prints with the browser’s print dialog: choose a USB or serial printer under Settings › Hardware.',
  },
});
const m = defineMessages({
  notConnected: {
    id: 'printer.error.notConnected',
    defaultMessage: '{name} is not connected: check its cable and power, or choose it again under Settings › Hardware.',
  },
  drawer: { id: 'printer.error.drawer', defaultMessage: 'Drawer not opened' },
  nothing: { id: 'printer.error.nothing', defaultMessage: 'Nothing printed' },
  receipt: { id: 'printer.error.receipt', defaultMessage: 'Receipt not printed' },
});
const titles: Record<string, MessageDescriptor> = {
  'Drawer not opened': m.drawer,
  'Nothing printed': m.nothing,
  'Receipt not printed': m.receipt,
};
const english = { ...printerMessages, browserPrint: browserPrintMessage };
const notConnected =
  /^(.+) is not connected: check its cable and power, or choose it again under Settings › Hardware\.$/u;

/** A printer failure and its title in the person's language; anything else (the browser's own words) as it came. */
export function printerErrorText(intl: IntlShape, message: string, title?: string) {
  const key = (Object.keys(english) as (keyof typeof english)[]).find((name) => english[name] === message);
  const named = notConnected.exec(message)?.[1];
  const text = key
    ? intl.formatMessage(errorMessages[key])
    : named
      ? intl.formatMessage(m.notConnected, { name: named })
      : message;
  const known = title === undefined ? undefined : titles[title];
  return { text, title: known ? intl.formatMessage(known) : title };
}
