export const roles = ['admin', 'manager', 'cashier', 'inventory'] as const;
export type Role = (typeof roles)[number];
export const roleLabels: Record<Role, string> = {
  admin: 'Admin',
  manager: 'Manager',
  cashier: 'Cashier',
  inventory: 'Inventory',
};

export const permissions = [
  'dashboard:view',
  'pos:sell',
  'pos:discount',
  'pos:refund',
  'products:view',
  'products:manage',
  'customers:view',
  'customers:manage',
  'orders:view',
  'reports:view',
  'reports:inventory',
  'settings:manage',
  'staff:manage',
  'shifts:operate',
  'shifts:manage',
  'tills:manage',
  'audit:view',
  'stores:manage',
  'stock:transfer',
  'store:reset',
  'integrations:manage',
] as const;
export type Permission = (typeof permissions)[number];

const everything: readonly Permission[] = permissions;

/** The role → permission table; the server enforces it and the sidebar follows it. */
export const rolePermissions: Record<Role, readonly Permission[]> = {
  admin: everything,
  manager: everything.filter(
    (permission) =>
      permission !== 'staff:manage' &&
      permission !== 'tills:manage' &&
      permission !== 'audit:view' &&
      permission !== 'stores:manage' &&
      permission !== 'store:reset' &&
      permission !== 'integrations:manage',
  ),
  cashier: ['dashboard:view', 'pos:sell', 'customers:view', 'customers:manage', 'orders:view', 'shifts:operate'],
  inventory: ['dashboard:view', 'products:view', 'products:manage', 'reports:inventory', 'stock:transfer'],
};

/** Whether a role may do a thing. */
export function can(role: Role, permission: Permission): boolean {
  return rolePermissions[role].includes(permission);
}

/** Whether a role holds at least one of the permissions (a screen open to several). */
export function canAny(role: Role, anyOf: readonly Permission[]): boolean {
  return anyOf.some((permission) => can(role, permission));
}

/** The seven destinations of the shared layout, in the spec's order, with who may open each. */
export const destinations = [
  { path: '/', label: 'Dashboard', anyOf: ['dashboard:view'] },
  { path: '/pos', label: 'Point of Sale', anyOf: ['pos:sell'] },
  { path: '/products', label: 'Products', anyOf: ['products:view'] },
  { path: '/customers', label: 'Customers', anyOf: ['customers:view'] },
  { path: '/orders', label: 'Orders', anyOf: ['orders:view'] },
  { path: '/reports', label: 'Reports', anyOf: ['reports:view', 'reports:inventory'] },
  { path: '/settings', label: 'Settings', anyOf: ['settings:manage'] },
] as const satisfies readonly { path: string; label: string; anyOf: readonly Permission[] }[];

export type Destination = (typeof destinations)[number];

/** The destinations a role may open, in sidebar order. */
export function destinationsFor(role: Role): Destination[] {
  return destinations.filter((destination) => canAny(role, destination.anyOf));
}

/**
 * Where a role starts when it signs in on a screen it may not open (Switch User on a manager's Settings): the till
 * for a cashier, whose work is selling; the first destination it may open for everyone else.
 */
export function firstScreenFor(role: Role): Destination['path'] {
  if (role === 'cashier') return '/pos';
  return destinationsFor(role)[0]?.path ?? '/';
}
