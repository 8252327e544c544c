import { z } from 'zod';
import type { DiscountCaps } from './discount-caps';

const capPercent = (role: string) =>
  z
    .number({ error: `Enter the ${role} cap` })
    .int('Use a whole percentage')
    .min(0, 'Use 0 to 100 %')
    .max(100, 'Use 0 to 100 %');

/** Settings › Team's discount caps, whole percents 0–100 per role (see DiscountCaps). */
export const discountCapsSchema = z.strictObject({
  manager: capPercent('manager'),
  cashier: capPercent('cashier'),
  inventory: capPercent('inventory'),
}) satisfies z.ZodType<DiscountCaps>;
