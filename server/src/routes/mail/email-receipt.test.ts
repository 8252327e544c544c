import { formatMoney } from '@tillwise/core/money/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receiptLogoCid } from '@tillwise/core/mail/receipt-mail';
import { sendDueMail } from '../../services/mail-queue-service';
import { writeCounts } from '../../test/build-test-app';
import { buildMailApp } from './mail.fixtures';
import type { MailApp } from './mail.fixtures';

let m: MailApp;
beforeAll(async () => {
  m = await buildMailApp();
});
afterAll(() => m?.close());

// A 1×1 PNG, the store's logo.
const logo =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

async function sell(extra: Record<string, unknown> = {}) {
  const response = await m.post(
    '/api/sales',
    await m.saleBody(
      [
        { sku: 'PLT-002', quantity: 2 },
        { sku: 'TLS-001', quantity: 1 },
      ],
      extra,
    ),
  );
  expect(response.statusCode).toBe(200);
  return response.json<{ id: string; number: string; totalCents: number; giftCardsCents: number }>();
}
const emailReceipt = (saleId: string, payload: object = {}, cookie = m.cashier) =>
  m.request('POST', `/api/sales/${saleId}/email-receipt`, payload, cookie);
const messageRows = () => m.t.db.selectFrom('mail_messages').selectAll().orderBy('created_at').execute();

describe('POST /api/sales/:id/email-receipt', () => {
  it('queues the receipt to a typed address; it arrives as HTML with the logo and plain text, at the sale’s total', async () => {
    await m.t.db
      .updateTable('receipt_settings')
      .set({ logo, footer_message: 'Thanks for gardening with us' })
      .execute();
    const sale = await sell();
    const queued = await emailReceipt(sale.id, { to: 'jane@example.test' });
    expect(queued.statusCode).toBe(202);
    expect(queued.json()).toMatchObject({ kind: 'receipt', to: 'jane@example.test', status: 'queued', attempts: 0 });

    expect(await sendDueMail(m.t.db, new Date(), 'test-sender')).toEqual({ sent: 1, failed: 0 });
    const mail = await m.inbox.messageTo('jane@example.test');
    const total = formatMoney(sale.totalCents + sale.giftCardsCents);
    expect(mail.subject).toBe(`Your receipt ${sale.number} from Greenleaf Garden Centre`);
    expect(mail.text).toMatch(new RegExp(`^Total +\\${total}$`, 'm'));
    expect(mail.html).toContain(total);
    expect(mail.html).toContain('Thanks for gardening with us');
    // mailparser draws the inline logo the HTML names by its cid as the image itself.
    expect(mail.html).toContain(logo);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ contentType: 'image/png', cid: receiptLogoCid });

    const [row] = (await messageRows()).filter((r) => r.subject_id === sale.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
  });

  it('sends to the sale’s customer when no address is typed', async () => {
    const sale = await sell({ customerId: 'cust-james' });
    expect((await emailReceipt(sale.id)).json()).toMatchObject({ to: 'james.carter@example.com' });
    await sendDueMail(m.t.db, new Date(), 'test-sender');
    expect((await m.inbox.messageTo('james.carter@example.com')).text).toContain(sale.number);
  });

  it('refuses with 400 when there is no address and no customer’s, and queues nothing', async () => {
    const sale = await sell();
    const before = (await messageRows()).length;
    const response = await emailReceipt(sale.id, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Type an e-mail address: this sale has no customer with one');
    expect((await emailReceipt(sale.id, { to: 'not-an-address' })).statusCode).toBe(400);
    expect((await messageRows()).length).toBe(before);
  });

  it('answers 404 for a sale that is not there, and is for those who sell', async () => {
    expect((await emailReceipt('no-such-sale', { to: 'a@b.test' })).statusCode).toBe(404);
    const sale = await sell();
    const inventory = await m.t.signInAs('inventory');
    expect((await emailReceipt(sale.id, { to: 'a@b.test' }, inventory)).statusCode).toBe(403);
  });

  it('keeps a message whose receiver is down queued with its attempts and error, sends it once back; the sale stands', async () => {
    const sale = await sell();
    const saleRow = await m.t.db.selectFrom('orders').selectAll().where('id', '=', sale.id).executeTakeFirstOrThrow();
    await m.inbox.stop();
    const counts = await writeCounts(m.t);
    const queued = await emailReceipt(sale.id, { to: 'later@example.test' });
    expect(queued.statusCode).toBe(202);
    const id = queued.json<{ id: string }>().id;

    const first = new Date();
    expect(await sendDueMail(m.t.db, first, 'test-sender')).toEqual({ sent: 0, failed: 1 });
    let listed = (await m.request('GET', '/api/settings/mail/messages')).json<{ id: string }[]>();
    const waiting = listed.find((message) => message.id === id);
    expect(waiting).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: expect.stringMatching(/could not be reached/),
    });
    expect(waiting).toMatchObject({ nextAttemptAt: new Date(first.getTime() + 60_000).toISOString() });
    // Not due again before its time.
    expect(await sendDueMail(m.t.db, new Date(first.getTime() + 30_000), 'test-sender')).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(await sendDueMail(m.t.db, new Date(first.getTime() + 61_000), 'test-sender')).toEqual({
      sent: 0,
      failed: 1,
    });
    expect(
      await m.t.db
        .selectFrom('mail_messages')
        .select(['attempts', 'next_attempt_at'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow(),
    ).toEqual({
      attempts: 2,
      next_attempt_at: new Date(first.getTime() + 61_000 + 5 * 60_000).toISOString(),
    });

    await m.inbox.start();
    expect(await sendDueMail(m.t.db, new Date(first.getTime() + 7 * 60_000), 'test-sender')).toEqual({
      sent: 1,
      failed: 0,
    });
    expect((await m.inbox.messageTo('later@example.test')).text).toContain(sale.number);
    listed = (await m.request('GET', '/api/settings/mail/messages')).json<{ id: string }[]>();
    expect(listed.find((message) => message.id === id)).toMatchObject({ status: 'sent', attempts: 3, lastError: null });

    expect(await writeCounts(m.t)).toEqual(counts);
    expect(await m.t.db.selectFrom('orders').selectAll().where('id', '=', sale.id).executeTakeFirstOrThrow()).toEqual(
      saleRow,
    );
  });

  it('gives a message up as failed after a day, and Retry sends it again at once', async () => {
    const sale = await sell();
    m.inbox.refuse = true;
    const id = (await emailReceipt(sale.id, { to: 'refused@example.test' })).json<{ id: string }>().id;
    const queuedAt = new Date(
      (await m.t.db.selectFrom('mail_messages').select('queued_at').where('id', '=', id).executeTakeFirstOrThrow())
        .queued_at,
    );
    await m.t.db.updateTable('mail_messages').set({ attempts: 30 }).where('id', '=', id).execute();
    await sendDueMail(m.t.db, new Date(queuedAt.getTime() + 23.5 * 3_600_000), 'test-sender');
    const failed = await m.t.db.selectFrom('mail_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(failed).toMatchObject({ status: 'failed', attempts: 31, next_attempt_at: null });
    expect(failed.last_error).toMatch(/^550 5\.7\.1 Relaying to <refused@example\.test> denied/);

    m.inbox.refuse = false;
    const retried = await m.request('POST', `/api/settings/mail/messages/${id}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ status: 'queued', attempts: 0 });
    await sendDueMail(m.t.db, new Date(), 'test-sender');
    await m.inbox.messageTo('refused@example.test');
    expect((await m.request('POST', '/api/settings/mail/messages/nope/retry')).statusCode).toBe(404);
  });

  it('sends each message once when several server processes try at the same moment', async () => {
    const sale = await sell();
    await emailReceipt(sale.id, { to: 'once@example.test' });
    const now = new Date();
    const outcomes = await Promise.all(['a', 'b', 'c'].map((owner) => sendDueMail(m.t.db, now, owner)));
    expect(outcomes.reduce((sum, outcome) => sum + outcome.sent, 0)).toBe(1);
    await m.inbox.messageTo('once@example.test');
    expect(m.inbox.messages.filter((mail) => mail.text?.includes(sale.number))).toHaveLength(1);
  });
});
