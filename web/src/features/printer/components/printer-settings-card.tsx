import { useState } from 'react';
import { Banknote, LoaderCircle, Printer, Usb } from 'lucide-react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { baudRates, printerSettingsSchema } from '@tillwise/core/escpos/printer-settings';
import type { PrinterSettings } from '@tillwise/core/escpos/printer-settings';
import { receiptDateText } from '@tillwise/core/escpos/sale-receipt';
import { FormField } from '@/components/form-field';
import { sessionLocale } from '@/lib/session-locale';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';
import { toast } from '@/lib/toast';
import { printerSettingsStore } from '../hooks/printer-settings-store';
import { useDirectPrinter } from '../hooks/use-direct-printer';
// Static here, so the printer chooser opens at once on a click (the till loads this module only when it prints).
import { printerTransport } from '../lib/printer-runtime';
import { testPrintBytes } from '../lib/test-print';

const connectionMessages: Record<PrinterSettings['connection'], MessageDescriptor> = defineMessages({
  browser: { id: 'printer.connection.browser', defaultMessage: 'Browser print dialog' },
  usb: { id: 'printer.connection.usb', defaultMessage: 'USB printer' },
  serial: { id: 'printer.connection.serial', defaultMessage: 'Serial printer' },
});
const m = defineMessages({
  notSaved: { id: 'printer.notSaved', defaultMessage: 'Printer settings not saved' },
});
const title = defineMessage({ id: 'printer.title', defaultMessage: 'Receipt printer on this device' });

type Busy = 'choose' | 'test' | 'drawer' | null;

/** Saves at once, through core's schema, as every change is made. */
function save(next: PrinterSettings, intl: IntlShape) {
  const parsed = printerSettingsSchema.safeParse(next);
  if (!parsed.success) {
    toast.error(intl.formatMessage(m.notSaved), { description: parsed.error.issues[0]?.message });
    return;
  }
  try {
    printerSettingsStore.set(parsed.data);
    toast.success(intl.formatMessage({ id: 'printer.saved', defaultMessage: 'Printer settings saved' }));
  } catch {
    toast.error(intl.formatMessage(m.notSaved), {
      description: intl.formatMessage({
        id: 'printer.notKept',
        defaultMessage: 'This browser does not let Tillwise keep settings.',
      }),
    });
  }
}

/**
 * Settings › Hardware: the receipt printer and cash drawer of this device (kept in this browser, not on the server),
 * with the printer chooser, a test print and a drawer kick.
 */
export function PrinterSettingsCard() {
  const intl = useIntl();
  const { settings, direct, printBytes, openDrawer, choosePrinter } = useDirectPrinter();
  const [busy, setBusy] = useState<Busy>(null);
  // Bumped after choosing, so the remembered printer's name is read again.
  const [, setChosenAt] = useState(0);
  const chosen = settings.connection === 'browser' ? null : printerTransport.chosen(settings.connection);
  const change = (patch: Partial<PrinterSettings>) => save({ ...settings, ...patch }, intl);
  const run = (what: Exclude<Busy, null>, action: () => Promise<unknown>) => {
    setBusy(what);
    void action().finally(() => setBusy(null));
  };
  const spinner = (what: Busy) => busy === what && <LoaderCircle className="animate-spin" />;

  return (
    <Card role="region" aria-label={intl.formatMessage(title)}>
      <CardHeader>
        <CardTitle>{intl.formatMessage(title)}</CardTitle>
        <CardDescription>
          <FormattedMessage
            id="printer.description"
            defaultMessage="Prints receipts straight to a 58 or 80 mm thermal printer and opens the cash drawer wired to it."
          />
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField
            id="printer-connection"
            label={intl.formatMessage({ id: 'printer.connection', defaultMessage: 'Connection' })}
            className="sm:col-span-3"
            hint={intl.formatMessage({
              id: 'printer.connection.hint',
              defaultMessage:
                'The browser print dialog stays the default and works with any printer. USB and serial (in Chrome or Chromium) print with no dialog; they are set for this device only.',
            })}
          >
            <NativeSelect
              id="printer-connection"
              value={settings.connection}
              onChange={(e) => change({ connection: e.target.value as PrinterSettings['connection'] })}
            >
              {Object.entries(connectionMessages).map(([value, label]) => (
                <NativeSelectOption key={value} value={value}>
                  {intl.formatMessage(label)}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </FormField>
          <FormField
            id="printer-paper"
            label={intl.formatMessage({ id: 'printer.paper', defaultMessage: 'Paper width' })}
          >
            <NativeSelect
              id="printer-paper"
              value={String(settings.paperWidth)}
              onChange={(e) => change({ paperWidth: e.target.value === '58' ? 58 : 80 })}
            >
              {[80, 58].map((width) => (
                <NativeSelectOption key={width} value={String(width)}>
                  {intl.formatMessage({ id: 'printer.paperMm', defaultMessage: '{width} mm' }, { width })}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </FormField>
          {settings.connection === 'serial' && (
            <FormField
              id="printer-baud"
              label={intl.formatMessage({ id: 'printer.baud', defaultMessage: 'Baud rate' })}
              hint={intl.formatMessage({
                id: 'printer.baud.hint',
                defaultMessage: 'As set on the printer; 9600 for most.',
              })}
            >
              <NativeSelect
                id="printer-baud"
                value={String(settings.baudRate)}
                onChange={(e) => change({ baudRate: Number(e.target.value) as PrinterSettings['baudRate'] })}
              >
                {baudRates.map((rate) => (
                  <NativeSelectOption key={rate} value={String(rate)}>
                    {rate}
                  </NativeSelectOption>
                ))}
              </NativeSelect>
            </FormField>
          )}
        </div>
        <div className="flex items-center gap-2">
          <Checkbox
            id="printer-drawer"
            checked={settings.openDrawerOnCash}
            disabled={!direct}
            onCheckedChange={(on) => change({ openDrawerOnCash: on === true })}
          />
          <Label htmlFor="printer-drawer">
            <FormattedMessage id="printer.drawerOnCash" defaultMessage="Open the cash drawer on cash sales" />
          </Label>
        </div>
        {direct && (
          <>
            <p className="text-sm" role="status">
              {chosen ? (
                <FormattedMessage id="printer.chosen" defaultMessage="Printer: {name}" values={{ name: chosen.name }} />
              ) : (
                <FormattedMessage id="printer.noneChosen" defaultMessage="No printer chosen on this device yet." />
              )}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                disabled={busy !== null}
                onClick={() => run('choose', () => choosePrinter().then(() => setChosenAt(Date.now())))}
              >
                {spinner('choose') || <Usb />} <FormattedMessage id="printer.choose" defaultMessage="Choose printer" />
              </Button>
              <Button
                variant="outline"
                disabled={busy !== null}
                onClick={() =>
                  run('test', () =>
                    printBytes(
                      testPrintBytes(
                        settings.paperWidth,
                        receiptDateText(new Date().toISOString(), undefined, sessionLocale()),
                      ),
                    ),
                  )
                }
              >
                {spinner('test') || <Printer />} <FormattedMessage id="printer.test" defaultMessage="Test print" />
              </Button>
              <Button variant="outline" disabled={busy !== null} onClick={() => run('drawer', openDrawer)}>
                {spinner('drawer') || <Banknote />}{' '}
                <FormattedMessage id="printer.openDrawer" defaultMessage="Open drawer" />
              </Button>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
