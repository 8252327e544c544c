import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import QRCode from 'qrcode';
import { receiptForPrint } from '@tillwise/core/escpos/sale-receipt';
import { speakingIn } from '@tillwise/core/i18n/core-message';
import { storeMessageLanguage } from './message-language-service';
import { receiptPage } from '@tillwise/core/mail/receipt-mail';
import { receiptPagePath } from '@tillwise/core/receipt-link/receipt-link-schemas';
import type { ReceiptLink } from '@tillwise/core/receipt-link/receipt-link-schemas';
import type { Db } from '../db/database';
import { findPreference, savePreferenceIfMissing } from '../db/repositories/settings-repository';
import { findSaleRecipient } from '../db/repositories/mail-repository';
import { notFound } from '../lib/errors';
import { getSale } from './sale-service';
import { getReceiptSettings } from './settings-receipt-service';
import { getStoreTimeZone } from './settings-service';
import { storeMoneyFormat } from './store-money';
import { saying } from '@tillwise/core/i18n/core-message';
import { mailRefusals } from './mail-messages';

const secretKey = 'receipt_link_secret';
const macLength = 32;

/** The chain's secret the links are signed with: made once, kept in the database so every server signs alike. */
async function linkSecret(db: Db, now: Date): Promise<string> {
  const stored = await findPreference(db, secretKey);
  if (typeof stored === 'string') return stored;
  await savePreferenceIfMissing(db, secretKey, randomBytes(32).toString('base64url'), now.toISOString());
  return String(await findPreference(db, secretKey));
}

const macOf = (secret: string, saleId: string) =>
  createHmac('sha256', secret).update(`receipt:${saleId}`).digest('base64url').slice(0, macLength);

/**
 * A receipt's token: the sale's id and a signature of it, so nobody can make one for another sale (nothing is
 * written when a sale is made: the link costs the sale nothing).
 */
export async function receiptToken(db: Db, saleId: string, now: Date): Promise<string> {
  return `${saleId}.${macOf(await linkSecret(db, now), saleId)}`;
}

/** The sale a token names, or null for one not signed by this chain. */
async function saleOfToken(db: Db, token: string, now: Date): Promise<string | null> {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const saleId = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(macOf(await linkSecret(db, now), saleId));
  return given.length === expected.length && timingSafeEqual(given, expected) ? saleId : null;
}

/** A sale's digital receipt link and its QR code, for the receipt to print. */
export async function getReceiptLink(db: Db, saleId: string, origin: string, now: Date): Promise<ReceiptLink> {
  const sale = await findSaleRecipient(db, saleId);
  if (!sale) throw notFound(saying(mailRefusals.saleNotFound));
  const url = `${origin}${receiptPagePath(await receiptToken(db, saleId, now))}`;
  const qrSvg = await QRCode.toString(url, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' });
  return { url, qrSvg };
}

/** The receipt page a token opens: that one sale's receipt as printed, or null. */
export async function receiptPageOf(db: Db, token: string, now: Date): Promise<string | null> {
  const saleId = await saleOfToken(db, token, now);
  const found = saleId ? await findSaleRecipient(db, saleId) : undefined;
  if (!saleId || !found?.store_id) return null;
  const [sale, settings, timeZone, money, language] = await Promise.all([
    getSale(db, saleId),
    getReceiptSettings(db, found.store_id),
    getStoreTimeZone(db, found.store_id),
    storeMoneyFormat(db, found.store_id),
    storeMessageLanguage(db, found.store_id),
  ]);
  if (sale.status === 'parked') return null;
  // In the store's language, as the paper receipt the customer was handed.
  return speakingIn(language, () => receiptPage(receiptForPrint(sale, settings, { timeZone, money }), settings.logo));
}
