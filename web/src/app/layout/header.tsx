import { lazy, Suspense, useState } from 'react';
import { Menu } from 'lucide-react';
import type { Session } from '@tillwise/core/staff/staff-schemas';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/search-input';
import { NotificationsButton } from './notifications-button';
import { UserMenuButton } from './user-menu-button';

// The menus (and the positioning code behind them) load on first use, keeping them off every screen's first load.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));
const NotificationsMenu = lazy(() => import('./notifications-menu').then((m) => ({ default: m.NotificationsMenu })));
const preloadMenus = () => {
  void import('./user-menu');
  void import('./notifications-menu');
};

interface HeaderProps {
  session: Session;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  onProfile: () => void;
  onLogout: () => void;
}

/** Product name (wide screens), global search, notifications and the user menu. */
export function Header({ session, sidebarOpen, onToggleSidebar, onProfile, onLogout }: HeaderProps) {
  const [opened, setOpened] = useState({ user: false, notifications: false });
  const userButton = (
    <UserMenuButton
      user={session.user}
      onPointerEnter={preloadMenus}
      onClick={() => setOpened((o) => ({ ...o, user: true }))}
    />
  );
  const notificationsButton = (
    <NotificationsButton
      onPointerEnter={preloadMenus}
      onClick={() => setOpened((o) => ({ ...o, notifications: true }))}
    />
  );

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
      <SearchInput
        className="ml-auto w-full max-w-md flex-1 md:ml-4"
        placeholder="Search products, orders, customers..."
        aria-label="Search"
      />
      <div className="ml-auto flex items-center gap-1">
        {opened.notifications ? (
          <Suspense fallback={notificationsButton}>
            <NotificationsMenu defaultOpen />
          </Suspense>
        ) : (
          notificationsButton
        )}
        {opened.user ? (
          <Suspense fallback={userButton}>
            <UserMenu session={session} onProfile={onProfile} onLogout={onLogout} defaultOpen />
          </Suspense>
        ) : (
          userButton
        )}
      </div>
    </header>
  );
}
