import { describe, expect, it, vi } from 'vitest';
import { drawerKickBytes, noSaleBytes } from '@tillwise/core/escpos/escpos';
import { receiptBytes } from '@tillwise/core/escpos/receipt-bytes';
import type { ReceiptForPrint } from '@tillwise/core/escpos/receipt-bytes';
import type { PrinterSettings } from '@tillwise/core/escpos/printer-settings';
import { receiptForPrint } from '@tillwise/core/escpos/sale-receipt';
import type { Sale } from '@tillwise/core/sale/sale-schemas';
import type { ReceiptSettings } from '@tillwise/core/settings/receipt-settings';
import { browserPrintMessage, createDirectPrinter } from './direct-printer';
import type { PrinterRuntime } from './direct-printer';
import type { PrinterTarget } from './printer-transport';

// The session's money format, US dollars until a session sets another: each amount on the slip is written in it.
const usDollars = { locale: 'en-US', currency: 'USD' };

const receipt: ReceiptForPrint = {
  storeName: 'Greenleaf',
  addressLines: [],
  receiptNumber: 'ORD-7',
  dateText: 'Mar 14, 2026, 8:04 AM',
  cashierName: 'Avery',
  lines: [{ name: 'Peace Lily', quantityText: null, amountCents: 1999 }],
  subtotalCents: 1999,
  discountCents: 0,
  taxes: [],
  totalCents: 1999,
  tenders: [{ label: 'Cash', cents: 2000 }],
  changeCents: 1,
  footer: '',
};

const usb80: PrinterSettings = { connection: 'usb', paperWidth: 80, openDrawerOnCash: true, baudRate: 9600 };

function setUp(
  initial: PrinterSettings = usb80,
  write?: (target: PrinterTarget, bytes: Uint8Array) => Promise<void>,
  encoder: Partial<Omit<PrinterRuntime, 'printerTransport'>> = {},
) {
  let settings = initial;
  const sent: { target: PrinterTarget; bytes: Uint8Array }[] = [];
  const errors: [string, string | undefined][] = [];
  const transport = {
    write: vi.fn(async (target: PrinterTarget, bytes: Uint8Array) => {
      await write?.(target, bytes);
      sent.push({ target, bytes });
    }),
    choose: vi.fn(async (target: PrinterTarget) => ({ name: `Printer on ${target.connection}`, vendorId: 1 })),
  };
  const load = vi.fn(async () => ({
    receiptBytes,
    noSaleBytes,
    receiptForPrint,
    receiptLinkUrl: async (saleId: string) => `https://shop.example/r/${saleId}.sig`,
    ...encoder,
    printerTransport: transport,
  }));
  const printer = createDirectPrinter({
    settings: () => settings,
    onError: (message, title) => void errors.push([message, title]),
    load,
  });
  return { printer, sent, errors, transport, load, change: (next: PrinterSettings) => (settings = next) };
}

describe('createDirectPrinter', () => {
  it('sends a cash sale’s receipt with the drawer kick after the cut', async () => {
    const { printer, sent } = setUp();
    await expect(printer.printReceipt(receipt, { cash: true })).resolves.toBe(true);
    expect(sent).toEqual([
      {
        target: { connection: 'usb', baudRate: 9600 },
        bytes: receiptBytes(receipt, { paperWidth: 80, openDrawer: true }),
      },
    ]);
    expect(sent[0]?.bytes.slice(-5)).toEqual(drawerKickBytes(2));
  });

  it('leaves the drawer shut for a card sale, or when the settings say so, on the paper width set', async () => {
    const { printer, sent, change } = setUp();
    await printer.printReceipt(receipt, { cash: false });
    change({ ...usb80, paperWidth: 58, openDrawerOnCash: false, connection: 'serial', baudRate: 19200 });
    await printer.printReceipt(receipt, { cash: true });
    expect(sent.map(({ bytes }) => bytes)).toEqual([
      receiptBytes(receipt, { paperWidth: 80, openDrawer: false }),
      receiptBytes(receipt, { paperWidth: 58, openDrawer: false }),
    ]);
    expect(sent[1]?.target).toEqual({ connection: 'serial', baudRate: 19200 });
  });

  it('opens the drawer on its own, and for a sale only when it was paid in cash', async () => {
    const { printer, sent, change } = setUp();
    const paidBy = (...methods: Sale['payments'][number]['method'][]) => ({
      payments: methods.map((method) => ({ method }) as Sale['payments'][number]),
    });
    await expect(printer.openDrawer()).resolves.toBe(true);
    await expect(printer.openDrawerForSale(paidBy('card'))).resolves.toBe(false);
    await expect(printer.openDrawerForSale(paidBy('card', 'cash'))).resolves.toBe(true);
    change({ ...usb80, openDrawerOnCash: false });
    await expect(printer.openDrawerForSale(paidBy('cash'))).resolves.toBe(false);
    change({ ...usb80, connection: 'browser' });
    await expect(printer.openDrawerForSale(paidBy('cash'))).resolves.toBe(false);
    expect(sent.map(({ bytes }) => bytes)).toEqual([noSaleBytes(), noSaleBytes()]);
  });

  it('prints a sale through receiptForPrint without kicking the drawer again', async () => {
    const fake = vi.fn(() => receipt);
    const { printer, sent } = setUp(usb80, undefined, { receiptForPrint: fake });
    const sale = { number: 'ORD-9' } as Sale;
    const settings = { businessName: 'Greenleaf' } as ReceiptSettings;
    await expect(printer.printSale(sale, settings, { timeZone: 'UTC' })).resolves.toBe(true);
    await expect(printer.printSale(sale, settings, { cash: true })).resolves.toBe(true);
    expect(fake).toHaveBeenCalledWith(sale, settings, { timeZone: 'UTC', link: null, money: usDollars });
    expect(sent.map(({ bytes }) => bytes)).toEqual([
      receiptBytes(receipt, { paperWidth: 80, openDrawer: false }),
      receiptBytes(receipt, { paperWidth: 80, openDrawer: true }),
    ]);
  });

  it('asks the server for the receipt’s link only when the receipt settings print one', async () => {
    const fake = vi.fn(() => receipt);
    const { printer } = setUp(usb80, undefined, { receiptForPrint: fake });
    const sale = { id: 'sale-1', number: 'ORD-9' } as Sale;
    const settings = { businessName: 'Greenleaf', showReceiptLink: true } as ReceiptSettings;
    await printer.printSale(sale, settings, { timeZone: 'UTC' });
    expect(fake).toHaveBeenCalledWith(sale, settings, {
      timeZone: 'UTC',
      link: 'https://shop.example/r/sale-1.sig',
      money: usDollars,
    });
  });

  it('reports a failure with its message and resolves false instead of throwing', async () => {
    const { printer, errors } = setUp(usb80, async () => {
      throw new Error('Thermal printer did not take the data: check that it is on and plugged in.');
    });
    await expect(printer.printReceipt(receipt, { cash: true })).resolves.toBe(false);
    await expect(printer.openDrawer()).resolves.toBe(false);
    expect(errors).toEqual([
      ['Thermal printer did not take the data: check that it is on and plugged in.', 'Receipt not printed'],
      ['Thermal printer did not take the data: check that it is on and plugged in.', 'Drawer not opened'],
    ]);
  });

  it('sends nothing and loads nothing while the device prints with the browser dialog', async () => {
    const { printer, sent, errors, transport, load } = setUp({ ...usb80, connection: 'browser' });
    await expect(printer.printBytes(Uint8Array.of(1))).resolves.toBe(false);
    await expect(printer.choosePrinter()).resolves.toBeNull();
    // No Sale calls openDrawer whatever the connection: with the dialog the drawer opens by key, without a toast.
    await expect(printer.openDrawer()).resolves.toBe(false);
    expect(sent).toEqual([]);
    expect(transport.choose).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
    expect(errors).toEqual([
      [browserPrintMessage, 'Nothing printed'],
      [browserPrintMessage, undefined],
    ]);
  });

  it('sends one job after another even when the first is slow', async () => {
    let release = () => undefined as void;
    const first = new Promise<void>((resolve) => (release = resolve));
    const order: string[] = [];
    const { printer } = setUp(usb80, async (_target, bytes) => {
      order.push(`start ${bytes[0]}`);
      if (bytes[0] === 1) await first;
      order.push(`end ${bytes[0]}`);
    });
    const one = printer.printBytes(Uint8Array.of(1));
    const two = printer.printBytes(Uint8Array.of(2));
    await vi.waitFor(() => expect(order).toEqual(['start 1']));
    release();
    await Promise.all([one, two]);
    expect(order).toEqual(['start 1', 'end 1', 'start 2', 'end 2']);
  });

  it('chooses the printer for the connection set', async () => {
    const { printer, transport } = setUp({ ...usb80, connection: 'serial', baudRate: 38400 });
    await expect(printer.choosePrinter()).resolves.toEqual({ name: 'Printer on serial', vendorId: 1 });
    expect(transport.choose).toHaveBeenCalledWith({ connection: 'serial', baudRate: 38400 });
  });
});
