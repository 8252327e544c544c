import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '@tillwise/core/money/money';
import type { ReceiptLink } from '@tillwise/core/receipt-link/receipt-link-schemas';
import { buildTestApp } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';
import { saleInput } from '../../test/sale-factory';

// Digital receipt links (issue 46): a sale's receipt at /r/<token>, a public page with that receipt and nothing else.
let t: TestApp;
let cashier: string;
let sale: { id: string; number: string; totalCents: number };
beforeAll(async () => {
  t = await buildTestApp();
  cashier = await t.signInAs('cashier');
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/sales',
    headers: { cookie: cashier },
    payload: await saleInput(t, 'till-1', [{ sku: 'PLT-002', quantity: 3 }]),
  });
  sale = answer.json();
});
afterAll(async () => {
  await t?.close();
});

const linkOf = async (saleId: string) =>
  t.app.inject({ method: 'GET', url: `/api/sales/${saleId}/receipt-link`, headers: { cookie: cashier } });

describe('digital receipt links', () => {
  it('opens that sale’s receipt, without a session, with the recorded total', async () => {
    const link = (await linkOf(sale.id)).json() as ReceiptLink;
    expect(link.qrSvg).toMatch(/^<svg/);
    const path = new URL(link.url).pathname;
    expect(path).toMatch(/^\/r\/.+\..{32}$/);
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(sale.number);
    expect(page.body).toContain(formatMoney(sale.totalCents));
    // The same link every time: nothing is stored per sale.
    expect(((await linkOf(sale.id)).json() as ReceiptLink).url).toBe(link.url);
  });

  it('refuses a token altered or made for another sale, and opens nothing else', async () => {
    const path = new URL(((await linkOf(sale.id)).json() as ReceiptLink).url).pathname;
    const token = path.slice('/r/'.length);
    const [saleId, mac] = token.split('.') as [string, string];
    const other = await t.db.selectFrom('orders').select('id').where('id', '<>', saleId).executeTakeFirstOrThrow();
    for (const forged of [
      `${saleId}.${mac.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`,
      `${other.id}.${mac}`,
      'x',
      saleId,
    ]) {
      const page = await t.app.inject({ method: 'GET', url: `/r/${forged}` });
      expect(page.statusCode, forged).toBe(404);
      expect(page.body).toContain('This receipt link is not valid');
    }
    for (const url of ['/api/sales', `/api/sales/${saleId}`]) {
      const withToken = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      expect(withToken.statusCode).toBe(401);
    }
    expect((await linkOf('no-such-sale')).statusCode).toBe(404);
  });

  it('is a receipt setting, off until the store turns it on', async () => {
    const manager = await t.signInAs('manager');
    const before = (
      await t.app.inject({ method: 'GET', url: '/api/settings/receipt', headers: { cookie: manager } })
    ).json();
    expect(before.showReceiptLink).toBe(false);
    const { store: _store, ...input } = before;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/receipt',
      headers: { cookie: manager },
      payload: { ...input, showReceiptLink: true },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().showReceiptLink).toBe(true);
  });
});
