import { defaultDiscountCaps, discountCapFor } from '@tillwise/core/settings/discount-caps';
import { can } from '@tillwise/core/staff/permissions';
import { ChangePriceDialog } from '@/features/cart/components/change-price-dialog';
import { DiscountDialog } from '@/features/cart/components/discount-dialog';
import { cart } from '@/features/cart/hooks/cart-store';
import type { CartState } from '@/features/cart/hooks/cart-store';
import { useManagerOverride } from '@/features/override/hooks/use-manager-override';
import { useSession } from '@/features/session/api/get-session';
import { useSignInRoster } from '@/features/session/api/get-sign-in-roster';
import { useDiscountCaps } from '@/features/settings/api/get-discount-caps';
import { QuotePriceApprovals } from './pos/quote-price-approvals';

export type CartTarget = { productId: string; name: string };
/**
 * A discount on a line (or on the whole sale when the target is null), a line's price, or a manager's approval of an
 * expired quote's prices that have moved since.
 */
export type CartEdit = { discount: CartTarget | null } | { price: CartTarget } | { quotePrices: true };

/**
 * A manager's approval on this till (used by the lazily loaded cart and refund dialogs): the signed-in role's discount cap, and who may approve (the store's managers
 * and admins, other than whoever is signed in).
 */
export function useTillApproval(tillId: string) {
  const session = useSession().data;
  const capPercent = discountCapFor(useDiscountCaps().data ?? defaultDiscountCaps, session?.user.role ?? 'cashier');
  const approvers = (useSignInRoster(session?.store.id).data?.staff ?? [])
    .filter((member) => can(member.role, 'pos:discount') && member.id !== session?.user.id)
    .map(({ id, name }) => ({ id, name }));
  return { capPercent, override: useManagerOverride({ tillId, approvers }) };
}

interface CartEditDialogProps {
  edit: CartEdit;
  state: CartState;
  tillId: string;
  canChangePrices: boolean;
  onClose: () => void;
}

/**
 * The discount and change-price dialogs of the cart, loaded when first opened; beyond the role's rights (its
 * discount cap, changing prices), a manager approves on the till.
 */
export function CartEditDialog({ tillId, ...props }: CartEditDialogProps) {
  const approval = useTillApproval(tillId);
  return (
    <>
      <CartEdits {...props} approval={approval} />
      {approval.override.dialog}
    </>
  );
}

function CartEdits({
  edit,
  state,
  approval,
  canChangePrices,
  onClose,
}: Omit<CartEditDialogProps, 'tillId'> & { approval: ReturnType<typeof useTillApproval> }) {
  if ('quotePrices' in edit) {
    return <QuotePriceApprovals state={state} request={approval.override.request} onDone={onClose} />;
  }
  if ('price' in edit) {
    const line = state.lines.find((l) => l.productId === edit.price.productId);
    if (!line) return null;
    return (
      <ChangePriceDialog
        line={line}
        canChangePrices={canChangePrices}
        requestOverride={approval.override.request}
        onClose={onClose}
        onApply={(unitPriceCents, overrideId) => {
          cart.setLinePrice(line.productId, unitPriceCents, overrideId);
          onClose();
        }}
      />
    );
  }
  const target = edit.discount;
  return (
    <DiscountDialog
      targetName={target?.name ?? null}
      current={target ? state.lines.find((l) => l.productId === target.productId)?.discount : state.discount}
      cap={{
        percent: approval.capPercent,
        lines: state.lines,
        saleDiscount: state.discount,
        targetProductId: target?.productId ?? null,
      }}
      requestOverride={approval.override.request}
      onClose={onClose}
      onApply={(discount, overrideId) => {
        if (target) cart.setLineDiscount(target.productId, discount, overrideId);
        else cart.setDiscount(discount, overrideId);
        onClose();
      }}
    />
  );
}
