import { useState } from 'react';
import type { FormEvent } from 'react';
import { HandCoins, LoaderCircle } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';

import type { SpecialOrder } from '@tillwise/core/special-order/special-order-schemas';
import { PaymentFields, readPayment } from '@/components/payment-fields';
import type { PaymentDraft, PaymentErrors } from '@/components/payment-fields';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { newId } from '@/lib/new-id';
import { useCollectSpecialOrder } from '../api/collect-special-order';
import { formatMoney, toAmountText } from '@/lib/money';

interface CollectFormProps {
  order: SpecialOrder;
  tillId: string;
  onCollected: (order: SpecialOrder) => void;
}

/** Hands an order that has arrived over at this till: what the deposit did not pay, in cash or card. */
export function CollectForm({ order, tillId, onCollected }: CollectFormProps) {
  const intl = useIntl();
  const balance = order.balanceCents;
  const [draft, setDraft] = useState<PaymentDraft>({
    amountText: toAmountText(balance),
    method: 'card',
    tenderedText: '',
  });
  const [errors, setErrors] = useState<PaymentErrors>({});
  // Made once per form, so a sale sent again after a lost answer is the same sale.
  const [id] = useState(newId);
  const collect = useCollectSpecialOrder(onCollected);
  const read = readPayment(draft, balance, { cashDue: () => order.cashBalanceCents });
  const dueCents = draft.method === 'cash' ? order.cashBalanceCents : balance;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (balance === 0) return collect.mutate({ specialOrderId: order.id, id, tillId, method: 'card' });
    setErrors(read.errors);
    if (read.payment) {
      const { method, tenderedCents } = read.payment;
      collect.mutate({ specialOrderId: order.id, id, tillId, method, tenderedCents });
    }
  };
  return (
    <form
      className="space-y-3 rounded-md border p-3"
      noValidate
      onSubmit={submit}
      aria-label={intl.formatMessage({ id: 'specialOrder.collect.handOver', defaultMessage: 'Hand over' })}
    >
      {balance > 0 ? (
        <PaymentFields
          idPrefix="special-order-collect"
          draft={draft}
          errors={errors}
          cashDueCents={order.cashBalanceCents}
          readOnlyAmount
          onChange={setDraft}
        />
      ) : (
        <p className="text-sm">
          <FormattedMessage id="specialOrder.collect.paidInFull" defaultMessage="The deposit paid for it in full." />
        </p>
      )}
      {collect.error && (
        <Alert variant="destructive">
          <AlertDescription>{collect.error.message}</AlertDescription>
        </Alert>
      )}
      <Button type="submit" className="w-full" disabled={collect.isPending}>
        {collect.isPending ? <LoaderCircle className="animate-spin" /> : <HandCoins />}
        {balance > 0 ? (
          <FormattedMessage
            id="specialOrder.collect.take"
            defaultMessage="Take {amount} and hand over"
            values={{ amount: formatMoney(dueCents) }}
          />
        ) : (
          <FormattedMessage id="specialOrder.collect.handOver" defaultMessage="Hand over" />
        )}
      </Button>
    </form>
  );
}
