import { defaultScaleLabelLayout } from '@tillwise/core/barcode/scale-label';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';

let t: TestApp;
let manager: string;
let cashier: string;
beforeAll(async () => {
  t = await buildTestApp();
  [manager, cashier] = await Promise.all([t.signInAs('manager'), t.signInAs('cashier')]);
});
afterAll(() => t?.close());

const put = (url: string, payload: object, cookie = manager) =>
  t.app.inject({ method: 'PUT', url, headers: { cookie }, payload });
const get = (url: string, cookie = manager) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const storeRow = () => t.db.selectFrom('store').selectAll().where('id', '=', 'store-1').executeTakeFirstOrThrow();

const general = {
  name: 'Greenleaf Garden Centre',
  type: 'garden_centre',
  address: '12 Orchard Lane',
  city: 'Asheville',
  state: 'NC',
  zip: '28801',
  taxRate: 7.5,
  taxName: 'Sales Tax',
  timeZone: 'America/New_York',
};

describe('General settings', () => {
  it('saves business information and the default tax rate', async () => {
    const response = await put('/api/settings/store', general);
    expect(response.statusCode).toBe(200);
    expect(await storeRow()).toMatchObject({ city: 'Asheville', tax_rate_bps: 750, time_zone: 'America/New_York' });
    expect((await get('/api/settings/store', await t.signInAs('inventory'))).json().taxRate).toBe(7.5);
  });

  it("takes 'other' as the business type, for a shop none of the ten describes", async () => {
    const saved = await put('/api/settings/store', { ...general, type: 'other' });
    expect(saved.statusCode).toBe(200);
    expect((await storeRow()).type).toBe('other');
    expect((await get('/api/settings/store')).json().type).toBe('other');
    expect((await put('/api/settings/store', general)).statusCode).toBe(200);
  });

  it.each([
    [{ taxRate: 101 }, 'taxRate'],
    [{ taxRate: -1 }, 'taxRate'],
    [{ name: '' }, 'name'],
    [{ type: 'casino' }, 'type'],
    [{ timeZone: 'Mars/Olympus' }, 'timeZone'],
  ])('refuses %j with 400 and writes nothing', async (change, field) => {
    const before = await storeRow();
    const response = await put('/api/settings/store', { ...general, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((d: { path: string }) => d.path)).toContain(field);
    expect(await storeRow()).toEqual(before);
  });

  it('is refused to cashiers (403) and writes nothing', async () => {
    const before = await storeRow();
    expect((await put('/api/settings/store', { ...general, taxRate: 1 }, cashier)).statusCode).toBe(403);
    expect((await put('/api/settings/payments', { enabledMethods: ['cash'] }, cashier)).statusCode).toBe(403);
    expect(await storeRow()).toEqual(before);
  });
});

describe('Payments and preferences', () => {
  it('keeps at least one method, saves the options, and the till reads them', async () => {
    expect((await put('/api/settings/payments', { enabledMethods: [] })).statusCode).toBe(400);
    const overFee = await put('/api/settings/payments', {
      enabledMethods: ['card'],
      layawayCancellationFeePercent: 101,
    });
    expect(overFee.statusCode).toBe(400);
    expect(overFee.json().details).toContainEqual({
      path: 'layawayCancellationFeePercent',
      message: 'The fee cannot be above 100 %',
    });
    const saved = await put('/api/settings/payments', {
      enabledMethods: ['card', 'voucher'],
      cardTerminalLabel: 'Counter 1',
      voucherPrefix: 'GV-',
      layawayDepositPercent: 25,
      layawayCancellationFeePercent: 5,
    });
    expect(saved.statusCode).toBe(200);
    expect((await get('/api/settings/payments', cashier)).json()).toEqual({
      enabledMethods: ['card', 'voucher'],
      cardTerminalLabel: 'Counter 1',
      voucherPrefix: 'GV-',
      offlineCardLimitCents: 20_000,
      cashRoundingCents: 0,
      layawayDepositPercent: 25,
      layawayCancellationFeePercent: 5,
      noReceiptRefunds: 'store_credit',
      pricesIncludeTax: false,
      taxName: 'Sales Tax',
      additionalTaxes: [],
    });
  });

  it('saves each preference group with validation, readable by everyone signed in', async () => {
    expect(
      (await put('/api/settings/preferences/hardware', { paperWidth: 58, cashDrawerNote: 'Key in the safe' }))
        .statusCode,
    ).toBe(200);
    expect((await put('/api/settings/preferences/hardware', { paperWidth: 72, cashDrawerNote: '' })).statusCode).toBe(
      400,
    );
    expect((await put('/api/settings/preferences/security', { autoLockMinutes: 500, pinLength: 4 })).statusCode).toBe(
      400,
    );
    expect((await put('/api/settings/preferences/alerts', { lowStockAlerts: false })).statusCode).toBe(200);
    expect((await put('/api/settings/preferences/reports', { defaultRange: 'this-month' })).statusCode).toBe(200);
    const cash = {
      showExpectedCash: true,
      overShortReasonCents: 200,
      approvalLimitCents: 2500,
      defaultFloatCents: 20000,
    };
    expect((await put('/api/settings/preferences/cash', { ...cash, approvalLimitCents: -1 })).statusCode).toBe(400);
    expect((await put('/api/settings/preferences/cash', { ...cash, defaultFloatCents: 1.5 })).statusCode).toBe(400);
    expect((await put('/api/settings/preferences/cash', cash)).statusCode).toBe(200);
    expect((await put('/api/settings/preferences/refunds', { promotionRule: 'keep_all' })).statusCode).toBe(400);
    expect((await put('/api/settings/preferences/refunds', { promotionRule: 'deals_earned' })).statusCode).toBe(200);
    expect((await get('/api/settings/preferences', cashier)).json()).toEqual({
      // Scale labels keep their default layout when the form leaves them out.
      hardware: { paperWidth: 58, cashDrawerNote: 'Key in the safe', scaleLabels: defaultScaleLabelLayout },
      reports: { defaultRange: 'this-month' },
      alerts: { lowStockAlerts: false },
      security: { autoLockMinutes: 0, pinLength: 4 },
      cash,
      refunds: { promotionRule: 'deals_earned' },
    });
    // Saving a preference group leaves every other setting a sale is checked against as it was.
    expect((await put('/api/settings/preferences/refunds', { promotionRule: 'as_paid' })).statusCode).toBe(200);
  });
});

describe('Receipt settings', () => {
  const receipt = {
    logo: null,
    businessName: 'Greenleaf',
    showPhone: true,
    phone: '(828) 555-0100',
    showEmail: false,
    email: 'hello@greenleaf.example',
    showAddress: true,
    address: '12 Orchard Lane',
    headerMessage: 'Welcome!',
    footerMessage: 'Thank you for your business!',
    showBarcode: false,
    returnPolicy: 'Returns accepted within 30 days with receipt.',
  };

  it('saves and serves them; the logo must be an image data URL', async () => {
    const logo = 'data:image/png;base64,iVBORw0KGgo=';
    expect((await put('/api/settings/receipt', { ...receipt, logo })).statusCode).toBe(200);
    expect((await get('/api/settings/receipt', cashier)).json()).toMatchObject({ ...receipt, logo });
    const refused = await put('/api/settings/receipt', { ...receipt, logo: 'data:text/html;base64,PHNjcmlwdD4=' });
    expect(refused.statusCode).toBe(400);
    expect((await get('/api/settings/receipt', cashier)).json().logo).toBe(logo);
  });
});

describe("the store's identity on its receipt", () => {
  const receipt = {
    logo: null,
    businessName: '',
    showPhone: true,
    phone: '',
    showEmail: true,
    email: '',
    showAddress: true,
    address: '',
    headerMessage: '',
    footerMessage: 'Thank you for your business!',
    showBarcode: true,
    returnPolicy: 'Returns accepted within 30 days with receipt.',
  };

  it('prints the store’s name, address, phone and e-mail from General unless the receipt overrides them', async () => {
    expect((await put('/api/settings/receipt', receipt)).statusCode).toBe(200);
    const renamed = {
      ...general,
      name: 'Marlow & Sons Deli',
      address: '5 Church Street',
      city: 'Burlington',
      state: 'VT',
      zip: '05401',
      phone: '(802) 555-0199',
      email: 'hello@marlow.example',
      taxName: 'VT Sales Tax',
    };
    expect((await put('/api/settings/store', renamed)).statusCode).toBe(200);
    const printed = (await get('/api/settings/receipt', cashier)).json();
    expect(printed).toMatchObject({
      businessName: 'Marlow & Sons Deli',
      address: '5 Church Street, Burlington, VT 05401',
      phone: '(802) 555-0199',
      email: 'hello@marlow.example',
      store: { businessName: 'Marlow & Sons Deli', phone: '(802) 555-0199' },
    });
    // A phone typed on the receipt is its own; one typed as the store's is kept as the store's, and follows it.
    const own = { ...receipt, phone: '(802) 555-0100', businessName: 'Marlow & Sons Deli' };
    expect((await put('/api/settings/receipt', own)).statusCode).toBe(200);
    const row = await t.db
      .selectFrom('receipt_settings')
      .select(['business_name', 'phone'])
      .where('store_id', '=', 'store-1')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ business_name: '', phone: '(802) 555-0100' });
    expect((await put('/api/settings/store', { ...renamed, name: 'Marlow Deli' })).statusCode).toBe(200);
    expect((await get('/api/settings/receipt', cashier)).json()).toMatchObject({
      businessName: 'Marlow Deli',
      phone: '(802) 555-0100',
    });
  });
});

describe('Integrations', () => {
  it('lists the cards with one connected card payment provider', async () => {
    const integrations = (await get('/api/integrations')).json();
    expect(integrations.map((i: { kind: string }) => i.kind)).toEqual(
      expect.arrayContaining(['accounting', 'ecommerce', 'payments']),
    );
    expect(integrations.filter((i: { status: string }) => i.status === 'connected')).toHaveLength(1);
  });
});
