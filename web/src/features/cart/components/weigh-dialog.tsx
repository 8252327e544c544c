import { useState } from 'react';
import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { parseWeight, weightLineLabel, weightPriceCents } from '@tillwise/core/barcode/weight';
import type { WeightUnit } from '@tillwise/core/barcode/weight';
import { maxLineWeight } from '@tillwise/core/catalog/sold-by';

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
import { formatMoney, moneyFormat } from '@/lib/money';
import { sessionLocale } from '@/lib/session-locale';

interface WeighDialogProps {
  product: { name: string; priceCents: number; soldBy: WeightUnit };
  /** Adds the weight, in thousandths of the product's unit (0.450 lb is 450). */
  onAdd: (thousandths: number) => void;
  onClose: () => void;
}

/** A product sold by weight without a scale label: the cashier types what the scale shows. */
export function WeighDialog({ product, onAdd, onClose }: WeighDialogProps) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const parsed = parseWeight(text, { locale: sessionLocale() });
  const weight = parsed !== null && parsed <= maxLineWeight[product.soldBy] ? parsed : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (weight === null) {
      setError(
        intl.formatMessage(
          { id: 'cart.weigh.invalid', defaultMessage: 'Enter the weight in {unit}, e.g. 0.755 (at most 100 kg)' },
          { unit: product.soldBy },
        ),
      );
      return;
    }
    onAdd(weight);
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-sm">
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage id="cart.weigh.title" defaultMessage="Weigh {name}" values={{ name: product.name }} />
          </DialogTitle>
          <DialogDescription>
            <FormattedMessage
              id="cart.weigh.description"
              defaultMessage="{price}/{unit}. Type the weight the scale shows."
              values={{ price: formatMoney(product.priceCents), unit: product.soldBy }}
            />
          </DialogDescription>
        </DialogHeader>
        <form id="weigh-form" onSubmit={submit} className="space-y-3">
          <FormField
            id="weigh-weight"
            label={intl.formatMessage(
              { id: 'cart.weigh.weight', defaultMessage: 'Weight ({unit})' },
              { unit: product.soldBy },
            )}
            error={error ?? undefined}
          >
            <Input
              id="weigh-weight"
              autoFocus
              inputMode="decimal"
              placeholder="0.000"
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setError(null);
              }}
            />
          </FormField>
          {weight !== null && (
            <p className="flex justify-between text-sm" data-testid="weigh-preview">
              <span>{weightLineLabel(weight, product.priceCents, product.soldBy, moneyFormat())}</span>
              <span className="font-semibold tabular-nums">
                {formatMoney(weightPriceCents(weight, product.priceCents))}
              </span>
            </p>
          )}
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            <FormattedMessage id="common.cancel" defaultMessage="Cancel" />
          </Button>
          <Button type="submit" form="weigh-form">
            <FormattedMessage id="cart.weigh.add" defaultMessage="Add to sale" />
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
