/**
 * Exact codes to product slots in O(1): a barcode as it is, a SKU ignoring case (SKUs are unique ignoring case,
 * barcodes exactly, so each code names one product).
 */
export class SlotsByCode {
  private readonly byBarcode = new Map<string, number>();
  private readonly bySku = new Map<string, number>();

  add(slot: number, sku: string, barcode: string | null) {
    this.bySku.set(sku.toUpperCase(), slot);
    if (barcode !== null) this.byBarcode.set(barcode, slot);
  }

  /** Forgets the slot's codes, unless another product has taken them over since (a code moved in one sync). */
  delete(slot: number, sku: string, barcode: string | null) {
    const skuKey = sku.toUpperCase();
    if (this.bySku.get(skuKey) === slot) this.bySku.delete(skuKey);
    if (barcode !== null && this.byBarcode.get(barcode) === slot) this.byBarcode.delete(barcode);
  }

  /** The product whose barcode is exactly the code, else the one whose SKU is the code ignoring case. */
  find(code: string): number | undefined {
    return this.byBarcode.get(code) ?? this.bySku.get(code.toUpperCase());
  }
}
