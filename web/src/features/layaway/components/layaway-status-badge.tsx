import { FormattedMessage } from 'react-intl';
import type { LayawayStatus } from '@tillwise/core/layaway/layaway-schemas';
import { Badge } from '@/components/ui/badge';
import { layawayStatusMessages } from '../lib/layaway-messages';

const variants: Record<LayawayStatus, 'success' | 'warning' | 'secondary' | 'outline'> = {
  open: 'secondary',
  overdue: 'warning',
  completed: 'success',
  cancelled: 'outline',
};

export function LayawayStatusBadge({ status }: { status: LayawayStatus }) {
  return (
    <Badge variant={variants[status]}>
      <FormattedMessage {...layawayStatusMessages[status]} />
    </Badge>
  );
}
