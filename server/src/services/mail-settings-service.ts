import { mailSettingsInputSchema, unconfiguredMailSettings } from '@tillwise/core/mail/mail-schemas';
import type { MailSettings, MailSettingsSaved, MailTestResult } from '@tillwise/core/mail/mail-schemas';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { Db, Executor } from '../db/database';
import * as settingsRepository from '../db/repositories/settings-repository';
import { badRequest } from '../lib/errors';
import { mailErrorText, sendMail } from './mail-transport';
import { saveAudited } from './settings-service';
import { saying } from '@tillwise/core/i18n/core-message';
import { mailRefusals } from './mail-messages';

// The chain's one SMTP server, a store preference like the payment settings.
const mailKey = 'mail';

/** The stored SMTP settings with their password, for sending; null until they are set. */
export async function getMailTransportSettings(db: Executor): Promise<MailSettingsSaved | null> {
  const parsed = mailSettingsInputSchema.safeParse(await settingsRepository.findPreference(db, mailKey));
  return parsed.success ? parsed.data : null;
}

/** Settings › Integrations › E-mail as the API tells it: never the password, only whether one is stored. */
export async function getMailSettings(db: Executor): Promise<MailSettings> {
  const stored = await getMailTransportSettings(db);
  if (!stored) return unconfiguredMailSettings;
  const { password, ...shown } = stored;
  return { ...shown, configured: true, passwordSet: Boolean(password) };
}

/**
 * Saves the SMTP settings. A password left out or empty keeps the stored one; without a user name none is kept
 * (there is nothing to sign in as).
 */
export async function saveMailSettings(
  db: Db,
  input: MailSettingsSaved,
  actor: StaffMember,
  now: Date,
): Promise<MailSettings> {
  return saveAudited(
    db,
    'E-mail',
    actor,
    now,
    (trx) => getMailSettings(trx),
    async (trx) => {
      const kept = (await getMailTransportSettings(trx))?.password;
      const password = input.user ? input.password || kept : undefined;
      await settingsRepository.savePreference(trx, mailKey, { ...input, password }, now.toISOString());
    },
  );
}

/** Sends a test message at once through the saved settings: the SMTP server's answer, or its refusal as a 400. */
export async function sendTestMail(db: Db, to: string, now: Date): Promise<MailTestResult> {
  const settings = await getMailTransportSettings(db);
  if (!settings) throw badRequest(saying(mailRefusals.setUpSmtpFirst));
  const text = `This is a test message from Tillwise, sent ${now.toISOString()}. E-mail is set up.`;
  try {
    const response = await sendMail(settings, {
      to,
      subject: 'Tillwise test e-mail',
      text,
      html: `<p>${text}</p>`,
    });
    return { to, response };
  } catch (error) {
    throw badRequest(saying(mailRefusals.testNotSent, { reason: mailErrorText(error) }), [
      { path: 'to', message: mailErrorText(error) },
    ]);
  }
}
