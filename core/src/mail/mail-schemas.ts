import { z } from 'zod';
import { refusal } from '../i18n/core-message';
import type { CoreMessage } from '../i18n/core-message';
import { mailMessages } from './mail-messages';

export const mailSecurities = ['none', 'starttls', 'tls'] as const;
export type MailSecurity = (typeof mailSecurities)[number];

const address = (message: CoreMessage) => z.email(refusal(message)).max(254, refusal(message));

/**
 * What Settings › Integrations › E-mail saves: the SMTP server and the address mail comes from. The password is write-only: left
 * out or empty keeps the stored one, and a settings without a user name keeps none.
 */
export const mailSettingsInputSchema = z.object({
  host: z
    .string()
    .trim()
    .min(1, refusal(mailMessages.enterHost))
    .max(253, refusal(mailMessages.hostTooLong, { max: 253 }))
    .regex(/^[A-Za-z0-9.:[\]-]+$/, refusal(mailMessages.hostCharacters)),
  port: z
    .number(refusal(mailMessages.enterPort))
    .int(refusal(mailMessages.enterPort))
    .min(1, refusal(mailMessages.portRange))
    .max(65535, refusal(mailMessages.portRange)),
  security: z.enum(mailSecurities, refusal(mailMessages.chooseSecurity)),
  user: z
    .string()
    .trim()
    .max(200, refusal(mailMessages.userTooLong, { max: 200 }))
    .default(''),
  password: z
    .string()
    .max(500, refusal(mailMessages.passwordTooLong, { max: 500 }))
    .optional(),
  from: address(mailMessages.enterFrom),
});
export type MailSettingsInput = z.input<typeof mailSettingsInputSchema>;
export type MailSettingsSaved = z.output<typeof mailSettingsInputSchema>;

/** What the API tells of the SMTP settings: never the password, only whether one is stored. */
export const mailSettingsSchema = z.object({
  configured: z.boolean(),
  host: z.string(),
  port: z.number().int(),
  security: z.enum(mailSecurities),
  user: z.string(),
  from: z.string(),
  passwordSet: z.boolean(),
});
export type MailSettings = z.infer<typeof mailSettingsSchema>;

/** The settings a store starts with: nothing configured, the usual submission port. */
export const unconfiguredMailSettings: MailSettings = {
  configured: false,
  host: '',
  port: 587,
  security: 'starttls',
  user: '',
  from: '',
  passwordSet: false,
};

/** Settings › Integrations › E-mail's "Send test e-mail": to one address, sent at once. */
export const mailTestInputSchema = z.object({ to: address(mailMessages.enterValidAddress) });
export type MailTestInput = z.infer<typeof mailTestInputSchema>;

export const mailTestResultSchema = z.object({ to: z.string(), response: z.string() });
export type MailTestResult = z.infer<typeof mailTestResultSchema>;

export const mailKinds = ['receipt', 'report'] as const;
export const mailStatuses = ['queued', 'sent', 'failed'] as const;
export type MailStatus = (typeof mailStatuses)[number];

/** One message of the mail queue as Settings › Integrations › E-mail lists it. */
export const mailMessageSchema = z.object({
  id: z.string(),
  kind: z.enum(mailKinds),
  to: z.string(),
  subject: z.string(),
  status: z.enum(mailStatuses),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type MailMessage = z.infer<typeof mailMessageSchema>;

export const mailMessageParamsSchema = z.object({ id: z.string().min(1).max(100) });
