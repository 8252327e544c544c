import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import emailReceipt from './email-receipt';
import getMailSettings from './get-mail-settings';
import listMailMessages from './list-mail-messages';
import retryMailMessage from './retry-mail-message';
import saveMailSettings from './save-mail-settings';
import sendTestMail from './send-test-mail';

/** E-mail: the SMTP settings and their test, the queue of messages, and a sale's receipt by e-mail. */
const mail: FastifyPluginAsyncZod = async (app) => {
  await app.register(getMailSettings);
  await app.register(saveMailSettings);
  await app.register(sendTestMail);
  await app.register(listMailMessages);
  await app.register(retryMailMessage);
  await app.register(emailReceipt);
};

export default mail;
