import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { destinations } from '@tillwise/core/staff/permissions';
import type { Destination, Permission } from '@tillwise/core/staff/permissions';
import { RequirePermission } from './layout/require-permission';
import { SessionGate } from './layout/session-gate';
import { RouteErrorView } from './routes/route-error';

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

const guarded = (
  path: string,
  anyOf: readonly Permission[],
  load: () => Promise<React.ComponentType>,
): RouteObject => ({
  ...(path === '/' ? { index: true } : { path: path.slice(1) }),
  lazy: async () => {
    const Screen = await load();
    return {
      Component: () => (
        <RequirePermission anyOf={anyOf}>
          <Screen />
        </RequirePermission>
      ),
    };
  },
});

const screenRoutes: RouteObject[] = [
  ...destinations.map(({ path, anyOf }) => guarded(path, anyOf, screens[path])),
  ...linkedScreens.map(({ path, anyOf, load }) => guarded(path, anyOf, load)),
];

export const routes: RouteObject[] = [
  // The customer display is a screen facing the customer, not signed in: its pairing code is its key.
  {
    path: '/display',
    errorElement: <RouteErrorView />,
    hydrateFallbackElement: null,
    lazy: async () => ({ Component: (await import('./routes/display')).DisplayRoute }),
  },
  // Add a till: opened on a new device before it trusts the server's certificate, so before anyone signs in there.
  {
    path: '/add-till',
    errorElement: <RouteErrorView />,
    hydrateFallbackElement: null,
    lazy: async () => ({ Component: (await import('./routes/add-till')).AddTillRoute }),
  },
  {
    path: '/',
    element: <SessionGate />,
    errorElement: <RouteErrorView />,
    // Screens load lazily; until the first one arrives the session gate's own skeleton is on screen.
    hydrateFallbackElement: null,
    children: [
      {
        errorElement: <RouteErrorView />,
        children: [
          ...screenRoutes,
          { path: '*', lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }) },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
