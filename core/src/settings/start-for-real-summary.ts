import type { StartForRealCounts } from './start-for-real-schemas';

/** Each count as an owner reads it, in the order the summary names them. */
const nouns: [keyof StartForRealCounts, string, string][] = [
  ['products', 'product', 'products'],
  ['categories', 'category', 'categories'],
  ['customers', 'customer', 'customers'],
  ['suppliers', 'supplier', 'suppliers'],
  ['sales', 'sale', 'sales'],
  ['refunds', 'refund', 'refunds'],
  ['shifts', 'shift', 'shifts'],
  ['stores', 'other store', 'other stores'],
  ['staff', 'member of staff', 'members of staff'],
];

/**
 * The one line the audit log keeps of starting for real, naming what went and leaving out what there was none of:
 * "Started trading for real: removed 12 products, 6 categories and 2 other stores".
 */
export function startForRealSummary(removed: StartForRealCounts): string {
  const parts = nouns
    .filter(([key]) => removed[key] > 0)
    .map(([key, one, many]) => `${removed[key].toLocaleString('en-US')} ${removed[key] === 1 ? one : many}`);
  if (parts.length === 0) return 'Started trading for real: there was nothing to remove';
  const listed = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
  return `Started trading for real: removed ${listed}`;
}
