import { randomUUID } from 'node:crypto';
import { nextMailAttempt } from '@tillwise/core/mail/mail-retry';
import type { MailMessage } from '@tillwise/core/mail/mail-schemas';
import type { Executor } from '../db/database';
import * as mailRepository from '../db/repositories/mail-repository';
import type { MailMessageRow } from '../db/repositories/mail-repository';
import { notFound } from '../lib/errors';
import { getMailTransportSettings } from './mail-settings-service';
import { mailErrorText, sendMail } from './mail-transport';
import type { MailAttachment, OutgoingMail } from './mail-transport';
import { saying } from '@tillwise/core/i18n/core-message';
import { mailRefusals } from './mail-messages';

export interface QueuedMail extends OutgoingMail {
  kind: MailMessage['kind'];
  storeId: string | null;
  subjectId: string | null;
}

// Longer than one attempt can take (mail-transport's timeouts): a process that died mid-send frees it after this.
const leaseMs = 2 * 60_000;

const toMessage = (
  row: Pick<
    MailMessageRow,
    | 'id'
    | 'kind'
    | 'to_address'
    | 'subject'
    | 'status'
    | 'attempts'
    | 'next_attempt_at'
    | 'last_error'
    | 'created_at'
    | 'sent_at'
  >,
): MailMessage => ({
  id: row.id,
  kind: row.kind as MailMessage['kind'],
  to: row.to_address,
  subject: row.subject,
  status: row.status as MailMessage['status'],
  attempts: row.attempts,
  nextAttemptAt: row.status === 'queued' ? row.next_attempt_at : null,
  lastError: row.last_error,
  createdAt: row.created_at,
  sentAt: row.sent_at,
});

/** Puts a message in the durable queue, due at once; the sender sends it (mail-sender plugin). */
export async function queueMail(db: Executor, mail: QueuedMail, now: Date): Promise<MailMessage> {
  const at = now.toISOString();
  const row = {
    id: randomUUID(),
    kind: mail.kind,
    store_id: mail.storeId,
    subject_id: mail.subjectId,
    to_address: mail.to,
    subject: mail.subject,
    html: mail.html,
    text_body: mail.text,
    attachments_json: JSON.stringify(mail.attachments ?? []),
    status: 'queued',
    attempts: 0,
    next_attempt_at: at,
    last_error: null,
    lease_owner: null,
    lease_until: null,
    created_at: at,
    queued_at: at,
    sent_at: null,
  };
  await mailRepository.insertMessage(db, row);
  return toMessage(row);
}

/** The latest messages with how they went, newest first. */
export async function listMessages(db: Executor): Promise<MailMessage[]> {
  return (await mailRepository.findRecentMessages(db, 50)).map(toMessage);
}

/** Sends a message that failed or waits again at once (and for another day); a sent one is not sent twice. */
export async function retryMessage(db: Executor, id: string, now: Date): Promise<MailMessage> {
  const row = await mailRepository.findMessage(db, id);
  if (!row) throw notFound(saying(mailRefusals.messageNotFound));
  await mailRepository.requeueMessage(db, id, now.toISOString());
  return toMessage((await mailRepository.findMessage(db, id)) ?? row);
}

/**
 * Sends every queued message that is due, each by the one server process that claims it (`owner`). A failure is
 * kept with the SMTP server's words and tried again later (nextMailAttempt), failed for good after a day. Returns
 * how many were sent and how many failed this time.
 */
export async function sendDueMail(db: Executor, now: Date, owner: string): Promise<{ sent: number; failed: number }> {
  const at = now.toISOString();
  const due = await mailRepository.findDueMessageIds(db, at, 20);
  const outcome = { sent: 0, failed: 0 };
  if (due.length === 0) return outcome;
  const settings = await getMailTransportSettings(db);
  for (const { id } of due) {
    const until = new Date(now.getTime() + leaseMs).toISOString();
    const row = await mailRepository.claimMessage(db, { id, owner, now: at, until });
    if (!row) continue;
    const attempts = row.attempts + 1;
    try {
      if (!settings) throw new Error('No SMTP server is set up (Settings › Integrations › E-mail)');
      await sendMail(settings, {
        to: row.to_address,
        subject: row.subject,
        html: row.html,
        text: row.text_body,
        attachments: JSON.parse(row.attachments_json) as MailAttachment[],
      });
      await mailRepository.finishAttempt(db, id, owner, {
        status: 'sent',
        attempts,
        next_attempt_at: null,
        last_error: null,
        sent_at: at,
      });
      outcome.sent += 1;
    } catch (error) {
      const next = nextMailAttempt(new Date(row.queued_at), attempts, now);
      await mailRepository.finishAttempt(db, id, owner, {
        status: next ? 'queued' : 'failed',
        attempts,
        next_attempt_at: next?.toISOString() ?? null,
        last_error: mailErrorText(error).slice(0, 1000),
        sent_at: null,
      });
      outcome.failed += 1;
    }
  }
  return outcome;
}
