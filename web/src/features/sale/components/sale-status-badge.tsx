import type { SaleStatus } from '@tillwise/core/sale/sale-schemas';
import { Badge } from '@/components/ui/badge';

const looks: Record<
  SaleStatus,
  { label: string; variant: 'success' | 'warning' | 'secondary' | 'destructive' | 'outline' }
> = {
  completed: { label: 'completed', variant: 'success' },
  partially_refunded: { label: 'partly refunded', variant: 'warning' },
  refunded: { label: 'refunded', variant: 'destructive' },
  parked: { label: 'pending', variant: 'secondary' },
  processing: { label: 'processing', variant: 'warning' },
  discarded: { label: 'discarded', variant: 'outline' },
};

export function SaleStatusBadge({ status }: { status: SaleStatus }) {
  const look = looks[status];
  return <Badge variant={look.variant}>{look.label}</Badge>;
}
