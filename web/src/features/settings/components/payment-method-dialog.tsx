import { useState } from 'react';
import type { PaymentMethod } from '@tillwise/core/payment/tender';
import { paymentSettingOptions } from '@tillwise/core/settings/payment-settings';
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

interface PaymentMethodDialogProps {
  method: PaymentMethod;
  settings: PaymentSettings;
  onClose: () => void;
  onChange: (changes: Partial<PaymentSettings>) => void;
}

/** Configure one method: the card terminal's name, the gift card prefix; cash and loyalty explain their rules. */
export function PaymentMethodDialog({ method, settings, onClose, onChange }: PaymentMethodDialogProps) {
  const label = paymentSettingOptions.find((option) => option.method === method)?.label ?? method;
  const [terminal, setTerminal] = useState(settings.cardTerminalLabel);
  const [prefix, setPrefix] = useState(settings.voucherPrefix);
  const prefixValid = /^[A-Za-z0-9-]{0,10}$/.test(prefix.trim());

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Configure {label}</DialogTitle>
          <DialogDescription>Changes apply when you save the payment settings.</DialogDescription>
        </DialogHeader>
        {method === 'card' && (
          <FormField id="card-terminal" label="Card terminal name" hint="Shown on the till's card tab, e.g. Counter 1.">
            <Input id="card-terminal" maxLength={60} value={terminal} onChange={(e) => setTerminal(e.target.value)} />
          </FormField>
        )}
        {method === 'voucher' && (
          <FormField
            id="voucher-prefix"
            label="Gift card code prefix"
            error={prefixValid ? undefined : 'Use up to 10 letters, digits or dashes'}
            hint="Codes not starting with it are refused at the till. Leave empty to accept any code."
          >
            <Input id="voucher-prefix" value={prefix} onChange={(e) => setPrefix(e.target.value)} />
          </FormField>
        )}
        {method === 'cash' && (
          <p className="text-sm text-muted-foreground">
            Cash shows quick amounts and the change due; the till refuses less than the total. The cash drawer note is
            under Hardware.
          </p>
        )}
        {method === 'loyalty' && (
          <p className="text-sm text-muted-foreground">
            Customers earn one point per dollar paid (not with points) and spend points at $0.01 each; 100 points make
            them eligible for rewards.
          </p>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="button"
            disabled={!prefixValid}
            onClick={() => {
              onChange({ cardTerminalLabel: terminal.trim(), voucherPrefix: prefix.trim() });
              onClose();
            }}
          >
            Done
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
