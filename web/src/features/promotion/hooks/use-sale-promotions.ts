import { useEffect, useMemo, useState } from 'react';
import type { SalePromotions } from '@tillwise/core/promotion/sale-promotions';
import { useTillPromotions } from '../api/get-till-promotions';
import type * as TillPricing from '@tillwise/core/promotion/till-pricing';
import type { PricedCartLine, PromotableCartLine, SaleFacts } from '@tillwise/core/promotion/till-pricing';

type Pricing = typeof TillPricing;

// The engine loads beside the till's first screen rather than in it (the till's JavaScript budget); it starts at
// once and is there long before a cashier has scanned and paid.
const pricingLoad = import('@tillwise/core/promotion/till-pricing');
let pricing: Pricing | null = null;
void pricingLoad.then((module) => (pricing = module));

/** The wall clock to the minute: happy hours start and end while a till sits on its screen. */
function useMinute(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setTimeout(() => setNow(new Date()), 60_000 - (Date.now() % 60_000));
    return () => clearTimeout(timer);
  }, [now]);
  return now;
}

/** The cart at its customer's prices with the promotions in force now (see core's till-pricing.ts). */
export function useSalePromotions<L extends PromotableCartLine>(
  lines: readonly L[],
  sale: SaleFacts,
): { lines: (L | PricedCartLine<L>)[]; promoted: SalePromotions | null } {
  const till = useTillPromotions().data;
  const now = useMinute();
  const [loaded, setLoaded] = useState(pricing);
  useEffect(() => {
    if (!loaded) void pricingLoad.then(setLoaded);
  }, [loaded]);
  const codes = sale.couponCodes.join(',');
  return useMemo(() => {
    if (!loaded || !till) return { lines: [...lines], promoted: null };
    const couponCodes = codes ? codes.split(',') : [];
    const facts = { customerGroupId: sale.customerGroupId, couponCodes, pricesIncludeTax: sale.pricesIncludeTax };
    return loaded.priceCartWithPromotions(lines, till, facts, now);
  }, [loaded, lines, till, sale.customerGroupId, codes, sale.pricesIncludeTax, now]);
}
