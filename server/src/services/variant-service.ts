import { randomUUID } from 'node:crypto';
import { maxStockQuantity, maxStockQuantityMessage } from '@tillwise/core/catalog/sold-by';
import type { SoldBy } from '@tillwise/core/catalog/sold-by';
import { byOptionOrder, variantName } from '@tillwise/core/catalog/variants';
import type { ProductVariants, ProductVariantsInput } from '@tillwise/core/catalog/variant-schemas';
import type { OptionValues, ProductOption } from '@tillwise/core/catalog/variants';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { Db } from '../db/database';
import type { GroupCommit } from '../db/group-commit';
import * as catalogRepository from '../db/repositories/catalog-repository';
import { insertStockRowsForProduct, recordStockMovement } from '../db/repositories/inventory-repository';
import * as variantRepository from '../db/repositories/variant-repository';
import { badRequest, notFound, reworded } from '../lib/errors';
import type { Wording } from '../lib/errors';
import { saying } from '@tillwise/core/i18n/core-message';
import { catalogRefusals } from './catalog-messages';
import { recordAudit } from './audit-service';
import { toProduct } from './catalog-service';

/** A product with its variants (none for a product sold as it is). */
export async function getVariants(db: Db, storeId: string, productId: string): Promise<ProductVariants> {
  const parent = await catalogRepository.findStoreProduct(db, storeId, productId);
  if (!parent || parent.parent_id) throw notFound(saying(catalogRefusals.productNotFound));
  const product = toProduct(parent);
  const variants = (await variantRepository.findVariants(db, storeId, productId)).map(toProduct);
  return { product, variants: variants.sort(byOptionOrder(product.options ?? [])) };
}

/** The option values as the options spell them (a variant may have typed "2 l" for "2 L"). */
const canonical = (options: readonly ProductOption[], values: OptionValues): OptionValues =>
  Object.fromEntries(
    options.map((option) => {
      const typed = (values[option.name] ?? '').toLowerCase();
      return [option.name, option.values.find((value) => value.toLowerCase() === typed) ?? typed];
    }),
  );

/**
 * Gives a product its options and variants, in one transaction. New variants become products of their own (the
 * parent's category, tax, supplier, description and way of selling; their own SKU, barcode, price, cost and stock,
 * the stock the first movement of this store's ledger); existing ones are updated; variants left out are taken off
 * sale, kept for their history. The parent is then never sold itself, and its price is its cheapest variant's. A
 * product with stock of its own cannot become a parent: that stock belongs to one of its variants.
 */
export async function saveVariants(
  writer: GroupCommit,
  db: Db,
  storeId: string,
  productId: string,
  input: ProductVariantsInput,
  staff: StaffMember,
  now: Date,
): Promise<ProductVariants> {
  await writer.run(async (trx) => {
    const parent = await catalogRepository.findStoreProduct(trx, storeId, productId);
    if (!parent || parent.parent_id) throw notFound(saying(catalogRefusals.productNotFound));
    const existing = await variantRepository.findVariants(trx, storeId, productId);
    if (!parent.options_json && (await variantRepository.chainStockOf(trx, productId)) !== 0)
      throw badRequest(saying(catalogRefusals.bringStockToZero, { name: parent.name }));
    const ids = new Set(existing.map((variant) => variant.id));
    const details: { path: string; message: Wording }[] = [];
    // A new variant's stock is in its product's unit: units, or thousandths of the unit it is weighed in.
    const soldBy = parent.sold_by as SoldBy;
    input.variants.forEach((variant, index) => {
      if (variant.id && !ids.has(variant.id))
        details.push({ path: `variants.${index}.id`, message: saying(catalogRefusals.notAVariant) });
      if (!variant.id && variant.stock > maxStockQuantity(soldBy))
        details.push({ path: `variants.${index}.stock`, message: reworded(() => maxStockQuantityMessage(soldBy)) });
    });
    const owners = await variantRepository.findCodeOwners(
      trx,
      input.variants.map((variant) => variant.sku),
      input.variants.flatMap((variant) => (variant.barcode ? [variant.barcode] : [])),
      [...ids],
    );
    input.variants.forEach((variant, index) => {
      const owner = owners.find((row) => row.sku.toUpperCase() === variant.sku.toUpperCase());
      if (owner) details.push({ path: `variants.${index}.sku`, message: saying(catalogRefusals.skuExists) });
      if (variant.barcode && owners.some((row) => row.barcode === variant.barcode))
        details.push({ path: `variants.${index}.barcode`, message: saying(catalogRefusals.barcodeExists) });
    });
    if (details.length > 0) throw badRequest(details[0]!.message, details);

    const at = now.toISOString();
    const kept = new Set<string>();
    for (const variant of input.variants) {
      const values = canonical(input.options, variant.values);
      const columns = {
        name: variantName(parent.name, input.options, values),
        sku: variant.sku,
        barcode: variant.barcode,
        price_cents: variant.priceCents,
        cost_cents: variant.costCents,
        option_values_json: JSON.stringify(values),
        is_active: variant.isActive ? 1 : 0,
        updated_at: at,
      };
      if (variant.id) {
        kept.add(variant.id);
        await catalogRepository.updateProduct(trx, variant.id, columns);
        continue;
      }
      const id = randomUUID();
      await catalogRepository.insertProduct(trx, {
        ...columns,
        id,
        parent_id: productId,
        tax_rate_bps: parent.tax_rate_bps,
        category_id: parent.category_id,
        image: parent.image,
        reorder_level: parent.reorder_level,
        description: parent.description,
        supplier: parent.supplier,
        sold_by: parent.sold_by,
        created_at: at,
      });
      await insertStockRowsForProduct(trx, id);
      if (variant.stock > 0)
        await recordStockMovement(trx, {
          id: randomUUID(),
          store_id: storeId,
          product_id: id,
          quantity_change: variant.stock,
          reason: 'initial',
          reference: null,
          note: 'Stock when the variant was added',
          user_id: staff.id,
          created_at: at,
        });
    }
    for (const variant of existing)
      if (!kept.has(variant.id) && variant.is_active)
        await catalogRepository.updateProduct(trx, variant.id, { is_active: 0, updated_at: at });
    const onSale = input.variants.filter((variant) => variant.isActive);
    await catalogRepository.updateProduct(trx, productId, {
      options_json: JSON.stringify(input.options),
      price_cents: Math.min(...(onSale.length > 0 ? onSale : input.variants).map((variant) => variant.priceCents)),
      updated_at: at,
    });
    await recordAudit(
      trx,
      {
        action: 'product.updated',
        userId: staff.id,
        subject: { type: 'product', id: productId },
        summary: `${parent.name} · ${input.variants.length} variants (${input.options.map((o) => o.name).join(', ')})`,
        details: { options: input.options, variants: input.variants.map(({ stock: _stock, ...v }) => v) },
      },
      now,
    );
  });
  return getVariants(db, storeId, productId);
}
