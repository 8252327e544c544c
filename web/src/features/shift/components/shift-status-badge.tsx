import { FormattedMessage } from 'react-intl';
import type { Shift } from '@tillwise/core/shift/shift-schemas';
import { Badge } from '@/components/ui/badge';

/** Open, Counted, Closed, or Needs review (closed beyond the over/short threshold, not yet approved). */
export function ShiftStatusBadge({ shift }: { shift: Shift }) {
  if (shift.status === 'closed') {
    return shift.needsReview ? (
      <Badge variant="warning">
        <FormattedMessage id="shift.status.needsReview" defaultMessage="Needs review" />
      </Badge>
    ) : (
      <Badge variant="secondary">
        <FormattedMessage id="shift.status.closed" defaultMessage="Closed" />
      </Badge>
    );
  }
  if (shift.leftOpenOvernight) {
    return (
      <Badge variant="destructive">
        <FormattedMessage id="shift.leftOpen" defaultMessage="Left open" />
      </Badge>
    );
  }
  return shift.status === 'open' ? (
    <Badge variant="success">
      <FormattedMessage id="shift.status.open" defaultMessage="Open" />
    </Badge>
  ) : (
    <Badge variant="warning">
      <FormattedMessage id="shift.status.counted" defaultMessage="Counted" />
    </Badge>
  );
}
