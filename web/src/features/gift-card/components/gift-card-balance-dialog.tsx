import { useState } from 'react';
import type { FormEvent } from 'react';
import { LoaderCircle, Search } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { normaliseGiftCardCode } from '@tillwise/core/gift-card/gift-card-rules';

import { FormField } from '@/components/form-field';
import { Alert, AlertDescription } from '@/components/ui/alert';
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
import { isNotFound } from '@/lib/api-client';
import { useGiftCard } from '../api/get-gift-card';
import { GiftCardHistory } from './gift-card-history';
import { formatMoney } from '@/lib/money';
import { historyDay } from '../lib/gift-card-dates';
import { giftCardCodeError } from '../lib/gift-card-messages';

interface GiftCardBalanceDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Checks a gift card: type or scan its code (a scanner types it and Enter) to see its balance and latest use. */
export function GiftCardBalanceDialog({ open, onOpenChange }: GiftCardBalanceDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage id="giftCard.balance.title" defaultMessage="Gift card balance" />
          </DialogTitle>
          <DialogDescription>
            <FormattedMessage id="giftCard.balance.description" defaultMessage="Type or scan the card’s code." />
          </DialogDescription>
        </DialogHeader>
        {open && <BalanceLookup onClose={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function BalanceLookup({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [code, setCode] = useState<string | null>(null);
  const card = useGiftCard(code);

  const lookUp = (event: FormEvent) => {
    event.preventDefault();
    const problem = giftCardCodeError(intl, text);
    setError(problem);
    if (problem) return;
    const next = normaliseGiftCardCode(text);
    if (next === code) void card.refetch();
    setCode(next);
  };

  return (
    <>
      <form className="flex items-start gap-2" noValidate onSubmit={lookUp}>
        <FormField
          id="gift-card-balance-code"
          label={intl.formatMessage({ id: 'giftCard.balance.code', defaultMessage: 'Code' })}
          error={error ?? undefined}
          className="flex-1"
        >
          <Input
            id="gift-card-balance-code"
            autoFocus
            autoComplete="off"
            spellCheck={false}
            className="font-mono uppercase"
            value={text}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? 'gift-card-balance-code-error' : undefined}
            onChange={(event) => setText(event.target.value)}
          />
        </FormField>
        <Button type="submit" className="mt-5">
          {card.isFetching ? <LoaderCircle className="animate-spin" /> : <Search />}
          <FormattedMessage id="giftCard.balance.check" defaultMessage="Check" />
        </Button>
      </form>
      {code && card.isError && (
        <Alert variant={isNotFound(card.error) ? 'default' : 'destructive'}>
          <AlertDescription>{card.error.message}</AlertDescription>
        </Alert>
      )}
      {card.data && (
        <section
          className="space-y-3"
          aria-label={intl.formatMessage({ id: 'giftCard.label', defaultMessage: 'Gift card' })}
        >
          <div className="rounded-md bg-muted px-3 py-2">
            <p className="font-mono text-sm">{card.data.code}</p>
            <p className="text-3xl font-semibold tabular-nums">{formatMoney(card.data.balanceCents)}</p>
            <p className="text-xs text-muted-foreground">
              <FormattedMessage
                id="giftCard.balance.issued"
                defaultMessage="Issued {date} at {store}"
                values={{ date: historyDay(card.data.issuedAt), store: card.data.issuedStoreName }}
              />
            </p>
          </div>
          <GiftCardHistory entries={card.data.history} />
        </section>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          <FormattedMessage id="giftCard.close" defaultMessage="Close" />
        </Button>
      </DialogFooter>
    </>
  );
}
