/**
 * A sale's lines and payments take their ids from the sale's id and their place in it. The till creates the sale
 * id, so a till that took a sale offline knows these ids before the server has the sale (it can refund it before it
 * syncs), and the payments keep the order they were tendered in, which decides how a refund splits over them.
 */
export function saleLineId(saleId: string, position: number): string {
  return `${saleId}:${position + 1}`;
}

export function salePaymentId(saleId: string, position: number): string {
  return `${saleId}:payment-${position + 1}`;
}
