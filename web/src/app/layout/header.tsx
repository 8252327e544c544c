import { Bell, Menu, Search } from 'lucide-react';
import type { Session } from '@tillwise/core/staff/staff-schemas';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Input } from '@/components/ui/input';
import { UserMenu } from './user-menu';

interface HeaderProps {
  session: Session;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  onProfile: () => void;
  onLogout: () => void;
}

/** Product name (wide screens), global search, notifications and the user menu. */
export function Header({ session, sidebarOpen, onToggleSidebar, onProfile, onLogout }: HeaderProps) {
  return (
    <header
      data-print="hide"
      className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur sm:gap-4 sm:px-6"
    >
      <Button
        variant="ghost"
        size="icon"
        className="md:hidden"
        onClick={onToggleSidebar}
        aria-label="Toggle sidebar"
        aria-controls="app-sidebar"
        aria-expanded={sidebarOpen}
      >
        <Menu />
      </Button>
      <span className="hidden text-lg font-semibold tracking-tight md:inline">{session.productName}</span>
      <div className="relative ml-auto w-full max-w-md flex-1 md:ml-4">
        <Search className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input type="search" placeholder="Search products, orders, customers..." className="pl-8" aria-label="Search" />
      </div>
      <div className="ml-auto flex items-center gap-1">
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" aria-label="Notifications">
              <Bell />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end" className="w-72">
            <DropdownMenuLabel>Notifications</DropdownMenuLabel>
            <DropdownMenuSeparator />
            <p className="px-2 py-6 text-center text-sm text-muted-foreground">You're all caught up.</p>
          </DropdownMenuContent>
        </DropdownMenu>
        <UserMenu session={session} onProfile={onProfile} onLogout={onLogout} />
      </div>
    </header>
  );
}
