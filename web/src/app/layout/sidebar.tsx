import { NavLink } from 'react-router';
import { Repeat, Sprout, X } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { destinationsFor } from '@tillwise/core/staff/permissions';
import type { Role } from '@tillwise/core/staff/permissions';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { navIcons } from './nav-icons';
import { navMessages } from './nav-messages';

interface SidebarProps {
  role: Role;
  /** At the till the sidebar docks only at the desktop's width (1280 px): a tablet's width goes to the sale. */
  dockedFromDesktop?: boolean;
  open: boolean;
  onClose: () => void;
  onSwitchUser: () => void;
}

// Whole class names per breakpoint, as Tailwind reads them from the source.
const dockAt = {
  md: {
    backdrop: 'md:hidden',
    column: 'md:w-64 md:shrink-0 md:border-r md:bg-sidebar',
    aside: 'md:sticky md:top-0 md:h-svh md:translate-x-0 md:border-r-0',
    open: 'md:shadow-none',
    closed: 'max-md:invisible',
    close: 'md:hidden',
  },
  xl: {
    backdrop: 'xl:hidden',
    column: 'xl:w-64 xl:shrink-0 xl:border-r xl:bg-sidebar',
    aside: 'xl:sticky xl:top-0 xl:h-svh xl:translate-x-0 xl:border-r-0',
    open: 'xl:shadow-none',
    closed: 'max-xl:invisible',
    close: 'xl:hidden',
  },
};

// The product's own name: not translated.
const productName = 'Tillwise';

/** The seven destinations the signed-in role may open; on small screens (a tablet's, at the till) it slides over. */
export function Sidebar({ role, dockedFromDesktop = false, open, onClose, onSwitchUser }: SidebarProps) {
  const intl = useIntl();
  const dock = dockedFromDesktop ? dockAt.xl : dockAt.md;
  return (
    <>
      <div
        data-testid="sidebar-backdrop"
        aria-hidden="true"
        onClick={onClose}
        className={cn(
          'fixed inset-0 z-40 bg-black/50 transition-opacity',
          dock.backdrop,
          open ? 'opacity-100' : 'pointer-events-none opacity-0',
        )}
      />
      {/* On wide screens this column carries the sidebar's colour down the whole page. */}
      <div className={dock.column}>
        <aside
          id="app-sidebar"
          aria-label={intl.formatMessage({ id: 'nav.sidebar', defaultMessage: 'Sidebar' })}
          data-state={open ? 'open' : 'closed'}
          data-print="hide"
          className={cn(
            'fixed inset-y-0 left-0 z-50 flex w-64 flex-col border-r bg-sidebar text-sidebar-foreground transition-transform duration-200',
            dock.aside,
            open ? cn('translate-x-0 shadow-xl', dock.open) : cn('-translate-x-full', dock.closed),
          )}
        >
          <div className="flex items-start justify-between gap-2 px-5 pt-5 pb-4">
            <div>
              <h2 className="flex items-center gap-2 text-xl font-semibold tracking-tight">
                <span className="flex size-8 items-center justify-center rounded-lg bg-sidebar-primary text-sidebar-primary-foreground">
                  <Sprout className="size-5" />
                </span>
                {productName}
              </h2>
              <p className="mt-2 text-xs leading-relaxed text-muted-foreground">
                <FormattedMessage
                  id="nav.tagline"
                  defaultMessage="Modern UX, faster integrations and higher reliability for independent retail."
                />
              </p>
            </div>
            <Button
              variant="ghost"
              size="icon"
              className={dock.close}
              onClick={onClose}
              aria-label={intl.formatMessage({ id: 'nav.closeSidebar', defaultMessage: 'Close sidebar' })}
            >
              <X />
            </Button>
          </div>
          <nav
            aria-label={intl.formatMessage({ id: 'nav.main', defaultMessage: 'Main' })}
            className="flex-1 space-y-1 overflow-y-auto px-3"
          >
            {destinationsFor(role).map(({ path }) => {
              const Icon = navIcons[path];
              return (
                <NavLink
                  key={path}
                  to={path}
                  end={path === '/'}
                  onClick={onClose}
                  className={({ isActive }) =>
                    cn(
                      'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors',
                      isActive
                        ? 'bg-sidebar-primary text-sidebar-primary-foreground'
                        : 'hover:bg-sidebar-accent hover:text-sidebar-accent-foreground',
                    )
                  }
                >
                  <Icon className="size-4" />
                  <FormattedMessage {...navMessages[path]} />
                </NavLink>
              );
            })}
          </nav>
          <div className="border-t p-3">
            <Button variant="outline" className="w-full justify-start" onClick={onSwitchUser}>
              <Repeat /> <FormattedMessage id="nav.switchUser" defaultMessage="Switch User" />
            </Button>
          </div>
        </aside>
      </div>
    </>
  );
}
