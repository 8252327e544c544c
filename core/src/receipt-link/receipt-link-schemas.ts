import { z } from 'zod';

/** A sale's digital receipt: the public page's address and a QR code of it to print. */
export const receiptLinkSchema = z.object({
  url: z.string(),
  /** The QR code of the url as SVG markup, made by the server. */
  qrSvg: z.string(),
});
export type ReceiptLink = z.infer<typeof receiptLinkSchema>;

/** The path of a receipt's public page. */
export const receiptPagePath = (token: string) => `/r/${token}`;
