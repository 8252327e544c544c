import type { PriceListEntry, Promotion } from '@tillwise/core/promotion/promotion-schemas';

/**
 * Everything a sale is priced by beyond the catalogue: the active promotions and each customer group's price
 * list, with the version text a sale's plan checks is still the stored one.
 */
export interface PromotionBook {
  version: string | null;
  promotions: Promotion[];
  prices: Map<string, PriceListEntry[]>;
}
