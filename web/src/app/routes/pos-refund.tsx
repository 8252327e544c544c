import { RefundDialog } from '@/features/refund/components/refund-dialog';
import type { HeldSales } from '@/features/refund/api/held-sales';
import { useTillApproval } from './pos-cart-edits';

interface TillRefundProps {
  tillId: string;
  held: HeldSales;
  /** The signed-in role may give refunds alone; otherwise a manager approves each one on the till. */
  canRefund: boolean;
  onClose: () => void;
  onRefunded: () => void;
}

/** Process Refund at the till, loaded when first opened, with a manager's approval for a role that needs one. */
export function TillRefund({ tillId, held, canRefund, onClose, onRefunded }: TillRefundProps) {
  const approval = useTillApproval(tillId);
  return (
    <>
      <RefundDialog
        open
        tillId={tillId}
        held={held}
        onOpenChange={(open) => !open && onClose()}
        onRefunded={onRefunded}
        requestOverride={canRefund ? undefined : approval.override.request}
      />
      {approval.override.dialog}
    </>
  );
}
