import { useNavigate } from 'react-router';
import { LogOut, Settings, UserRound } from 'lucide-react';
import type { Session } from '@tillwise/core/staff/staff-schemas';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { UserMenuButton } from './user-menu-button';

interface UserMenuProps {
  session: Session;
  onProfile: () => void;
  onLogout: () => void;
  defaultOpen?: boolean;
}

/** The signed-in user's name and email (staff may have none), with Profile, Settings and Logout. */
export function UserMenu({ session, onProfile, onLogout, defaultOpen }: UserMenuProps) {
  const navigate = useNavigate();
  const { user } = session;
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <UserMenuButton user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-72 max-w-[calc(100vw-1rem)]">
        <DropdownMenuLabel className="font-normal">
          <p className="text-sm font-medium">{user.name}</p>
          {user.email && <p className="truncate text-xs text-muted-foreground">{user.email}</p>}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          <DropdownMenuItem onSelect={onProfile}>
            <UserRound /> Profile
          </DropdownMenuItem>
          <DropdownMenuItem
            disabled={!session.permissions.includes('settings:manage')}
            onSelect={() => void navigate('/settings')}
          >
            <Settings /> Settings
          </DropdownMenuItem>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onLogout}>
          <LogOut /> Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
