import type { Shift } from '@tillwise/core/shift/shift-schemas';
import { Badge } from '@/components/ui/badge';

/** Open, Counted, Closed, or Needs review (closed beyond the over/short threshold, not yet approved). */
export function ShiftStatusBadge({ shift }: { shift: Shift }) {
  if (shift.status === 'closed') {
    return shift.needsReview ? (
      <Badge variant="warning">Needs review</Badge>
    ) : (
      <Badge variant="secondary">Closed</Badge>
    );
  }
  if (shift.leftOpenOvernight) return <Badge variant="destructive">Left open</Badge>;
  return shift.status === 'open' ? <Badge variant="success">Open</Badge> : <Badge variant="warning">Counted</Badge>;
}
