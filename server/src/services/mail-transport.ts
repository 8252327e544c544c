import nodemailer from 'nodemailer';
import type { MailSettingsSaved } from '@tillwise/core/mail/mail-schemas';

/** An attachment as the queue keeps it and nodemailer takes it. */
export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
  encoding?: 'base64';
  /** Named by the HTML part as `cid:…` (the store's logo). */
  cid?: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
}

// A server that does not answer is a failed attempt, tried again later, not a request left hanging.
const timeouts = { connectionTimeout: 15_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** Sends one message through the SMTP server the settings name; resolves with its answer, throws its refusal. */
export async function sendMail(settings: MailSettingsSaved, mail: OutgoingMail): Promise<string> {
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.security === 'tls',
    requireTLS: settings.security === 'starttls',
    ignoreTLS: settings.security === 'none',
    ...(settings.user && { auth: { user: settings.user, pass: settings.password ?? '' } }),
    ...timeouts,
  });
  try {
    const info = await transport.sendMail({ from: settings.from, ...mail });
    return info.response;
  } finally {
    transport.close();
  }
}

/** What went wrong sending, in one line a person can act on (the SMTP server's own words when it answered). */
export function mailErrorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { code, response } = error as Error & { code?: string; response?: string };
  if (response) return response;
  if (code === 'ECONNREFUSED' || code === 'ESOCKET' || code === 'ECONNECTION') {
    return `The SMTP server could not be reached (${error.message})`;
  }
  if (code === 'ETIMEDOUT') return `The SMTP server did not answer in time (${error.message})`;
  return error.message;
}
