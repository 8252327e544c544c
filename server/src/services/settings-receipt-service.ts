import type { ReceiptSettings, ReceiptSettingsInput } from '@tillwise/core/settings/receipt-settings';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { Db, Executor } from '../db/database';
import * as settingsRepository from '../db/repositories/settings-repository';
import { notFound } from '../lib/errors';
import { saveAudited } from './settings-service';

/** What the store's printed receipt shows. */
export async function getReceiptSettings(db: Executor, storeId: string): Promise<ReceiptSettings> {
  const row = await settingsRepository.findReceiptSettingsRow(db, storeId);
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

/** Saves the receipt customisation; every receipt printed afterwards uses it. */
export async function saveReceiptSettings(
  db: Db,
  storeId: string,
  input: ReceiptSettingsInput,
  actor: StaffMember,
  now: Date,
): Promise<ReceiptSettings> {
  return saveAudited(
    db,
    'Receipts',
    actor,
    now,
    (trx) => getReceiptSettings(trx, storeId),
    (trx) => writeReceiptSettings(trx, storeId, input, now),
  );
}

function writeReceiptSettings(trx: Executor, storeId: string, input: ReceiptSettingsInput, now: Date) {
  return settingsRepository.updateReceiptSettings(trx, storeId, {
    logo: input.logo,
    business_name: input.businessName,
    show_phone: input.showPhone ? 1 : 0,
    phone: input.phone,
    show_email: input.showEmail ? 1 : 0,
    email: input.email,
    show_address: input.showAddress ? 1 : 0,
    address: input.address,
    header_message: input.headerMessage,
    footer_message: input.footerMessage,
    show_barcode: input.showBarcode ? 1 : 0,
    return_policy: input.returnPolicy,
    updated_at: now.toISOString(),
  });
}
