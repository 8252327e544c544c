import { receiptForPrint } from '@tillwise/core/escpos/sale-receipt';
import type { EmailReceiptInput } from '@tillwise/core/mail/email-receipt-input';
import { receiptLogoCid, receiptMail } from '@tillwise/core/mail/receipt-mail';
import type { MailMessage } from '@tillwise/core/mail/mail-schemas';
import type { Db } from '../db/database';
import * as mailRepository from '../db/repositories/mail-repository';
import { badRequest, notFound } from '../lib/errors';
import { queueMail } from './mail-queue-service';
import type { MailAttachment } from './mail-transport';
import { getSale } from './sale-service';
import { getReceiptSettings } from './settings-receipt-service';
import { getStoreTimeZone } from './settings-service';
import { storeMoneyFormat } from './store-money';
import { saying, speakingIn } from '@tillwise/core/i18n/core-message';
import { storeMessageLanguage } from './message-language-service';
import { mailRefusals } from './mail-messages';

/** The store's logo (a data URL) as an inline attachment the HTML names by its content id. */
function logoAttachment(logo: string | null): MailAttachment | null {
  const match = logo?.match(/^data:(image\/[a-z+]+);base64,(.*)$/s);
  if (!match) return null;
  const [, contentType = 'image/png', content = ''] = match;
  const extension = contentType.split('/')[1]?.replace('svg+xml', 'svg') ?? 'png';
  return { filename: `logo.${extension}`, content, contentType, encoding: 'base64', cid: receiptLogoCid };
}

/**
 * Queues a recorded sale's receipt as an e-mail, to the typed address or else the sale's customer's (refused with
 * 400 when there is neither). The sale is already recorded: this only queues, and sending never touches it. The
 * receipt is the printed one's model (receiptForPrint) with the sale's store's receipt settings.
 */
export async function emailReceipt(
  db: Db,
  saleId: string,
  input: EmailReceiptInput,
  signedInStoreId: string,
  now: Date,
): Promise<MailMessage> {
  const recipient = await mailRepository.findSaleRecipient(db, saleId);
  if (!recipient) throw notFound(saying(mailRefusals.saleNotFound));
  const to = input.to || recipient.email;
  if (!to) {
    throw badRequest(saying(mailRefusals.saleHasNoAddress), [
      { path: 'to', message: saying(mailRefusals.typeAddress) },
    ]);
  }
  const storeId = recipient.store_id ?? signedInStoreId;
  const [sale, settings, timeZone, money, language] = await Promise.all([
    getSale(db, saleId),
    getReceiptSettings(db, storeId),
    getStoreTimeZone(db, storeId),
    storeMoneyFormat(db, storeId),
    storeMessageLanguage(db, storeId),
  ]);
  const logo = logoAttachment(settings.logo);
  // In the store's language, as the paper receipt would be.
  const mail = speakingIn(language, () =>
    receiptMail(receiptForPrint(sale, settings, { timeZone, money }), { withLogo: logo !== null }),
  );
  return queueMail(
    db,
    { kind: 'receipt', storeId, subjectId: sale.id, to, ...mail, attachments: logo ? [logo] : [] },
    now,
  );
}
