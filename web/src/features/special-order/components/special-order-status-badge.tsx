import { FormattedMessage } from 'react-intl';
import type { SpecialOrderStatus } from '@tillwise/core/special-order/special-order-schemas';
import { Badge } from '@/components/ui/badge';
import { specialOrderStatusMessages } from '../lib/special-order-messages';

const variants: Record<SpecialOrderStatus, 'success' | 'warning' | 'secondary' | 'outline'> = {
  ordered: 'secondary',
  ready: 'warning',
  collected: 'success',
  cancelled: 'outline',
};

export function SpecialOrderStatusBadge({ status }: { status: SpecialOrderStatus }) {
  return (
    <Badge variant={variants[status]}>
      <FormattedMessage {...specialOrderStatusMessages[status]} />
    </Badge>
  );
}
