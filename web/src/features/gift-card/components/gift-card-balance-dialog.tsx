import { useState } from 'react';
import type { FormEvent } from 'react';
import { format } from 'date-fns';
import { LoaderCircle, Search } from 'lucide-react';
import { giftCardCodeError, normaliseGiftCardCode } from '@tillwise/core/gift-card/gift-card-rules';

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
          <DialogTitle>Gift card balance</DialogTitle>
          <DialogDescription>Type or scan the card’s code.</DialogDescription>
        </DialogHeader>
        {open && <BalanceLookup onClose={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function BalanceLookup({ onClose }: { onClose: () => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [code, setCode] = useState<string | null>(null);
  const card = useGiftCard(code);

  const lookUp = (event: FormEvent) => {
    event.preventDefault();
    const problem = giftCardCodeError(text);
    setError(problem);
    if (problem) return;
    const next = normaliseGiftCardCode(text);
    if (next === code) void card.refetch();
    setCode(next);
  };

  return (
    <>
      <form className="flex items-start gap-2" noValidate onSubmit={lookUp}>
        <FormField id="gift-card-balance-code" label="Code" error={error ?? undefined} className="flex-1">
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
          Check
        </Button>
      </form>
      {code && card.isError && (
        <Alert variant={isNotFound(card.error) ? 'default' : 'destructive'}>
          <AlertDescription>{card.error.message}</AlertDescription>
        </Alert>
      )}
      {card.data && (
        <section className="space-y-3" aria-label="Gift card">
          <div className="rounded-md bg-muted px-3 py-2">
            <p className="font-mono text-sm">{card.data.code}</p>
            <p className="text-3xl font-semibold tabular-nums">{formatMoney(card.data.balanceCents)}</p>
            <p className="text-xs text-muted-foreground">
              Issued {format(new Date(card.data.issuedAt), 'MMM dd, y')} at {card.data.issuedStoreName}
            </p>
          </div>
          <GiftCardHistory entries={card.data.history} />
        </section>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      </DialogFooter>
    </>
  );
}
