import { Suspense } from 'react';
import { Outlet, useRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { destinations } from '@tillwise/core/staff/permissions';
import type { Destination, Permission } from '@tillwise/core/staff/permissions';
import { RequirePermission } from './layout/require-permission';
import { SessionGate } from './layout/session-gate';
import { lazyScreen, preloadScreensAt } from './lazy-screen';
import { RouteErrorBoundary } from './route-error-boundary';

// Each screen is its own chunk, so the till never downloads report or chart code.
const screens: Record<Destination['path'], () => Promise<React.ComponentType>> = {
  '/': async () => (await import('./routes/dashboard')).DashboardRoute,
  '/pos': async () => (await import('./routes/pos')).PointOfSaleRoute,
  '/products': async () => (await import('./routes/products')).ProductsRoute,
  '/customers': async () => (await import('./routes/customers')).CustomersRoute,
  '/orders': async () => (await import('./routes/orders')).OrdersRoute,
  '/reports': async () => (await import('./routes/reports')).ReportsRoute,
  '/settings': async () => (await import('./routes/settings')).SettingsRoute,
};

// Screens reached from another screen rather than the sidebar (the spec's sidebar lists seven).
const linkedScreens = [
  {
    path: '/shifts',
    anyOf: ['shifts:operate'] as const,
    load: async () => (await import('./routes/shifts')).ShiftsRoute,
  },
  {
    path: '/audit',
    anyOf: ['audit:view'] as const,
    load: async () => (await import('./routes/audit')).AuditRoute,
  },
  {
    path: '/transfers',
    anyOf: ['stock:transfer'] as const,
    load: async () => (await import('./routes/transfers')).TransfersRoute,
  },
  {
    path: '/purchasing',
    anyOf: ['products:view'] as const,
    load: async () => (await import('./routes/purchasing')).PurchasingRoute,
  },
  {
    path: '/stock-takes',
    anyOf: ['products:view'] as const,
    load: async () => (await import('./routes/stock-takes')).StockTakesRoute,
  },
  {
    path: '/quotes',
    anyOf: ['pos:sell'] as const,
    load: async () => (await import('./routes/quotes')).QuotesRoute,
  },
  {
    path: '/layaways',
    anyOf: ['pos:sell'] as const,
    load: async () => (await import('./routes/layaways')).LayawaysRoute,
  },
  {
    path: '/accounts',
    anyOf: ['customers:view'] as const,
    load: async () => (await import('./routes/accounts')).AccountsRoute,
  },
  {
    path: '/special-orders',
    anyOf: ['pos:sell'] as const,
    load: async () => (await import('./routes/special-orders')).SpecialOrdersRoute,
  },
  {
    path: '/categories',
    anyOf: ['products:manage'] as const,
    load: async () => (await import('./routes/categories')).CategoriesRoute,
  },
];

// A screen shown only to the roles it names, its chunk loaded as any screen's.
const guarded = (path: string, anyOf: readonly Permission[], load: () => Promise<React.ComponentType>): RouteObject => {
  const screen = lazyScreen(load);
  return {
    ...(path === '/' ? { index: true } : { path: path.slice(1) }),
    handle: screen.handle,
    element: <RequirePermission anyOf={anyOf}>{screen.element}</RequirePermission>,
  };
};

const screenRoutes: RouteObject[] = [
  ...destinations.map(({ path, anyOf }) => guarded(path, anyOf, screens[path])),
  ...linkedScreens.map(({ path, anyOf, load }) => guarded(path, anyOf, load)),
];

/** Where a screen shows, inside the layout: an error it throws (or its chunk failing to load) shows there. */
function ScreenOutlet() {
  return (
    <RouteErrorBoundary>
      <Outlet />
    </RouteErrorBoundary>
  );
}

export const routes: RouteObject[] = [
  // The customer display is a screen facing the customer, not signed in: its pairing code is its key.
  { path: '/display', ...lazyScreen(async () => (await import('./routes/display')).DisplayRoute) },
  // Add a till: opened on a new device before it trusts the server's certificate, so before anyone signs in there.
  { path: '/add-till', ...lazyScreen(async () => (await import('./routes/add-till')).AddTillRoute) },
  {
    path: '/',
    element: <SessionGate />,
    children: [
      {
        element: <ScreenOutlet />,
        children: [
          ...screenRoutes,
          { path: '*', ...lazyScreen(async () => (await import('./routes/not-found')).NotFoundRoute) },
        ],
      },
    ],
  },
];

/** Starts loading the screen at the address the app opens at (see preloadScreensAt). */
export const preloadScreen = (pathname: string) => preloadScreensAt(routes, pathname);

/**
 * The app's addresses. A plain (declarative) router: no screen loads data through the router, so its data-loading
 * half (loaders, actions, fetchers: 16 KB gzip on every first load) stays out of the bundle. One Suspense above
 * everything: a screen not loaded yet shows nothing rather than the layout without it, and while a navigation (a
 * transition) loads the next screen the one before stays on screen, as with the data router.
 */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={null}>{useRoutes(routes)}</Suspense>
    </RouteErrorBoundary>
  );
}
