import type { Role } from '@tillwise/core/staff/permissions';
import { demoStore } from './demo-catalog';

/**
 * A demo store's row. The US stores leave locale, currency, VAT number and tax-inclusive prices to the columns'
 * defaults (en-US, USD, none, tax added at the till); the UK stores set them.
 */
export type DemoStore = typeof demoStore & {
  locale?: string;
  currency?: string;
  vat_number?: string;
  prices_include_tax?: number;
};

/**
 * How one store of the demo chain trades: who sells and opens its tills, which tills, how busy it is, and the
 * seeds its history is drawn from. Greenleaf's first store keeps the seeds it always had, so its history is the
 * same as before the chain grew a second store.
 */
export interface DemoBranch {
  store: DemoStore;
  seedOffset: number;
  sellers: { id: string; weight: number }[];
  openers: { id: string; name: string; weight: number }[];
  /** The till that trades every day, then the one that helps at weekends. */
  tills: [{ id: string; name: string }, { id: string; name: string }];
  salesPerDay: { weekday: [number, number]; weekend: [number, number] };
  /** Sales parked at the counter a few minutes ago, waiting for their customers. */
  parkedSales: boolean;
  refunders: string[];
  manager: string;
  /** This store's shelf stock as a share of the first store's. */
  stockShare: number;
}

export const mainBranch: DemoBranch = {
  store: demoStore,
  seedOffset: 0,
  sellers: [
    { id: 'user-admin', weight: 2 },
    { id: 'user-manager', weight: 3 },
    { id: 'user-cashier', weight: 5 },
  ],
  openers: [
    { id: 'user-cashier', name: 'Priya Shah', weight: 5 },
    { id: 'user-manager', name: 'Marcus Reid', weight: 3 },
    { id: 'user-admin', name: 'Olivia Bennett', weight: 2 },
  ],
  tills: [
    { id: 'till-1', name: 'Till 1' },
    { id: 'till-2', name: 'Till 2' },
  ],
  salesPerDay: { weekday: [8, 18], weekend: [16, 25] },
  parkedSales: true,
  refunders: ['user-admin', 'user-manager'],
  manager: 'user-manager',
  stockShare: 1,
};

/** Greenleaf's second, smaller shop across town, opened at the same time. */
export const riversideBranch: DemoBranch = {
  store: {
    id: 'store-2',
    name: 'Greenleaf Riverside',
    type: 'garden_centre',
    address: '27 River Arts Place',
    city: 'Asheville',
    state: 'NC',
    zip: '28801',
    phone: '(828) 555-0177',
    email: 'riverside@greenleafgarden.com',
    tax_rate_bps: 825,
    tax_name: 'Sales Tax',
    time_zone: 'America/New_York',
  },
  seedOffset: 1000,
  sellers: [
    { id: 'user-riverside-cashier', weight: 6 },
    { id: 'user-manager', weight: 2 },
  ],
  openers: [
    { id: 'user-riverside-cashier', name: 'Grace Kim', weight: 6 },
    { id: 'user-manager', name: 'Marcus Reid', weight: 2 },
  ],
  tills: [
    { id: 'till-r1', name: 'Riverside 1' },
    { id: 'till-r2', name: 'Riverside 2' },
  ],
  salesPerDay: { weekday: [4, 9], weekend: [8, 14] },
  parkedSales: false,
  refunders: ['user-manager'],
  manager: 'user-manager',
  stockShare: 0.5,
};

export const demoBranches = [mainBranch, riversideBranch];

/** Riverside's own cashier; Marcus manages both shops, the inventory lead stocks both, Olivia (admin) sees all. */
export const riversideStaff: { id: string; name: string; email: string; role: Role }[] = [
  { id: 'user-riverside-cashier', name: 'Grace Kim', email: 'grace.kim@greenleafgarden.com', role: 'cashier' },
];

/** Who works where, beside admins, who work everywhere. */
export const demoAssignments: { userId: string; storeIds: string[] }[] = [
  { userId: 'user-admin', storeIds: ['store-1', 'store-2'] },
  { userId: 'user-manager', storeIds: ['store-1', 'store-2'] },
  { userId: 'user-cashier', storeIds: ['store-1'] },
  { userId: 'user-inventory', storeIds: ['store-1', 'store-2'] },
  { userId: 'user-riverside-cashier', storeIds: ['store-2'] },
];
