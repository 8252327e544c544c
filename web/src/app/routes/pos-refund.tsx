import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { TillPaymentSettings } from '@tillwise/core/settings/payment-settings';
import { ProductSearchList } from '@/features/catalog/components/product-search-list';
import { CustomerPicker } from '@/features/customer/components/customer-picker';
import type { LocalCustomerSearch } from '@/features/customer/components/customer-search-dialog';
import { useReceiptSettings } from '@/features/sale/api/get-receipt-settings';
import { usePreferences } from '@/features/settings/api/get-preferences';
import { RefundDialog } from '@/features/refund/components/refund-dialog';
import type { HeldSales } from '@/features/refund/api/held-sales';
import { ReturnDialog } from '@/features/return/components/return-dialog';
import { useTillApproval } from './pos-cart-edits';

interface TillRefundProps {
  tillId: string;
  held: HeldSales;
  /** The signed-in role may give refunds alone; otherwise a manager approves each one on the till. */
  canRefund: boolean;
  /** The store's payment settings: the rule for returns without receipt and how the store prices. */
  settings: TillPaymentSettings | undefined;
  /** The sale's customer, who a return without receipt credits unless another is chosen. */
  customer: { id: string; name: string; loyaltyPoints: number } | null;
  localCustomers?: LocalCustomerSearch;
  onClose: () => void;
  onRefunded: () => void;
}

/**
 * Process Refund at the till, loaded when first opened, with a manager's approval for a role that needs one; and,
 * where the chain's rule takes them, a return without receipt.
 */
export function TillRefund({ tillId, held, canRefund, settings, customer, localCustomers, ...props }: TillRefundProps) {
  const intl = useIntl();
  const approval = useTillApproval(tillId);
  const receiptSettings = useReceiptSettings().data;
  const preferences = usePreferences().data;
  const paperWidth = preferences?.hardware.paperWidth;
  const [noReceipt, setNoReceipt] = useState(false);
  const [returnCustomer, setReturnCustomer] = useState(customer);
  const requestOverride = canRefund ? undefined : approval.override.request;
  const rule = settings?.noReceiptRefunds ?? 'none';
  return (
    <>
      {noReceipt && settings ? (
        <ReturnDialog
          tillId={tillId}
          rule={rule}
          pricing={settings}
          customer={returnCustomer}
          customerSlot={
            <CustomerPicker
              customer={returnCustomer}
              localSearch={localCustomers}
              onChange={(picked) =>
                setReturnCustomer(picked && { id: picked.id, name: picked.name, loyaltyPoints: picked.loyaltyPoints })
              }
            />
          }
          renderProductSearch={(add) => (
            <ProductSearchList
              id="return-product"
              label={intl.formatMessage({ id: 'pos.refund.itemBack', defaultMessage: 'Item brought back' })}
              onPick={(product) =>
                add({
                  productId: product.id,
                  name: product.name,
                  sku: product.sku,
                  unitPriceCents: product.priceCents,
                  taxRate: product.taxRate,
                  categoryId: product.categoryId,
                  soldBy: product.soldBy,
                })
              }
            />
          )}
          requestOverride={requestOverride}
          onClose={() => {
            props.onRefunded();
            props.onClose();
          }}
        />
      ) : (
        <RefundDialog
          open
          tillId={tillId}
          held={held}
          onOpenChange={(open) => !open && props.onClose()}
          onRefunded={props.onRefunded}
          requestOverride={requestOverride}
          onNoReceipt={rule === 'none' ? undefined : () => setNoReceipt(true)}
          cashRoundingStep={settings?.cashRoundingCents ?? 0}
          takesCash={settings?.enabledMethods.includes('cash') ?? true}
          promotionRefundRule={preferences?.refunds.promotionRule}
          slip={receiptSettings && { settings: receiptSettings, paperWidth }}
        />
      )}
      {approval.override.dialog}
    </>
  );
}
