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
