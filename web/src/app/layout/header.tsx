import { lazy, Suspense, useState } from 'react';
import { Menu } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useIntl } from 'react-intl';
import type { Sale } from '@tillwise/core/sale/sale-schemas';
import type { Session } from '@tillwise/core/staff/staff-schemas';
import { Button } from '@/components/ui/button';
import { SyncStatusButton } from '@/features/outbox/components/sync-status-button';
import { GlobalSearch } from '@/features/search/components/global-search';
import { InsecureTillWarning } from '@/features/secure-till/components/insecure-till-warning';
import type { SearchHit } from '@/features/search/lib/search-hits';
import { NotificationsButton } from './notifications-button';
import { StoreSwitchButton } from './store-switch-button';
import { UserMenuButton } from './user-menu-button';

// The menus (and the positioning code behind them) load on first use, keeping them off every screen's first load.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));
const NotificationsMenu = lazy(() => import('./notifications-menu').then((m) => ({ default: m.NotificationsMenu })));
const StoreSwitch = lazy(() => import('./store-switch').then((m) => ({ default: m.StoreSwitch })));
const SyncStatusPanel = lazy(() =>
  import('@/features/outbox/components/sync-status-panel').then((m) => ({ default: m.SyncStatusPanel })),
);
const HeldReceiptPrint = lazy(() => import('./held-receipt-print').then((m) => ({ default: m.HeldReceiptPrint })));
const preloadMenus = () => {
  void import('./user-menu');
  void import('./notifications-menu');
};
const preloadStoreSwitch = () => void import('./store-switch');

/** Where each kind of search result opens: the screen that owns it, showing that one item. */
function pathOf(hit: SearchHit): string {
  switch (hit.kind) {
    case 'product':
      return `/products?q=${encodeURIComponent(hit.item.sku)}`;
    case 'order':
      return `/orders?sale=${encodeURIComponent(hit.item.id)}`;
    case 'customer':
      return `/customers?customer=${encodeURIComponent(hit.item.id)}`;
  }
}

interface HeaderProps {
  session: Session;
  /** The sidebar docks only from the desktop's width (at the till): its toggle shows below it. */
  sidebarDockedFromDesktop?: boolean;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  onProfile: () => void;
  onLogout: () => void;
}

/**
 * Product name (wide screens), global search, the store switch (a chain), the till's sync state, notifications and
 * the user menu.
 */
export function Header(props: HeaderProps) {
  const { session, sidebarDockedFromDesktop = false, sidebarOpen, onToggleSidebar, onProfile, onLogout } = props;
  const [opened, setOpened] = useState({ user: false, notifications: false, store: false, sync: false });
  const [receipt, setReceipt] = useState<Sale | null>(null);
  const navigate = useNavigate();
  const intl = useIntl();
  const userButton = (
    <UserMenuButton
      user={session.user}
      onPointerEnter={preloadMenus}
      onClick={() => setOpened((o) => ({ ...o, user: true }))}
    />
  );
  const storeButton = (
    <StoreSwitchButton
      store={session.store}
      onPointerEnter={preloadStoreSwitch}
      onClick={() => setOpened((o) => ({ ...o, store: true }))}
    />
  );
  const syncButton = <SyncStatusButton onClick={() => setOpened((o) => ({ ...o, sync: true }))} />;
  const notificationsButton = (
    <NotificationsButton
      onPointerEnter={preloadMenus}
      onClick={() => setOpened((o) => ({ ...o, notifications: true }))}
    />
  );

  return (
    <>
      <header
        data-print="hide"
        className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur sm:gap-4 sm:px-6"
      >
        <Button
          variant="ghost"
          size="icon"
          className={sidebarDockedFromDesktop ? 'xl:hidden' : 'md:hidden'}
          onClick={onToggleSidebar}
          aria-label={intl.formatMessage({ id: 'header.toggleSidebar', defaultMessage: 'Toggle sidebar' })}
          aria-controls="app-sidebar"
          aria-expanded={sidebarOpen}
        >
          <Menu />
        </Button>
        <span className="hidden text-lg font-semibold tracking-tight md:inline">{session.productName}</span>
        <GlobalSearch className="ml-auto w-full max-w-md flex-1 md:ml-4" onOpen={(hit) => void navigate(pathOf(hit))} />
        <div className="ml-auto flex items-center gap-1">
          {session.stores.length > 1 &&
            (opened.store ? (
              <Suspense fallback={storeButton}>
                <StoreSwitch session={session} trigger={<StoreSwitchButton store={session.store} />} defaultOpen />
              </Suspense>
            ) : (
              storeButton
            ))}
          {opened.sync ? (
            <Suspense fallback={syncButton}>
              <SyncStatusPanel defaultOpen onReceipt={setReceipt} />
            </Suspense>
          ) : (
            syncButton
          )}
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
      <InsecureTillWarning />
      {receipt && (
        <Suspense fallback={null}>
          <HeldReceiptPrint sale={receipt} onDone={() => setReceipt(null)} />
        </Suspense>
      )}
    </>
  );
}
