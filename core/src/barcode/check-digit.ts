/**
 * The GS1 mod-10 check digit of a number without its check digit, for any length (GTIN-8/12/13/14, SSCC…).
 * Weights run 3, 1, 3, 1… from the rightmost digit, so leading zeros never change the result: that is why one
 * product keeps the same check digit as UPC-A, EAN-13 and GTIN-14.
 */
export function gs1CheckDigit(digitsWithoutCheck: string): number {
  if (!/^\d*$/.test(digitsWithoutCheck)) throw new RangeError(`${digitsWithoutCheck} is not all digits`);
  let sum = 0;
  for (let index = 0; index < digitsWithoutCheck.length; index++) {
    const digit = Number(digitsWithoutCheck[digitsWithoutCheck.length - 1 - index]);
    sum += index % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** Whether a code of two or more digits ends in the right GS1 check digit; false for anything not all digits. */
export function hasValidCheckDigit(code: string): boolean {
  if (!/^\d{2,}$/.test(code)) return false;
  return gs1CheckDigit(code.slice(0, -1)) === Number(code.slice(-1));
}
