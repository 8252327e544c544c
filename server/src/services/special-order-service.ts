import { randomUUID } from 'node:crypto';
import { maxStockQuantity, maxStockQuantityMessage } from '@tillwise/core/catalog/sold-by';
import type { SoldBy } from '@tillwise/core/catalog/sold-by';
import { formatMoney } from '@tillwise/core/money/money';
import { businessDate } from '@tillwise/core/report/business-date';
import { formatSpecialOrderNumber } from '@tillwise/core/special-order/special-order-schemas';
import type {
  CreateSpecialOrderInput,
  SpecialOrder,
  SpecialOrderListQuery,
  SpecialOrderPage,
} from '@tillwise/core/special-order/special-order-schemas';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { Db, Executor } from '../db/database';
import type { GroupCommit } from '../db/group-commit';
import * as catalogRepository from '../db/repositories/catalog-repository';
import * as counterRepository from '../db/repositories/counter-repository';
import { insertStockRowsForProduct } from '../db/repositories/inventory-repository';
import * as specialOrderRepository from '../db/repositories/special-order-repository';
import * as supplierRepository from '../db/repositories/supplier-repository';
import { badRequest, notFound, reworded } from '../lib/errors';
import type { Wording } from '../lib/errors';
import { saying } from '@tillwise/core/i18n/core-message';
import { specialOrderRefusals } from './special-order-messages';
import { recordAudit } from './audit-service';
import { keptCart } from './priced-cart-lines';
import { priceCart } from './sale-pricing';
import { getStorePricing, getStoreSettings, getStoreTimeZone } from './settings-service';
import { specialOrderMoney } from './special-order-money';
import { assertTillOfStore } from './till-service';
import { orderFromSupplier } from './special-order-goods';
import { toSpecialOrder, toSpecialOrderSummary } from './special-order-mapper';

const refused = (message: Wording, path: string) => badRequest(message, [{ path, message }]);

/**
 * The product a special order is for: one of the catalogue (sold as it is, not a product with variants), or a
 * one-off typed at the counter, added to the catalogue not for sale on its own (the order's number as its SKU).
 */
async function orderedProduct(
  trx: Executor,
  storeId: string,
  input: CreateSpecialOrderInput,
  number: string,
  at: string,
  supplierName: string,
) {
  if (input.productId) {
    const product = await catalogRepository.findProductById(trx, input.productId);
    if (!product) throw refused(saying(specialOrderRefusals.productNotFound), 'productId');
    if (product.options_json)
      throw refused(saying(specialOrderRefusals.chooseVariant, { product: product.name }), 'productId');
    return product;
  }
  const oneOff = input.oneOff!;
  if (!(await catalogRepository.findCategoryById(trx, oneOff.categoryId)))
    throw refused(saying(specialOrderRefusals.noSuchCategory), 'oneOff.categoryId');
  const row = {
    id: randomUUID(),
    name: oneOff.name,
    sku: number,
    barcode: null,
    price_cents: oneOff.priceCents,
    cost_cents: oneOff.costCents ?? null,
    tax_rate_bps: Math.round((oneOff.taxRate ?? (await getStoreSettings(trx, storeId)).taxRate) * 100),
    category_id: oneOff.categoryId,
    image: null,
    reorder_level: null,
    description: `Ordered in for a customer (${number})`,
    supplier: supplierName,
    is_active: 0,
    sold_by: 'unit',
    created_at: at,
    updated_at: at,
  };
  await catalogRepository.insertProduct(trx, row);
  await insertStockRowsForProduct(trx, row.id);
  return row;
}

/** The supplier it is ordered from: the one named, or the product's own. */
async function supplierOf(trx: Executor, input: CreateSpecialOrderInput, productSupplier: string) {
  const supplier = input.supplierId
    ? await supplierRepository.findSupplier(trx, input.supplierId)
    : productSupplier.trim()
      ? await supplierRepository.findSupplierByKey(trx, productSupplier.trim().toLowerCase())
      : undefined;
  if (!supplier) {
    throw refused(
      saying(input.supplierId ? specialOrderRefusals.noSuchSupplier : specialOrderRefusals.chooseSupplier),
      'supplierId',
    );
  }
  return supplier;
}

/**
 * Orders an item in for a customer: priced at the customer's price of the day (no promotions), on the store's next
 * purchase order to its supplier, with a deposit if one is taken (cash into this till's drawer). A resend of the
 * same order answers the one made.
 */
export async function createSpecialOrder(
  writer: GroupCommit,
  db: Db,
  storeId: string,
  input: CreateSpecialOrderInput,
  staff: StaffMember,
  now: Date,
): Promise<SpecialOrder> {
  const timeZone = await getStoreTimeZone(db, storeId);
  await writer.run(async (trx) => {
    if (await specialOrderRepository.findSpecialOrder(trx, input.id)) return;
    await assertTillOfStore(trx, storeId, input.tillId);
    const number = formatSpecialOrderNumber(await counterRepository.nextCounterValue(trx, 'special_order_number'));
    const at = now.toISOString();
    // A one-off is ordered from the supplier named, and carries that supplier's name as a product does.
    const named = input.oneOff ? await supplierOf(trx, input, '') : null;
    const product = await orderedProduct(trx, storeId, input, number, at, named?.name ?? '');
    const soldBy = (product.sold_by ?? 'unit') as SoldBy;
    if (input.quantity > maxStockQuantity(soldBy))
      throw refused(
        reworded(() => maxStockQuantityMessage(soldBy)),
        'quantity',
      );
    const supplier = named ?? (await supplierOf(trx, input, product.supplier));
    const pricing = await getStorePricing(trx, storeId);
    const cart = await priceCart(
      trx,
      storeId,
      {
        id: input.id,
        tillId: input.tillId,
        customerId: input.customerId,
        lines: [{ productId: product.id, quantity: input.quantity }],
      },
      staff,
      { pricing, timeZone, now, quoted: { pricesApproved: false, discountsApproved: false, putBy: true } },
    );
    const kept = keptCart(cart);
    const line = kept.lines[0]!;
    const totalCents = kept.totals.total_cents;
    const depositCents = input.deposit?.amountCents ?? 0;
    if (depositCents > totalCents) {
      throw refused(
        saying(specialOrderRefusals.depositAtMost, { amount: formatMoney(totalCents, pricing.money) }),
        'deposit.amountCents',
      );
    }
    const purchaseOrder = await orderFromSupplier(trx, {
      storeId,
      supplierId: supplier.id,
      productId: product.id,
      quantity: input.quantity,
      unitCostCents: product.cost_cents ?? 0,
      number,
      userId: staff.id,
      at: now,
    });
    await specialOrderRepository.insertSpecialOrder(trx, {
      id: input.id,
      number,
      store_id: storeId,
      till_id: input.tillId,
      customer_id: input.customerId,
      user_id: staff.id,
      status: 'ordered',
      product_id: product.id,
      name: line.name,
      sku: line.sku,
      sold_by: line.sold_by,
      quantity: line.quantity,
      unit_price_cents: line.unit_price_cents,
      tax_rate_bps: line.tax_rate_bps,
      prices_include_tax: pricing.pricesIncludeTax ? 1 : 0,
      subtotal_cents: kept.totals.subtotal_cents,
      tax_cents: kept.totals.tax_cents,
      total_cents: totalCents,
      taxes_json: kept.totals.taxes_json,
      paid_cents: depositCents,
      supplier_id: supplier.id,
      purchase_order_id: purchaseOrder.id,
      note: input.note ?? '',
      ready_at: null,
      order_id: null,
      closed_by: null,
      closed_at: null,
      closed_on: null,
      created_at: at,
    });
    if (input.deposit) {
      const place = {
        storeId,
        specialOrderId: input.id,
        tillId: input.tillId,
        userId: staff.id,
        at,
        day: businessDate(now, timeZone),
      };
      await specialOrderMoney(trx, place).takeDeposit(input.deposit);
    }
    await recordAudit(
      trx,
      {
        action: 'special_order.created',
        userId: staff.id,
        tillId: input.tillId,
        subject: { type: 'special_order', id: input.id },
        summary: `${number} · ${cart.customer?.name ?? ''} · ${line.name} · ${formatMoney(totalCents, pricing.money)} · deposit ${formatMoney(depositCents, pricing.money)} · ${purchaseOrder.number}`,
        details: { number, customerId: input.customerId, productId: product.id, purchaseOrder: purchaseOrder.number },
      },
      now,
    );
  });
  return getSpecialOrder(db, input.id);
}

/** One special order with its money. */
export async function getSpecialOrder(db: Executor, id: string): Promise<SpecialOrder> {
  const row = await specialOrderRepository.findSpecialOrder(db, id);
  if (!row) throw notFound(saying(specialOrderRefusals.notFound));
  const [payments, pricing] = await Promise.all([
    specialOrderRepository.findSpecialOrderPayments(db, id),
    getStorePricing(db, row.store_id),
  ]);
  return toSpecialOrder(row, payments, pricing.cashRoundingStep);
}

/** The store's special orders (or a customer's, in every store), newest first. */
export async function listSpecialOrders(
  db: Db,
  storeId: string,
  query: SpecialOrderListQuery,
): Promise<SpecialOrderPage> {
  const { rows, total } = await specialOrderRepository.searchSpecialOrders(db, {
    storeId: query.customerId ? undefined : storeId,
    customerId: query.customerId,
    q: query.q || undefined,
    status: query.status,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { items: rows.map(toSpecialOrderSummary), total, page: query.page, pageSize: query.pageSize };
}
