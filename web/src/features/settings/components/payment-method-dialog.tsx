import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PaymentMethod } from '@tillwise/core/payment/tender';
import type { PaymentSettings } from '@tillwise/core/settings/payment-settings';
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
import { formatMoney } from '@/lib/money';
import { paymentSettingMessages } from './payment-method-messages';

interface PaymentMethodDialogProps {
  method: PaymentMethod;
  settings: PaymentSettings;
  onClose: () => void;
  onChange: (changes: Partial<PaymentSettings>) => void;
}

/** Configure one method: the card terminal's name, the gift card prefix; cash and loyalty explain their rules. */
export function PaymentMethodDialog({ method, settings, onClose, onChange }: PaymentMethodDialogProps) {
  const intl = useIntl();
  const message = paymentSettingMessages[method];
  const label = message ? intl.formatMessage(message) : method;
  const [terminal, setTerminal] = useState(settings.cardTerminalLabel);
  const [prefix, setPrefix] = useState(settings.voucherPrefix);
  const prefixValid = /^[A-Za-z0-9-]{0,10}$/.test(prefix.trim());

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage
              id="settings.payments.configure"
              defaultMessage="Configure {method}"
              values={{ method: label }}
            />
          </DialogTitle>
          <DialogDescription>
            <FormattedMessage
              id="settings.payments.configure.description"
              defaultMessage="Changes apply when you save the payment settings."
            />
          </DialogDescription>
        </DialogHeader>
        {method === 'card' && (
          <FormField
            id="card-terminal"
            label={intl.formatMessage({ id: 'settings.payments.terminal', defaultMessage: 'Card terminal name' })}
            hint={intl.formatMessage({
              id: 'settings.payments.terminal.hint',
              defaultMessage: "Shown on the till's card tab, e.g. Counter 1.",
            })}
          >
            <Input id="card-terminal" maxLength={60} value={terminal} onChange={(e) => setTerminal(e.target.value)} />
          </FormField>
        )}
        {method === 'voucher' && (
          <FormField
            id="voucher-prefix"
            label={intl.formatMessage({ id: 'settings.payments.prefix', defaultMessage: 'Gift card code prefix' })}
            error={
              prefixValid
                ? undefined
                : intl.formatMessage({
                    id: 'settings.payments.prefix.invalid',
                    defaultMessage: 'Use up to 10 letters, digits or dashes',
                  })
            }
            hint={intl.formatMessage({
              id: 'settings.payments.prefix.hint',
              defaultMessage: 'Codes not starting with it are refused at the till. Leave empty to accept any code.',
            })}
          >
            <Input id="voucher-prefix" value={prefix} onChange={(e) => setPrefix(e.target.value)} />
          </FormField>
        )}
        {method === 'cash' && (
          <p className="text-sm text-muted-foreground">
            <FormattedMessage
              id="settings.payments.cash.rules"
              defaultMessage="Cash shows quick amounts and the change due; the till refuses less than the total. The cash drawer note is under Hardware."
            />
          </p>
        )}
        {method === 'loyalty' && (
          <p className="text-sm text-muted-foreground">
            <FormattedMessage
              id="settings.payments.loyalty.rules"
              defaultMessage="Customers earn one point per dollar paid (not with points) and spend points at {value} each; 100 points make them eligible for rewards."
              values={{ value: formatMoney(1) }}
            />
          </p>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            <FormattedMessage id="settings.cancel" defaultMessage="Cancel" />
          </Button>
          <Button
            type="button"
            disabled={!prefixValid}
            onClick={() => {
              onChange({ cardTerminalLabel: terminal.trim(), voucherPrefix: prefix.trim() });
              onClose();
            }}
          >
            <FormattedMessage id="settings.done" defaultMessage="Done" />
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
