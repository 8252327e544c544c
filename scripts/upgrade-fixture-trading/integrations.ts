// The store's outside connections (issue 46, migrations 041–044): a webhook to a receiver on this machine, mail by
// an SMTP server on this machine, a web shop's API key, and receipts with a link to their page. Each part skips
// itself on a release without its routes.
import { startReceiver } from '../../server/src/test/webhook-receiver';
import type { Receiver } from '../../server/src/test/webhook-receiver';
import { SmtpInbox } from '../../server/src/test/smtp-inbox';
import type { Shop } from './back-office';
import { TillwiseApi } from './http';
import type { Till } from './sales';
import { card, sell } from './till';
import type { Sale } from './till';

const within = 60_000;

/** Asks until the answer is true, or throws what it was waiting for after a minute. */
async function waitFor(what: string, done: () => Promise<boolean>): Promise<void> {
  for (const started = Date.now(); !(await done());) {
    if (Date.now() - started > within) throw new Error(`Waited a minute for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

export class Integrations {
  readonly done: string[] = [];

  private constructor(
    private readonly receiver: Receiver | null,
    private readonly inbox: SmtpInbox | null,
  ) {}

  /**
   * Before opening: a webhook for sales, refunds and shifts closed; the chain's SMTP settings, proved by a test
   * e-mail.
   */
  static async connect(api: TillwiseApi): Promise<Integrations> {
    const receiver = await startReceiver();
    const webhook = await api.callIfServed('POST', '/webhooks', {
      url: receiver.url,
      description: 'Upgrade fixture bookkeeping',
      events: ['sale.completed', 'refund.created', 'shift.closed'],
      storeId: null,
    });
    if (!webhook) await receiver.close();
    const inbox = await new SmtpInbox().start();
    const smtp = { host: '127.0.0.1', port: inbox.port, security: 'none', user: '', from: 'shop@example.com' };
    const mail = await api.callIfServed('PUT', '/settings/mail', smtp);
    if (mail) await api.call('POST', '/settings/mail/test', { to: 'owner@example.com' });
    else await inbox.stop();
    return new Integrations(webhook ? receiver : null, mail ? inbox : null);
  }

  /** Who gets the scheduled report by e-mail, where the release sends mail. */
  get reportRecipients(): string[] {
    return this.inbox ? ['accounts@example.com'] : [];
  }

  /**
   * While the till is open: the customer's receipt e-mailed and its link printed; a web shop's sale and a look at
   * the sales through its API key.
   */
  async useDuringTheDay(api: TillwiseApi, shop: Shop, till: Till, customerSale: Sale): Promise<void> {
    if (this.inbox) await api.call('POST', `/sales/${customerSale.id}/email-receipt`, {}, [202]);
    if (await this.showReceiptLinks(api, customerSale)) this.done.push('receipt links');
    const key = await api.callIfServed<{ secret: string }>('POST', '/api-keys', {
      name: 'Upgrade Fixture Web Shop',
      scopes: ['pos:sell', 'orders:view'],
      storeId: 'store-1',
    });
    if (!key) return;
    const webShop = new TillwiseApi(api.base, key.secret);
    await sell(webShop, till.id, [{ productId: shop.seeds.id, quantity: 4 }], card);
    await webShop.call('GET', '/sales?pageSize=5');
    this.done.push('API key');
  }

  /** Settings › Receipts prints the link, and the customer's receipt opens at it. */
  private async showReceiptLinks(api: TillwiseApi, sale: Sale): Promise<boolean> {
    const link = await api.callIfServed<{ url: string }>('GET', `/sales/${sale.id}/receipt-link`);
    if (!link) return false;
    const settings = await api.call<Record<string, unknown>>('GET', '/settings/receipt');
    await api.call('PUT', '/settings/receipt', { ...settings, showReceiptLink: true });
    const page = await api.page(new URL(link.url).pathname);
    if (page.status !== 200) throw new Error(`The receipt's page answered ${page.status}`);
    return true;
  }

  /**
   * At the end of the day: every webhook delivered, the scheduled report e-mailed and every e-mail sent; then the
   * receivers stop.
   */
  async settle(api: TillwiseApi): Promise<string[]> {
    if (this.receiver) {
      await waitFor('the webhook deliveries', async () => {
        const [webhook] = await api.call<{ pending: number }[]>('GET', '/webhooks');
        return webhook!.pending === 0 && this.receiver!.received.length > 0;
      });
      await this.receiver.close();
      this.done.push(`webhooks (${this.receiver.received.length} delivered)`);
    }
    if (this.inbox) {
      const [reportTo] = this.reportRecipients;
      await this.inbox.messageTo(reportTo!, within);
      await waitFor('the mail queue to empty', async () => {
        const messages = await api.call<{ status: string }[]>('GET', '/settings/mail/messages');
        return messages.every((message) => message.status === 'sent');
      });
      await this.inbox.stop();
      this.done.push(`mail (${this.inbox.messages.length} received)`);
    }
    return this.done;
  }
}
