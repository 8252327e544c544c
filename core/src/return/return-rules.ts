import { say } from '../i18n/core-message';
import { returnMessages } from './return-messages';
import type { NoReceiptRefundRule, ReturnTender } from './return-schemas';

/**
 * Why a return without receipt may not go to this tender under the chain's rule, or null when it may. Store credit
 * needs a customer to hold it; cash needs the rule to allow it.
 */
export function returnTenderError(
  rule: NoReceiptRefundRule,
  tender: ReturnTender,
  hasCustomer: boolean,
): { path: string; message: string } | null {
  if (rule === 'none') return { path: 'lines', message: say(returnMessages.notTaken) };
  if (tender === 'cash' && rule !== 'store_credit_or_cash')
    return { path: 'tender', message: say(returnMessages.storeCreditOnly) };
  if (tender === 'store_credit' && !hasCustomer)
    return { path: 'customerId', message: say(returnMessages.chooseCustomer) };
  return null;
}

/** The tenders the till offers for a return without receipt under the rule (store credit first). */
export function returnTendersAllowed(rule: NoReceiptRefundRule): ReturnTender[] {
  if (rule === 'none') return [];
  return rule === 'store_credit_or_cash' ? ['store_credit', 'cash'] : ['store_credit'];
}
