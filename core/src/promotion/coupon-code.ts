/** What a coupon code may be: 3 to 32 letters, digits and dashes, compared in upper case. */
export const couponCodePattern = /^[A-Za-z0-9-]{3,32}$/;

/** A code as typed or scanned, in the form it is stored in; null when it cannot be a code. */
export function normaliseCouponCode(text: string): string | null {
  const code = text.trim();
  return couponCodePattern.test(code) ? code.toUpperCase() : null;
}
