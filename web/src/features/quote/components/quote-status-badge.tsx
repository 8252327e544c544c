import { FormattedMessage } from 'react-intl';
import type { QuoteStatus } from '@tillwise/core/quote/quote-schemas';
import { Badge } from '@/components/ui/badge';
import { quoteStatusMessages } from '../lib/quote-messages';

const variants: Record<QuoteStatus, 'success' | 'warning' | 'secondary' | 'outline'> = {
  open: 'secondary',
  expired: 'warning',
  sold: 'success',
  cancelled: 'outline',
};

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  return (
    <Badge variant={variants[status]}>
      <FormattedMessage {...quoteStatusMessages[status]} />
    </Badge>
  );
}
