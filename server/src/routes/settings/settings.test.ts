import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  cookie = await t.signInAs('cashier');
});
afterAll(() => t?.close());

const get = (url: string, headers = { cookie }) => t.app.inject({ method: 'GET', url, headers });

describe('settings the till reads', () => {
  it('offers every payment method until the store changes it', async () => {
    expect((await get('/api/settings/payments')).json()).toEqual({
      enabledMethods: ['card', 'cash', 'voucher', 'loyalty'],
      cardTerminalLabel: '',
      voucherPrefix: '',
      offlineCardLimitCents: 20_000,
      cashRoundingCents: 0,
      layawayDepositPercent: 20,
      layawayCancellationFeePercent: 10,
      noReceiptRefunds: 'store_credit',
      pricesIncludeTax: false,
      taxName: 'Sales Tax',
      additionalTaxes: [],
    });
    await t.db
      .insertInto('store_preferences')
      .values({
        key: 'payments',
        value: JSON.stringify({ enabledMethods: ['cash'] }),
        updated_at: new Date().toISOString(),
      })
      .execute();
    expect((await get('/api/settings/payments')).json()).toEqual({
      enabledMethods: ['cash'],
      cardTerminalLabel: '',
      voucherPrefix: '',
      offlineCardLimitCents: 20_000,
      cashRoundingCents: 0,
      layawayDepositPercent: 20,
      layawayCancellationFeePercent: 10,
      noReceiptRefunds: 'store_credit',
      pricesIncludeTax: false,
      taxName: 'Sales Tax',
      additionalTaxes: [],
    });
  });

  it('serves the receipt settings with the spec defaults', async () => {
    expect((await get('/api/settings/receipt')).json()).toMatchObject({
      footerMessage: 'Thank you for your business!',
      returnPolicy: 'Returns accepted within 30 days with receipt.',
      showBarcode: true,
    });
  });

  it('is closed to the inventory role', async () => {
    const inventory = await t.signInAs('inventory');
    expect((await get('/api/settings/payments', { cookie: inventory })).statusCode).toBe(403);
  });
});
