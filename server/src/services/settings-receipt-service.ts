import { printedIdentity, receiptOverrides, storeAddressLine } from '@tillwise/core/settings/receipt-settings';
import type { ReceiptIdentity, ReceiptSettings, ReceiptSettingsInput } from '@tillwise/core/settings/receipt-settings';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { Db, Executor } from '../db/database';
import * as settingsRepository from '../db/repositories/settings-repository';
import { notFound } from '../lib/errors';
import { saveAudited } from './settings-service';
import { saying } from '@tillwise/core/i18n/core-message';
import { storeRefusals } from './store-messages';

/** The store's own name, address, phone and e-mail (Settings › General), and its VAT number. */
async function storeIdentity(db: Executor, storeId: string): Promise<ReceiptIdentity & { vatNumber: string }> {
  const store = await settingsRepository.findStoreRow(db, storeId);
  if (!store) throw notFound(saying(storeRefusals.notFound));
  return {
    businessName: store.name,
    address: storeAddressLine(store),
    phone: store.phone,
    email: store.email,
    vatNumber: store.vat_number,
  };
}

/**
 * What the store's printed receipt shows: its name, address, phone and e-mail as printed (the receipt's own, or
 * the store's where it has none), with the store's own beside them for the settings form.
 */
export async function getReceiptSettings(db: Executor, storeId: string): Promise<ReceiptSettings> {
  const row = await settingsRepository.findReceiptSettingsRow(db, storeId);
  if (!row) throw notFound(saying(storeRefusals.receiptSettingsNotFound));
  const { vatNumber, ...store } = await storeIdentity(db, storeId);
  const printed = printedIdentity(
    { businessName: row.business_name, address: row.address, phone: row.phone, email: row.email },
    store,
  );
  return {
    logo: row.logo,
    businessName: printed.businessName,
    showPhone: row.show_phone === 1,
    phone: printed.phone,
    showEmail: row.show_email === 1,
    email: printed.email,
    showAddress: row.show_address === 1,
    address: printed.address,
    headerMessage: row.header_message,
    footerMessage: row.footer_message,
    showBarcode: row.show_barcode === 1,
    showReceiptLink: row.show_receipt_link === 1,
    returnPolicy: row.return_policy,
    store,
    vatNumber,
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

async function writeReceiptSettings(trx: Executor, storeId: string, input: ReceiptSettingsInput, now: Date) {
  // What is the store's own is kept as nothing, so the receipt follows the store when its details change.
  const own = receiptOverrides(input, await storeIdentity(trx, storeId));
  return settingsRepository.updateReceiptSettings(trx, storeId, {
    logo: input.logo,
    business_name: own.businessName,
    show_phone: input.showPhone ? 1 : 0,
    phone: own.phone,
    show_email: input.showEmail ? 1 : 0,
    email: own.email,
    show_address: input.showAddress ? 1 : 0,
    address: own.address,
    header_message: input.headerMessage,
    footer_message: input.footerMessage,
    show_barcode: input.showBarcode ? 1 : 0,
    show_receipt_link: input.showReceiptLink ? 1 : 0,
    return_policy: input.returnPolicy,
    updated_at: now.toISOString(),
  });
}
