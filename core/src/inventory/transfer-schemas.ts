import { z } from 'zod';
import { readQuantityField } from '../catalog/quantity-field';
import { maxStockQuantityOfAnyUnit, soldByOptions } from '../catalog/sold-by';
import { pageOf, pageQuerySchema } from '../http/api-error';
import { storeSummarySchema } from '../store/store-schemas';
import { refusal, say } from '../i18n/core-message';
import { fieldMessages } from '../i18n/field-messages';
import { inventoryMessages, transferMessages } from './inventory-messages';

export const transferStatuses = ['in_transit', 'received'] as const;
export type TransferStatus = (typeof transferStatuses)[number];
export const transferStatusLabels: Record<TransferStatus, string> = {
  in_transit: 'In transit',
  received: 'Received',
};

/** Which of the session store's transfers to list: those coming in, those going out, or both. */
export const transferDirections = ['incoming', 'outgoing', 'all'] as const;
export type TransferDirection = (typeof transferDirections)[number];

export const maxTransferLines = 200;

/** A transfer's human number: TRF-0001, from the chain's transfer counter. */
export const formatTransferNumber = (sequence: number) => `TRF-${String(sequence).padStart(4, '0')}`;

export const transferLineInputSchema = z.object({
  productId: z.string().trim().min(1, refusal(transferMessages.chooseProduct)).max(64),
  /** Units, or thousandths of the unit of a product sold by weight; the service holds it to the product's most. */
  quantity: z.coerce
    .number(refusal(inventoryMessages.enterQuantity))
    .int(refusal(fieldMessages.wholeNumber))
    .min(1, refusal(transferMessages.sendAtLeastOne))
    .max(maxStockQuantityOfAnyUnit, refusal(transferMessages.quantityTooLarge)),
});
export type TransferLineInput = z.output<typeof transferLineInputSchema>;

/** Stock sent from the session's store to another store of the chain: each product once, at least one unit. */
export const createTransferInputSchema = z
  .object({
    toStoreId: z.string().trim().min(1, refusal(transferMessages.chooseStore)).max(64),
    note: z
      .string()
      .trim()
      .max(500, refusal(inventoryMessages.noteTooLong, { max: 500 }))
      .default(''),
    lines: z
      .array(transferLineInputSchema)
      .min(1, refusal(transferMessages.addProduct))
      .max(maxTransferLines, refusal(transferMessages.tooManyProducts, { max: maxTransferLines })),
  })
  .superRefine((input, ctx) => {
    const seen = new Set<string>();
    input.lines.forEach((line, index) => {
      if (seen.has(line.productId))
        ctx.addIssue({
          code: 'custom',
          path: ['lines', index, 'productId'],
          message: say(transferMessages.alreadyOnTransfer),
        });
      seen.add(line.productId);
    });
  });
export type CreateTransferInput = z.output<typeof createTransferInputSchema>;

/**
 * The new transfer form: each quantity typed in its product's own unit ('0.75' of cheese sold by the kg, '0,75'
 * where `locale` writes a decimal comma); it yields what the API takes (750 thousandths of a kg).
 */
export const transferFormSchemaFor = (locale = 'en-US') =>
  z
    .object({
      toStoreId: createTransferInputSchema.shape.toStoreId,
      note: createTransferInputSchema.shape.note,
      lines: z
        .array(
          z.object({
            productId: transferLineInputSchema.shape.productId,
            /** How the product is sold, which says how its quantity reads; not sent. */
            soldBy: z.enum(soldByOptions),
            quantity: z.string(),
          }),
        )
        .min(1, refusal(transferMessages.addProduct))
        .max(maxTransferLines, refusal(transferMessages.tooManyProducts, { max: maxTransferLines })),
    })
    .transform(({ lines, ...transfer }, ctx): CreateTransferInput => ({
      ...transfer,
      lines: lines.map(({ soldBy, ...line }, index) => {
        const read = readQuantityField(line.quantity, soldBy, { locale });
        if (!read.ok) ctx.addIssue({ code: 'custom', path: ['lines', index, 'quantity'], message: read.message });
        return { ...line, quantity: read.ok ? read.quantity : 0 };
      }),
    }));
export const transferFormSchema = transferFormSchemaFor();
export type TransferFormValues = z.input<typeof transferFormSchema>;

export const transferListQuerySchema = pageQuerySchema.extend({
  direction: z.enum(transferDirections).default('all'),
  status: z.enum(transferStatuses).optional(),
});
export type TransferListQuery = z.infer<typeof transferListQuerySchema>;

const staffRefSchema = z.object({ id: z.string(), name: z.string() });

export const transferLineSchema = z.object({
  productId: z.string(),
  name: z.string(),
  sku: z.string(),
  soldBy: z.enum(soldByOptions),
  /** Units, or thousandths of the product's unit of weight. */
  quantity: z.number().int(),
});
export type TransferLine = z.infer<typeof transferLineSchema>;

export const transferSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(transferStatuses),
  from: storeSummarySchema,
  to: storeSummarySchema,
  note: z.string().nullable(),
  lines: z.array(transferLineSchema),
  sentBy: staffRefSchema,
  sentAt: z.string(),
  receivedBy: staffRefSchema.nullable(),
  receivedAt: z.string().nullable(),
});
export type Transfer = z.infer<typeof transferSchema>;

export const transferPageSchema = pageOf(transferSchema);
export type TransferPage = z.infer<typeof transferPageSchema>;
