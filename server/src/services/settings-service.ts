import { defaultPaymentSettings, paymentSettingsSchema } from '@tillwise/core/settings/payment-settings';
import type { PaymentSettings } from '@tillwise/core/settings/payment-settings';
import type { ReceiptSettings } from '@tillwise/core/settings/receipt-settings';
import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { findPreference } from '../db/repositories/settings-repository';
import { notFound } from '../lib/errors';

/** The payment methods the till offers; all of them until the store changes it. */
export async function getPaymentSettings(db: Db | Transaction<Database>): Promise<PaymentSettings> {
  const parsed = paymentSettingsSchema.safeParse(await findPreference(db, 'payments'));
  return parsed.success ? parsed.data : defaultPaymentSettings;
}

/** What the printed receipt shows. */
export async function getReceiptSettings(db: Db): Promise<ReceiptSettings> {
  const row = await db.selectFrom('receipt_settings').selectAll().executeTakeFirst();
  if (!row) throw notFound('Receipt settings not found');
  return {
    logo: row.logo,
    businessName: row.business_name,
    showPhone: row.show_phone === 1,
    phone: row.phone,
    showEmail: row.show_email === 1,
    email: row.email,
    showAddress: row.show_address === 1,
    address: row.address,
    headerMessage: row.header_message,
    footerMessage: row.footer_message,
    showBarcode: row.show_barcode === 1,
    returnPolicy: row.return_policy,
  };
}

const timeZones = new WeakMap<Db, string>();

/** The store's time zone, which decides the business day of every sale; read once, then kept. */
export async function getStoreTimeZone(db: Db): Promise<string> {
  let zone = timeZones.get(db);
  if (!zone) {
    const store = await db.selectFrom('store').select('time_zone').executeTakeFirst();
    zone = store?.time_zone ?? 'UTC';
    timeZones.set(db, zone);
  }
  return zone;
}

/** Forgets the kept time zone after the store's settings change. */
export function forgetStoreTimeZone(db: Db) {
  timeZones.delete(db);
}
