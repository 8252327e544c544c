import { useState } from 'react';
import { LoaderCircle, Mail } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { emailReceiptInputSchema } from '@tillwise/core/mail/email-receipt-input';

import type { Sale } from '@tillwise/core/sale/sale-schemas';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { useEmailReceipt } from '../api/email-receipt';
import { formatMoney } from '@/lib/money';

interface EmailReceiptDialogProps {
  sale: Sale;
  /** The attached customer's address, typed in for the cashier to send or change. */
  customerEmail: string | null;
  onClose: () => void;
}

/**
 * The till's "E-mail receipt": to the attached customer's address or one typed in. It only queues the receipt (the
 * sale is already recorded), and says so inline, or why not.
 */
export function EmailReceiptDialog({ sale, customerEmail, onClose }: EmailReceiptDialogProps) {
  const intl = useIntl();
  const [to, setTo] = useState<string | null>(null);
  const [typedError, setTypedError] = useState<string | null>(null);
  const send = useEmailReceipt();
  const address = to ?? customerEmail ?? '';
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = emailReceiptInputSchema.safeParse({ to: address.trim() });
    const message = !address.trim()
      ? intl.formatMessage({ id: 'mail.receipt.typeAddress', defaultMessage: 'Type an e-mail address' })
      : parsed.error?.issues[0]?.message;
    setTypedError(message ?? null);
    if (!message) send.mutate({ saleId: sale.id, to: address.trim() });
  };
  const error = typedError ?? send.error?.message;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage id="mail.receipt.title" defaultMessage="E-mail receipt" />
          </DialogTitle>
          <DialogDescription>
            <FormattedMessage
              id="mail.receipt.description"
              defaultMessage="Receipt {number} · {total}"
              values={{ number: sale.number, total: formatMoney(sale.totalCents + sale.giftCardsCents) }}
            />
          </DialogDescription>
        </DialogHeader>
        <form id="email-receipt" noValidate onSubmit={submit}>
          <FormField
            id="email-receipt-to"
            label={intl.formatMessage({ id: 'mail.receipt.address', defaultMessage: 'E-mail address' })}
          >
            <Input
              id="email-receipt-to"
              type="email"
              inputMode="email"
              autoComplete="off"
              placeholder={intl.formatMessage({
                id: 'mail.receipt.placeholder',
                defaultMessage: 'customer@example.com',
              })}
              value={address}
              aria-invalid={Boolean(error)}
              aria-describedby="email-receipt-status"
              onChange={(event) => {
                setTo(event.target.value);
                send.reset();
              }}
            />
          </FormField>
        </form>
        <p id="email-receipt-status" role="status" className="min-h-5 text-sm">
          {error ? (
            <span className="text-destructive">{error}</span>
          ) : (
            send.data && (
              <span className="text-success">
                <FormattedMessage
                  id="mail.receipt.queued"
                  defaultMessage="Receipt queued for {to}"
                  values={{ to: send.data.to }}
                />
              </span>
            )
          )}
        </p>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            {send.data ? (
              <FormattedMessage id="mail.done" defaultMessage="Done" />
            ) : (
              <FormattedMessage id="mail.cancel" defaultMessage="Cancel" />
            )}
          </Button>
          {/* Queued once: typing another address sends again; a second click does not. */}
          <Button type="submit" form="email-receipt" disabled={send.isPending || Boolean(send.data)}>
            {send.isPending ? <LoaderCircle className="animate-spin" /> : <Mail />}
            <FormattedMessage id="mail.receipt.send" defaultMessage="Send receipt" />
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
