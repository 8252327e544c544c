import { FormattedMessage, useIntl } from 'react-intl';
import type { SignInRoster } from '@tillwise/core/staff/staff-schemas';
import { Avatar, AvatarFallback } from '@/components/ui/avatar';
import { initials } from '@/lib/initials';
import { cn } from '@/lib/cn';
import { roleMessages } from './role-messages';

type RosterMember = SignInRoster['staff'][number];

interface StaffPickerProps {
  staff: RosterMember[];
  selectedId: string | null;
  onSelect: (member: RosterMember) => void;
}

/** The staff members who can sign in, as large touch targets. */
export function StaffPicker({ staff, selectedId, onSelect }: StaffPickerProps) {
  const intl = useIntl();
  return (
    <div
      role="radiogroup"
      aria-label={intl.formatMessage({ id: 'signIn.staffMember', defaultMessage: 'Staff member' })}
      className="grid grid-cols-1 gap-2.5 min-[420px]:grid-cols-2"
    >
      {staff.map((member) => (
        <button
          key={member.id}
          type="button"
          role="radio"
          aria-checked={member.id === selectedId}
          onClick={() => onSelect(member)}
          className={cn(
            'flex items-center gap-3 rounded-lg border bg-card p-3 text-left transition-colors outline-none',
            'hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50',
            member.id === selectedId && 'border-primary bg-primary/5 ring-1 ring-primary',
          )}
        >
          <Avatar className="size-10">
            <AvatarFallback className="bg-primary/10 font-medium text-primary">{initials(member.name)}</AvatarFallback>
          </Avatar>
          <span className="min-w-0">
            <span className="block truncate text-sm font-medium">{member.name}</span>
            <span className="block text-xs text-muted-foreground capitalize">
              <FormattedMessage {...roleMessages[member.role]} />
            </span>
          </span>
        </button>
      ))}
    </div>
  );
}
