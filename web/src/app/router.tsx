import { lazy, Suspense } from 'react';
import { Outlet, useRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { destinations } from '@tillwise/core/staff/permissions';
import type { Destination, Permission } from '@tillwise/core/staff/permissions';
import { RequirePermission } from './layout/require-permission';
import { SessionGate } from './layout/session-gate';
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

/** A screen's own chunk, loaded the first time its address is opened. */
const lazyScreen = (load: () => Promise<React.ComponentType>) => {
  const Screen = lazy(async () => ({ default: await load() }));
  return <Screen />;
};

const guarded = (
  path: string,
  anyOf: readonly Permission[],
  load: () => Promise<React.ComponentType>,
): RouteObject => ({
  ...(path === '/' ? { index: true } : { path: path.slice(1) }),
  element: <RequirePermission anyOf={anyOf}>{lazyScreen(load)}</RequirePermission>,
});

const screenRoutes: RouteObject[] = [
  ...destinations.map(({ path, anyOf }) => guarded(path, anyOf, screens[path])),
  ...linkedScreens.map(({ path, anyOf, load }) => guarded(path, anyOf, load)),
];

/**
 * Where a screen shows, inside the layout: an error it throws shows there, and while the next screen's chunk loads
 * the one before stays on screen (navigations are transitions, so React keeps what this boundary already shows).
 */
function ScreenOutlet() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}

export const routes: RouteObject[] = [
  // The customer display is a screen facing the customer, not signed in: its pairing code is its key.
  { path: '/display', element: lazyScreen(async () => (await import('./routes/display')).DisplayRoute) },
  // Add a till: opened on a new device before it trusts the server's certificate, so before anyone signs in there.
  { path: '/add-till', element: lazyScreen(async () => (await import('./routes/add-till')).AddTillRoute) },
  {
    path: '/',
    element: <SessionGate />,
    children: [
      {
        element: <ScreenOutlet />,
        children: [
          ...screenRoutes,
          { path: '*', element: lazyScreen(async () => (await import('./routes/not-found')).NotFoundRoute) },
        ],
      },
    ],
  },
];

/**
 * The app's addresses. A plain (declarative) router: no screen loads data through the router, so its data-loading
 * half (loaders, actions, fetchers: 16 KB gzip on every first load) stays out of the bundle.
 */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={null}>{useRoutes(routes)}</Suspense>
    </RouteErrorBoundary>
  );
}
