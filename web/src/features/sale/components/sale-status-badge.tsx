import { FormattedMessage } from 'react-intl';
import type { SaleStatus } from '@tillwise/core/sale/sale-schemas';
import { Badge } from '@/components/ui/badge';
import { saleStatusMessages } from './sale-messages';

const variants: Record<SaleStatus, 'success' | 'warning' | 'secondary' | 'destructive' | 'outline'> = {
  completed: 'success',
  partially_refunded: 'warning',
  refunded: 'destructive',
  parked: 'secondary',
  processing: 'warning',
  discarded: 'outline',
};

export function SaleStatusBadge({ status }: { status: SaleStatus }) {
  return (
    <Badge variant={variants[status]}>
      <FormattedMessage {...saleStatusMessages[status]} />
    </Badge>
  );
}
