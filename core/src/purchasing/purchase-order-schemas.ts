import { minorToCsvDecimal } from '../money/money';
import { usMoneyFormat } from '../money/money-format';
import type { MoneyFormat } from '../money/money-format';
import { parseAmount } from '../money/parse-amount';
import { z } from 'zod';
import { productAmountLimits } from '../catalog/catalog-schemas';
import { readQuantityField } from '../catalog/quantity-field';
import { lineAmountCents, maxStockQuantityOfAnyUnit, quantityInputText, soldByOptions } from '../catalog/sold-by';
import type { SoldBy } from '../catalog/sold-by';
import { pageOf, pageQuerySchema } from '../http/api-error';
import { refusal, say, typedAmount } from '../i18n/core-message';
import type { CoreMessage } from '../i18n/core-message';
import { fieldMessages } from '../i18n/field-messages';
import { purchaseOrderMessages } from './purchasing-messages';

/**
 * draft (being written, editable) → sent (to the supplier) → partial (some received) → received (all in);
 * a draft or sent order can be cancelled, and a partly received one closed short (the rest will not come).
 */
export const purchaseOrderStatuses = ['draft', 'sent', 'partial', 'received', 'cancelled', 'closed'] as const;
export type PurchaseOrderStatus = (typeof purchaseOrderStatuses)[number];
export const purchaseOrderStatusLabels: Record<PurchaseOrderStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  partial: 'Partly received',
  received: 'Received',
  cancelled: 'Cancelled',
  closed: 'Closed short',
};
/** An order's status as it reads in a refusal ("PO-0001 is partly received: …"). */
export const purchaseOrderStatusWords: Record<PurchaseOrderStatus, string> = {
  draft: 'a draft',
  sent: 'sent',
  partial: 'partly received',
  received: 'received',
  cancelled: 'cancelled',
  closed: 'closed',
};
/** Orders whose goods are still to come: what counts as "on order". */
export const openPurchaseOrderStatuses = ['sent', 'partial'] as const satisfies readonly PurchaseOrderStatus[];

export const maxPurchaseOrderLines = 500;

/** A purchase order's human number: PO-0001, from the chain's counter. */
export const formatPurchaseOrderNumber = (sequence: number) => `PO-${String(sequence).padStart(4, '0')}`;

/**
 * Units, or thousandths of the unit of a product sold by weight (2.5 lb is 2500). The most of any unit here; the
 * service holds each line to its product's own most (maxStockQuantity).
 */
const quantity = (min: number, minMessage: CoreMessage) =>
  z.coerce
    .number(refusal(purchaseOrderMessages.enterQuantity))
    .int(refusal(fieldMessages.wholeNumber))
    .min(min, refusal(minMessage))
    .max(maxStockQuantityOfAnyUnit, refusal(purchaseOrderMessages.quantityTooLarge));

export const purchaseOrderLineInputSchema = z.object({
  productId: z.string().trim().min(1, refusal(purchaseOrderMessages.chooseProduct)).max(64),
  quantity: quantity(1, purchaseOrderMessages.orderAtLeastOne),
  /** What the supplier charges for one unit, in cents. */
  unitCostCents: z.coerce
    .number(refusal(purchaseOrderMessages.enterCost))
    .int(refusal(purchaseOrderMessages.wholeCents))
    .min(0, refusal(fieldMessages.zeroOrMore))
    .max(100_000_000, refusal(purchaseOrderMessages.costTooLarge)),
});
export type PurchaseOrderLineInput = z.output<typeof purchaseOrderLineInputSchema>;

const noRepeatedProducts = (lines: readonly { productId: string }[], ctx: z.RefinementCtx) => {
  const seen = new Set<string>();
  lines.forEach((line, index) => {
    if (seen.has(line.productId))
      ctx.addIssue({
        code: 'custom',
        path: ['lines', index, 'productId'],
        message: say(purchaseOrderMessages.alreadyOnOrder),
      });
    seen.add(line.productId);
  });
};

/** A new order (a draft) or a draft's new content. */
export const purchaseOrderInputSchema = z
  .object({
    supplierId: z.string().trim().min(1, refusal(purchaseOrderMessages.chooseSupplier)).max(64),
    /** The date the goods are expected, yyyy-MM-dd, or empty. */
    expectedOn: z
      .string()
      .trim()
      .refine(
        (text) => text === '' || /^\d{4}-\d{2}-\d{2}$/.test(text),
        refusal(purchaseOrderMessages.dateExample, { example: '2026-12-01' }),
      )
      .default(''),
    note: z
      .string()
      .trim()
      .max(500, refusal(purchaseOrderMessages.noteTooLong, { max: 500 }))
      .default(''),
    lines: z
      .array(purchaseOrderLineInputSchema)
      .min(1, refusal(purchaseOrderMessages.addProduct))
      .max(maxPurchaseOrderLines, refusal(purchaseOrderMessages.tooManyProducts, { max: maxPurchaseOrderLines })),
  })
  .superRefine((input, ctx) => noRepeatedProducts(input.lines, ctx));
export type PurchaseOrderInput = z.output<typeof purchaseOrderInputSchema>;

/** Goods arriving against an order: some or all of each line, never more than is still to come. */
export const purchaseOrderReceiptInputSchema = z
  .object({
    lines: z
      .array(
        z.object({
          productId: z.string().trim().min(1).max(64),
          quantity: quantity(0, fieldMessages.zeroOrMore),
          /** The cost on the supplier's invoice when it differs from the order's; absent keeps the order's. */
          unitCostCents: purchaseOrderLineInputSchema.shape.unitCostCents.optional(),
        }),
      )
      .min(1, refusal(purchaseOrderMessages.enterWhatArrived))
      .max(maxPurchaseOrderLines),
  })
  .superRefine((input, ctx) => {
    noRepeatedProducts(input.lines, ctx);
    if (input.lines.every((line) => line.quantity === 0))
      ctx.addIssue({ code: 'custom', path: ['lines'], message: say(purchaseOrderMessages.quantityAboveZero) });
  });
export type PurchaseOrderReceiptInput = z.output<typeof purchaseOrderReceiptInputSchema>;

export const purchaseOrderListQuerySchema = pageQuerySchema.extend({
  status: z.enum(purchaseOrderStatuses).optional(),
  supplierId: z.string().max(64).optional(),
});
export type PurchaseOrderListQuery = z.infer<typeof purchaseOrderListQuerySchema>;

const staffRefSchema = z.object({ id: z.string(), name: z.string() });

export const purchaseOrderLineSchema = z.object({
  productId: z.string(),
  name: z.string(),
  sku: z.string(),
  /** By the unit, or by weight: then quantities are thousandths of the unit and the cost is per unit of weight. */
  soldBy: z.enum(soldByOptions),
  quantity: z.number().int(),
  received: z.number().int(),
  unitCostCents: z.number().int(),
  totalCents: z.number().int(),
});
export type PurchaseOrderLine = z.infer<typeof purchaseOrderLineSchema>;

export const purchaseOrderSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(purchaseOrderStatuses),
  supplier: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  storeId: z.string(),
  expectedOn: z.string().nullable(),
  note: z.string().nullable(),
  lines: z.array(purchaseOrderLineSchema),
  totalCents: z.number().int(),
  createdBy: staffRefSchema,
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** When the last goods arrived against it. */
  receivedAt: z.string().nullable(),
});
export type PurchaseOrder = z.infer<typeof purchaseOrderSchema>;

export const purchaseOrderPageSchema = pageOf(purchaseOrderSchema);
export type PurchaseOrderPage = z.infer<typeof purchaseOrderPageSchema>;

type CostedLine = { quantity: number; unitCostCents: number; soldBy?: SoldBy | null };

/** A line's value at its unit cost (a weight at its cost per kg or lb). */
export const purchaseLineTotal = (line: CostedLine) => lineAmountCents(line.unitCostCents, line.quantity, line.soldBy);

/** What an order is worth: its lines at their costs. */
export const purchaseOrderTotal = (lines: readonly CostedLine[]) =>
  lines.reduce((sum, line) => sum + purchaseLineTotal(line), 0);

/** Where an order stands once goods have arrived: received when every line is in, partial when some are. */
export function statusAfterReceipt(lines: readonly { quantity: number; received: number }[]): PurchaseOrderStatus {
  if (lines.every((line) => line.received >= line.quantity)) return 'received';
  return lines.some((line) => line.received > 0) ? 'partial' : 'sent';
}

export const reorderSuggestionSchema = z.object({
  productId: z.string(),
  name: z.string(),
  sku: z.string(),
  soldBy: z.enum(soldByOptions),
  /** The supplier the product's supplier field names, when the chain has one by that name. */
  supplier: z.object({ id: z.string(), name: z.string() }).nullable(),
  onHand: z.number().int(),
  onOrder: z.number().int(),
  reorderLevel: z.number().int().nullable(),
  soldLast30Days: z.number().int(),
  quantity: z.number().int(),
  /** The product's cost, which a new order starts from; 0 when it has none. */
  unitCostCents: z.number().int(),
});
export type ReorderSuggestion = z.infer<typeof reorderSuggestionSchema>;

export const reorderQuerySchema = z.object({ supplierId: z.string().max(64).optional() });

/**
 * The order form: each quantity typed in its product's own unit ('2.5' of cheese sold by the lb) and costs in
 * dollars; it yields what the API takes (2500 thousandths of a lb).
 */
export const purchaseOrderFormSchemaFor = (format: MoneyFormat) =>
  z
    .object({
      supplierId: z.string().trim().min(1, refusal(purchaseOrderMessages.chooseSupplier)).max(64),
      expectedOn: purchaseOrderInputSchema.shape.expectedOn,
      note: purchaseOrderInputSchema.shape.note,
      lines: z
        .array(
          z.object({
            productId: z.string().min(1),
            /** How the product is sold, which says how its quantity reads; not sent. */
            soldBy: z.enum(soldByOptions),
            quantity: z.string(),
            unitCost: z
              .string()
              .trim()
              .refine(
                (text) => parseAmount(text, format, productAmountLimits) !== null,
                refusal(purchaseOrderMessages.costExample, { example: typedAmount(450) }),
              ),
          }),
        )
        .min(1, refusal(purchaseOrderMessages.addProduct))
        .max(maxPurchaseOrderLines, refusal(purchaseOrderMessages.tooManyProducts, { max: maxPurchaseOrderLines })),
    })
    .transform(({ lines, ...order }, ctx): PurchaseOrderInput => ({
      ...order,
      lines: lines.map(({ unitCost, soldBy, ...line }, index) => {
        const read = readQuantityField(line.quantity, soldBy, { locale: format.locale });
        if (!read.ok) ctx.addIssue({ code: 'custom', path: ['lines', index, 'quantity'], message: read.message });
        return {
          ...line,
          quantity: read.ok ? read.quantity : 0,
          unitCostCents: parseAmount(unitCost, format, productAmountLimits) ?? 0,
        };
      }),
    }));
export const purchaseOrderFormSchema = purchaseOrderFormSchemaFor(usMoneyFormat);
export type PurchaseOrderFormValues = z.input<typeof purchaseOrderFormSchema>;

/**
 * An order as a spreadsheet for the supplier: one row per line, with its number, date and the totals; a weight in
 * its unit ('2.5', 'lb'), units 'each'; amounts with the store currency's minor digits ("7.50", "1200" yen).
 */
export function purchaseOrderCsvTable(order: PurchaseOrder, currency = 'USD') {
  const money = (minor: number) => minorToCsvDecimal(minor, currency);
  return {
    fields: ['Order', 'Supplier', 'SKU', 'Product', 'Quantity', 'Unit', 'Unit cost', 'Line total', 'Expected'],
    rows: order.lines.map((line) => [
      order.number,
      order.supplier.name,
      line.sku,
      line.name,
      quantityInputText(line.quantity, line.soldBy),
      line.soldBy === 'unit' ? 'each' : line.soldBy,
      money(line.unitCostCents),
      money(line.totalCents),
      order.expectedOn ?? '',
    ]),
  };
}
