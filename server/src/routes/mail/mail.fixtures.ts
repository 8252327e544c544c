import { buildSaleApp } from '../sale/sale.fixtures';
import { SmtpInbox } from '../../test/smtp-inbox';

/**
 * The demo store with a real SMTP server in this process (SmtpInbox) and Settings › Integrations › E-mail pointed at it, signed in
 * as its admin, manager and cashier; the sender is driven by the test (sendDueMail), not by a timer.
 */
export async function buildMailApp() {
  const sale = await buildSaleApp();
  const inbox = await new SmtpInbox().start();
  const admin = await sale.t.signInAs('admin');
  const request = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, cookie = admin) =>
    sale.t.app.inject({ method, url, headers: { cookie }, ...(payload && { payload }) });
  const smtp = { host: '127.0.0.1', port: inbox.port, security: 'none', user: '', from: 'shop@greenleaf.test' };
  const saved = await request('PUT', '/api/settings/mail', smtp);
  if (saved.statusCode !== 200) throw new Error(`saving the mail settings failed: ${saved.body}`);

  async function close() {
    await inbox.stop();
    await sale.t.close();
  }
  return { ...sale, inbox, admin, request, smtp, close };
}

export type MailApp = Awaited<ReturnType<typeof buildMailApp>>;
