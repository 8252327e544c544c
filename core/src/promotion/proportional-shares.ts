/**
 * allocateProportionally's shares, cent for cent (same whole cents, the cents left over one each to the largest
 * fractions, equal fractions to the first), for the promotions engine, which shares out thousands of amounts for
 * one cart: the fraction that last gets a cent is picked out rather than all of them sorted, and the working
 * arrays are kept from one call to the next.
 */
export function shareProportionally(amountCents: number, weights: ArrayLike<number>): number[] {
  const count = weights.length;
  const shares = new Array<number>(count);
  let totalWeight = 0;
  for (let n = 0; n < count; n += 1) totalWeight += weights[n]!;
  if (amountCents <= 0 || totalWeight <= 0) return shares.fill(0);
  let wholeCents = 0;
  for (let n = 0; n < count; n += 1) {
    const exact = (amountCents * weights[n]!) / totalWeight;
    shares[n] = Math.floor(exact);
    fractions[n] = exact - shares[n]!;
    picked[n] = fractions[n]!;
    wholeCents += shares[n]!;
  }
  const remainder = amountCents - wholeCents;
  let oddCents = remainder > 0 ? Math.min(count, Math.ceil(remainder)) : 0;
  if (oddCents === 0) return shares;
  const smallestWithOne = largest(picked, count, oddCents);
  for (let n = 0; n < count; n += 1) {
    if (fractions[n]! > smallestWithOne) {
      shares[n]! += 1;
      oddCents -= 1;
    }
  }
  for (let n = 0; n < count && oddCents > 0; n += 1) {
    if (fractions[n] === smallestWithOne) {
      shares[n]! += 1;
      oddCents -= 1;
    }
  }
  return shares;
}

// Working arrays, as long as the most weights shared yet (only the first `count` are read).
const fractions: number[] = [];
const picked: number[] = [];

/** The `k`th largest of the first `count` values (quickselect, which reorders them). */
function largest(values: number[], count: number, k: number): number {
  const wanted = k - 1;
  let low = 0;
  let high = count - 1;
  while (low < high) {
    const pivot = values[(low + high) >> 1]!;
    let i = low;
    let j = high;
    while (i <= j) {
      while (values[i]! > pivot) i += 1;
      while (values[j]! < pivot) j -= 1;
      if (i <= j) {
        const swapped = values[i]!;
        values[i] = values[j]!;
        values[j] = swapped;
        i += 1;
        j -= 1;
      }
    }
    if (wanted <= j) high = j;
    else if (wanted >= i) low = i;
    else break;
  }
  return values[wanted]!;
}
