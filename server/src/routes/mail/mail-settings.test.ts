import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMailApp } from './mail.fixtures';
import type { MailApp } from './mail.fixtures';

let m: MailApp;
beforeAll(async () => {
  m = await buildMailApp();
});
afterAll(() => m?.close());

const url = '/api/settings/mail';
const storedValue = async () =>
  (await m.t.db.selectFrom('store_preferences').select('value').where('key', '=', 'mail').executeTakeFirst())?.value;

describe('GET and PUT /api/settings/mail', () => {
  it('round-trips the settings and never returns the password, only that one is set', async () => {
    const saved = await m.request('PUT', url, { ...m.smtp, user: 'till', password: 's3cret-pass' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ ...m.smtp, user: 'till', configured: true, passwordSet: true });
    const read = await m.request('GET', url);
    expect(read.json()).toEqual(saved.json());
    expect(read.body).not.toContain('s3cret-pass');

    // Left out, the password stays; without a user name none is kept.
    expect((await m.request('PUT', url, { ...m.smtp, user: 'till' })).json().passwordSet).toBe(true);
    expect(await storedValue()).toContain('s3cret-pass');
    expect((await m.request('PUT', url, m.smtp)).json()).toMatchObject({ user: '', passwordSet: false });
    expect(await storedValue()).not.toContain('s3cret-pass');
  });

  it('records the change in the audit log without the password', async () => {
    await m.request('PUT', url, { ...m.smtp, user: 'audited', password: 'hidden-one' });
    const entry = await m.t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('subject_id', '=', 'E-mail')
      .orderBy('occurred_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry.summary).toContain('E-mail');
    expect(JSON.stringify(entry)).not.toContain('hidden-one');
    await m.request('PUT', url, m.smtp);
  });

  it.each([
    [{ host: '' }, 'host'],
    [{ port: 0 }, 'port'],
    [{ security: 'ssl' }, 'security'],
    [{ from: 'not-an-address' }, 'from'],
  ])('refuses %o with 400 naming %s and changes nothing', async (change, path) => {
    const before = await storedValue();
    const response = await m.request('PUT', url, { ...m.smtp, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].path).toBe(path);
    expect(await storedValue()).toBe(before);
  });

  it('is for those who manage settings only', async () => {
    expect((await m.request('GET', url, undefined, m.cashier)).statusCode).toBe(403);
    expect((await m.request('PUT', url, m.smtp, m.cashier)).statusCode).toBe(403);
    expect((await m.request('POST', `${url}/test`, { to: 'a@b.test' }, m.cashier)).statusCode).toBe(403);
    expect((await m.request('GET', `${url}/messages`, undefined, m.cashier)).statusCode).toBe(403);
  });
});

describe('POST /api/settings/mail/test', () => {
  it('sends at once and says the SMTP server took it', async () => {
    const response = await m.request('POST', `${url}/test`, { to: 'owner@greenleaf.test' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ to: 'owner@greenleaf.test', response: expect.stringMatching(/^250/) });
    const mail = await m.inbox.messageTo('owner@greenleaf.test');
    expect(mail.subject).toBe('Tillwise test e-mail');
    expect(mail.from?.text).toBe('shop@greenleaf.test');
  });

  it('answers 400 with the SMTP server’s own words when it refuses', async () => {
    m.inbox.refuse = true;
    try {
      const response = await m.request('POST', `${url}/test`, { to: 'blocked@greenleaf.test' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/^The test e-mail was not sent: 550 5\.7\.1 Relaying to/);
    } finally {
      m.inbox.refuse = false;
    }
  });

  it('answers 400 saying the server cannot be reached when it is down', async () => {
    await m.inbox.stop();
    try {
      const response = await m.request('POST', `${url}/test`, { to: 'owner@greenleaf.test' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/The SMTP server could not be reached/);
    } finally {
      await m.inbox.start();
    }
  });

  it('refuses an address that is not one', async () => {
    const response = await m.request('POST', `${url}/test`, { to: 'owner' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].path).toBe('to');
  });
});
