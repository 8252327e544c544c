import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDueMail } from '../../services/mail-queue-service';
import { runDueSchedules } from '../../services/report-schedule-service';
import { buildMailApp } from './mail.fixtures';
import type { MailApp } from './mail.fixtures';

let m: MailApp;
beforeAll(async () => {
  m = await buildMailApp();
  await m.t.db.updateTable('store').set({ time_zone: 'UTC' }).execute();
});
afterAll(() => m?.close());

const schedule = (payload: object) => m.request('POST', '/api/report-schedules', payload, m.manager);

describe('scheduled reports by e-mail', () => {
  it('e-mails the written CSV to each recipient as well as writing it to disk', async () => {
    const recipients = ['owner@greenleaf.test', 'books@greenleaf.test'];
    const created = await schedule({ tab: 'staff', frequency: 'daily', time: '23:59', recipients });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ recipients });
    const listed = (await m.request('GET', '/api/report-schedules', undefined, m.manager)).json();
    expect(listed[0]).toMatchObject({ recipients });

    await m.t.db.updateTable('report_schedules').set({ last_period: null }).execute();
    const at = new Date();
    at.setUTCHours(23, 59, 30, 0);
    const [written] = await runDueSchedules(m.t.db, path.join(m.t.dataDir, 'reports'), at);
    expect(written).toBeDefined();
    expect(await sendDueMail(m.t.db, at, 'test-sender')).toEqual({ sent: 2, failed: 0 });

    for (const to of recipients) {
      const mail = await m.inbox.messageTo(to);
      expect(mail.subject).toBe(`Staff report, ${written?.from}`);
      expect(mail.attachments).toHaveLength(1);
      const [csv] = mail.attachments;
      expect(csv?.filename).toBe(written?.fileName);
      expect(csv?.contentType).toBe('text/csv');
      expect(csv?.content.toString('utf8').split(/\r?\n/)[0]).toBe('Name,Role,Transactions,Sales,Average Sale');
    }
  });

  it('refuses recipients that are not addresses with 400 and saves nothing', async () => {
    const before = (await m.request('GET', '/api/report-schedules', undefined, m.manager)).json();
    const response = await schedule({ tab: 'sales', frequency: 'daily', time: '07:00', recipients: ['owner'] });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].path).toBe('recipients.0');
    expect((await m.request('GET', '/api/report-schedules', undefined, m.manager)).json()).toEqual(before);
  });

  it('keeps a schedule without recipients to disk only', async () => {
    const created = await schedule({ tab: 'sales', frequency: 'daily', time: '07:00' });
    expect(created.json()).toMatchObject({ recipients: [] });
  });
});
