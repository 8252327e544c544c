import type * as React from 'react';
import { useIntl } from 'react-intl';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import { Avatar, AvatarFallback } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { initials } from '@/lib/initials';

/** The header's user button: the same look before and after the menu behind it has loaded. */
export function UserMenuButton({ user, ...props }: React.ComponentProps<typeof Button> & { user: StaffMember }) {
  const intl = useIntl();
  return (
    // Voice control says what it sees: the name begins with the initials and the name shown (WCAG 2.5.3).
    <Button
      variant="ghost"
      className="h-10 gap-2 px-1.5 sm:px-2"
      aria-label={intl.formatMessage(
        { id: 'userMenu.button', defaultMessage: '{initials} {name}, User menu' },
        { initials: initials(user.name), name: user.name },
      )}
      {...props}
    >
      <Avatar className="size-8">
        <AvatarFallback className="bg-primary/10 text-xs font-medium text-primary">
          {initials(user.name)}
        </AvatarFallback>
      </Avatar>{' '}
      <span className="hidden text-sm font-medium lg:inline">{user.name}</span>
    </Button>
  );
}
