import { useState } from 'react';
import { LoaderCircle, Search } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { parkedSalesMatching } from '@tillwise/core/sale/parked-sale-search';
import type { ParkedSale, Sale } from '@tillwise/core/sale/sale-schemas';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { localTimeAgo } from '@/lib/i18n/time-ago';
import { useDiscardParkedSale } from '../api/discard-parked-sale';
import { useParkedSales } from '../api/get-parked-sales';
import { getSale } from '../api/get-sale';
import { formatMoney } from '@/lib/money';

interface ParkedSalesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onResume: (sale: Sale) => void;
}

/**
 * Sales saved for later: the name or note each was parked under, when, by whom, what is in it and how much; found by
 * typing part of the note, the order number or an item; resume one or discard it.
 */
export function ParkedSalesDialog({ open, onOpenChange, onResume }: ParkedSalesDialogProps) {
  const intl = useIntl();
  const parked = useParkedSales(open);
  const discard = useDiscardParkedSale();
  const [search, setSearch] = useState('');
  const all = parked.data?.items ?? [];
  const found = parkedSalesMatching(all, search);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage id="pos.parkedSales" defaultMessage="Parked sales" />
          </DialogTitle>
          <DialogDescription>
            <FormattedMessage
              id="sale.parked.description"
              defaultMessage="Sales saved for later. Resume one to finish it at the till."
            />
          </DialogDescription>
        </DialogHeader>
        {all.length > 0 && (
          <div className="relative">
            <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
            <Input
              type="search"
              aria-label={intl.formatMessage({ id: 'sale.parked.search', defaultMessage: 'Search parked sales' })}
              placeholder={intl.formatMessage({
                id: 'sale.parked.searchPlaceholder',
                defaultMessage: 'Name, note, order number or item',
              })}
              className="pl-9"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
        )}
        {parked.isPending && <Skeleton className="h-32" />}
        {parked.isError && <QueryError error={parked.error} onRetry={() => void parked.refetch()} />}
        {parked.data && all.length === 0 && (
          <p className="py-8 text-center text-muted-foreground">
            <FormattedMessage id="sale.parked.none" defaultMessage="No parked sales" />
          </p>
        )}
        {all.length > 0 && found.length === 0 && (
          <div className="py-8 text-center" role="status">
            <p className="font-medium">
              <FormattedMessage
                id="sale.parked.noMatch"
                defaultMessage="No parked sales match “{search}”"
                values={{ search: search.trim() }}
              />
            </p>
            <p className="text-sm text-muted-foreground">
              <FormattedMessage
                id="sale.parked.tryAgain"
                defaultMessage="Try part of a name, an order number or an item."
              />
            </p>
          </div>
        )}
        <ul
          className="max-h-96 divide-y overflow-y-auto"
          aria-label={intl.formatMessage({ id: 'sale.parked.found', defaultMessage: 'Parked sales found' })}
        >
          {found.map((sale) => (
            <ParkedSaleRow
              key={sale.id}
              sale={sale}
              discarding={discard.isPending}
              onDiscard={() => discard.mutate(sale.id)}
              onResume={async () => onResume(await getSale(sale.id))}
            />
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}

function ParkedSaleRow({
  sale,
  discarding,
  onDiscard,
  onResume,
}: {
  sale: ParkedSale;
  discarding: boolean;
  onDiscard: () => void;
  onResume: () => void;
}) {
  const intl = useIntl();
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
      {/* Narrow, the buttons go under the sale rather than squeezing its note. */}
      <div className="min-w-0 flex-1 basis-56">
        {sale.note && <p className="font-medium break-words">{sale.note}</p>}
        <p className="text-sm font-medium">
          {sale.number} · {formatMoney(sale.totalCents)}
        </p>
        <p className="truncate text-xs text-muted-foreground">{sale.itemNames.join(', ')}</p>
        <p className="text-xs text-muted-foreground">
          <FormattedMessage
            id="sale.parked.row"
            defaultMessage="{when} · {staff} · {count, plural, one {# item} other {# items}}"
            values={{
              when: localTimeAgo(intl, new Date(sale.createdAt)),
              staff: sale.staff.name,
              count: sale.itemCount,
            }}
          />
          {sale.customer && ` · ${sale.customer.name}`}
        </p>
      </div>
      <div className="ml-auto flex gap-2">
        <Button variant="ghost" size="sm" className="text-destructive" disabled={discarding} onClick={onDiscard}>
          <FormattedMessage id="sale.parked.discard" defaultMessage="Discard" />
        </Button>
        <Button size="sm" onClick={onResume}>
          {discarding ? <LoaderCircle className="animate-spin" /> : null}
          <FormattedMessage id="sale.parked.resume" defaultMessage="Resume" />
        </Button>
      </div>
    </li>
  );
}
