import { z } from 'zod';
import { refusal } from '../i18n/core-message';
import type { CoreMessage } from '../i18n/core-message';
import type { DiscountCaps } from './discount-caps';
import { settingsMessages as messages } from './settings-messages';

const capPercent = (enterCap: CoreMessage) =>
  z
    .number(refusal(enterCap))
    .int(refusal(messages.wholePercentage))
    .min(0, refusal(messages.percentRange))
    .max(100, refusal(messages.percentRange));

/** Settings › Team's discount caps, whole percents 0–100 per role (see DiscountCaps). */
export const discountCapsSchema = z.strictObject({
  manager: capPercent(messages.enterManagerCap),
  cashier: capPercent(messages.enterCashierCap),
  inventory: capPercent(messages.enterInventoryCap),
}) satisfies z.ZodType<DiscountCaps>;
