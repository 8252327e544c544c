import { useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { Gift } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  giftCardCodePattern,
  giftCardQuickAmountsCents,
  normaliseGiftCardCode,
} from '@tillwise/core/gift-card/gift-card-rules';

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
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { isNotFound } from '@/lib/api-client';
import { useGiftCard } from '../api/get-gift-card';
import { formatMoney, parseAmount, toAmountText } from '@/lib/money';
import { giftCardCodeError, giftCardLoadError } from '../lib/gift-card-messages';

interface SellGiftCardDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Puts the card on the sale; it is issued or reloaded when the sale is recorded. */
  onAdd: (card: { code: string; amountCents: number }) => void;
  /** Settings › Payments' gift card prefix: a new card's code must start with it. */
  voucherPrefix?: string;
}

/** Sells a gift card in the sale: a new card, or a reload of one the chain knows, for $1.00–$2,000.00. */
export function SellGiftCardDialog({ open, onOpenChange, onAdd, voucherPrefix = '' }: SellGiftCardDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage id="giftCard.sell.title" defaultMessage="Sell a gift card" />
          </DialogTitle>
          <DialogDescription>
            <FormattedMessage
              id="giftCard.sell.description"
              defaultMessage="Scan or type the card’s code, then choose the amount to put on it."
            />
          </DialogDescription>
        </DialogHeader>
        {open && <SellGiftCardForm voucherPrefix={voucherPrefix} onAdd={onAdd} onClose={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function SellGiftCardForm({
  voucherPrefix,
  onAdd,
  onClose,
}: {
  voucherPrefix: string;
  onAdd: SellGiftCardDialogProps['onAdd'];
  onClose: () => void;
}) {
  const intl = useIntl();
  const [codeText, setCodeText] = useState('');
  const [amountText, setAmountText] = useState('');
  const [codeLeft, setCodeLeft] = useState(false);
  const [tried, setTried] = useState(false);
  const amountInput = useRef<HTMLInputElement>(null);

  const code = normaliseGiftCardCode(codeText);
  const asked = useDebouncedValue(code);
  const card = useGiftCard(giftCardCodePattern.test(asked) ? asked : null);
  const checked = asked === code && !card.isFetching;
  const existing = checked ? (card.data ?? null) : null;
  const isNew = checked && card.isError && isNotFound(card.error);

  // A card the chain already knows keeps its code, prefix or not; only a new card must carry the prefix.
  const codeError = existing ? giftCardCodeError(intl, code) : giftCardCodeError(intl, code, voucherPrefix);
  const amountCents = parseAmount(amountText);
  const amountError = giftCardLoadError(intl, amountCents, existing?.balanceCents ?? 0);
  const shownCodeError = (tried || codeLeft) && codeError ? codeError : undefined;
  const shownAmountError = (tried || amountText !== '') && amountError ? amountError : undefined;

  let status = '';
  if (!codeError && !checked)
    status = intl.formatMessage({ id: 'giftCard.sell.checking', defaultMessage: 'Checking the card…' });
  else if (existing)
    status = intl.formatMessage(
      { id: 'giftCard.sell.reload', defaultMessage: 'Reload · balance {balance}' },
      { balance: formatMoney(existing.balanceCents) },
    );
  else if (isNew) status = intl.formatMessage({ id: 'giftCard.sell.new', defaultMessage: 'New gift card' });
  else if (!codeError && card.isError)
    status = intl.formatMessage(
      { id: 'giftCard.sell.checkFailed', defaultMessage: 'Could not check the card: {error}' },
      { error: card.error.message },
    );

  const add = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (codeError || amountError || amountCents === null || !checked) return;
    onAdd({ code, amountCents });
    onClose();
  };

  // A scanner types the code and Enter: go on to the amount rather than add a card with none.
  const codeKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || amountText !== '') return;
    event.preventDefault();
    setCodeLeft(true);
    amountInput.current?.focus();
  };

  return (
    <form className="space-y-4" noValidate onSubmit={add}>
      <FormField
        id="sell-gift-card-code"
        label={intl.formatMessage({ id: 'giftCard.sell.code', defaultMessage: 'Card code' })}
        error={shownCodeError}
      >
        <Input
          id="sell-gift-card-code"
          autoFocus
          autoComplete="off"
          spellCheck={false}
          className="font-mono uppercase"
          placeholder={voucherPrefix ? `${voucherPrefix.toUpperCase()}…` : undefined}
          value={codeText}
          aria-invalid={Boolean(shownCodeError)}
          aria-describedby={shownCodeError ? 'sell-gift-card-code-error' : 'sell-gift-card-status'}
          onChange={(event) => setCodeText(event.target.value)}
          onBlur={() => setCodeLeft(code !== '')}
          onKeyDown={codeKeyDown}
        />
      </FormField>
      <p id="sell-gift-card-status" role="status" className="min-h-5 text-sm font-medium">
        {!shownCodeError && status}
      </p>
      <FormField
        id="sell-gift-card-amount"
        label={intl.formatMessage({ id: 'giftCard.sell.amount', defaultMessage: 'Amount' })}
        error={shownAmountError}
      >
        <Input
          id="sell-gift-card-amount"
          ref={amountInput}
          inputMode="decimal"
          autoComplete="off"
          placeholder={toAmountText(0)}
          value={amountText}
          aria-invalid={Boolean(shownAmountError)}
          aria-describedby={shownAmountError ? 'sell-gift-card-amount-error' : undefined}
          onChange={(event) => setAmountText(event.target.value)}
        />
      </FormField>
      <div
        className="flex gap-2"
        role="group"
        aria-label={intl.formatMessage({ id: 'giftCard.sell.quickAmounts', defaultMessage: 'Quick amounts' })}
      >
        {giftCardQuickAmountsCents.map((cents) => (
          <Button
            key={cents}
            type="button"
            variant={amountCents === cents ? 'default' : 'outline'}
            className="flex-1"
            aria-pressed={amountCents === cents}
            onClick={() => setAmountText(toAmountText(cents))}
          >
            {formatMoney(cents)}
          </Button>
        ))}
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          <FormattedMessage id="common.cancel" defaultMessage="Cancel" />
        </Button>
        <Button type="submit" disabled={!codeError && !checked}>
          <Gift /> <FormattedMessage id="giftCard.sell.add" defaultMessage="Add to sale" />
        </Button>
      </DialogFooter>
    </form>
  );
}
