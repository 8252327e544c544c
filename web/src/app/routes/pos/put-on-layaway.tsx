import { useIntl } from 'react-intl';
import { toast } from '@/lib/toast';
import { cart, cartSaleInput } from '@/features/cart/hooks/cart-store';
import type { CartState } from '@/features/cart/hooks/cart-store';
import { useCreateLayaway } from '@/features/layaway/api/create-layaway';
import { PutOnLayawayDialog } from '@/features/layaway/components/put-on-layaway-dialog';
import type { LayawayTerms } from '@/features/layaway/components/put-on-layaway-dialog';
import { formatMoney } from '@/lib/money';

interface PutOnLayawayProps {
  asking: { tillId: string; id: string; depositId: string };
  state: CartState;
  totalCents: number;
  depositPercent: number;
  onClose: () => void;
}

/**
 * Put on layaway, loaded when asked for (the till's first load carries none of it): the dialog, then the cart put
 * by on the server for its customer and a new sale started.
 */
export function PutOnLayaway({ asking, state, totalCents, depositPercent, onClose }: PutOnLayawayProps) {
  const intl = useIntl();
  const create = useCreateLayaway();
  const save = ({ dueDate, note, deposit }: LayawayTerms) => {
    if (!state.customer) return;
    const { lines, overrideId } = cartSaleInput(state);
    create.mutate(
      {
        id: asking.id,
        tillId: asking.tillId,
        customerId: state.customer.id,
        lines,
        ...(overrideId && { overrideId }),
        discount: state.discount,
        dueDate,
        ...(note && { note }),
        deposit: { id: asking.depositId, ...deposit },
      },
      {
        onSuccess: (layaway) => {
          onClose();
          cart.startNew();
          const change = (deposit.tenderedCents ?? deposit.amountCents) - deposit.amountCents;
          const terms = {
            deposit: formatMoney(layaway.paidCents),
            customer: layaway.customer.name,
            balance: formatMoney(layaway.balanceCents),
            date: layaway.dueDate,
            change: formatMoney(change),
          };
          toast.success(
            intl.formatMessage(
              { id: 'pos.layaway.putBy', defaultMessage: 'Layaway {number} put by' },
              { number: layaway.number },
            ),
            {
              description:
                change > 0
                  ? intl.formatMessage(
                      {
                        id: 'pos.layaway.termsChange',
                        defaultMessage:
                          '{deposit} deposit for {customer}; {balance} to pay by {date}. Change {change}.',
                      },
                      terms,
                    )
                  : intl.formatMessage(
                      {
                        id: 'pos.layaway.terms',
                        defaultMessage: '{deposit} deposit for {customer}; {balance} to pay by {date}.',
                      },
                      terms,
                    ),
            },
          );
        },
      },
    );
  };
  return (
    <PutOnLayawayDialog
      customerName={state.customer?.name ?? null}
      totalCents={totalCents}
      depositPercent={depositPercent}
      saving={create.isPending}
      error={create.error}
      onSave={save}
      onClose={onClose}
    />
  );
}
