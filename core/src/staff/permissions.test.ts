import { describe, expect, it } from 'vitest';
import { can, destinations, destinationsFor, firstScreenFor, permissions, roles, rolePermissions } from './permissions';
import type { Role } from './permissions';

describe('role permissions', () => {
  it('gives admin every permission', () => {
    expect([...rolePermissions.admin].sort()).toEqual([...permissions].sort());
  });

  it('gives manager everything but staff, till and store management, the audit log, starting for real and integrations', () => {
    const adminOnly = [
      'staff:manage',
      'tills:manage',
      'audit:view',
      'stores:manage',
      'store:reset',
      'integrations:manage',
    ];
    for (const permission of permissions) expect(can('manager', permission)).toBe(!adminOnly.includes(permission));
  });

  it('lets the inventory role, managers and admins move stock between stores; not cashiers', () => {
    expect(['admin', 'manager', 'inventory', 'cashier'].map((role) => can(role as Role, 'stock:transfer'))).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it('lets cashiers run their own shifts but not see all shifts or manage tills', () => {
    expect(can('cashier', 'shifts:operate')).toBe(true);
    expect(can('cashier', 'shifts:manage')).toBe(false);
    expect(can('cashier', 'tills:manage')).toBe(false);
    expect(can('inventory', 'shifts:operate')).toBe(false);
  });

  it.each([
    ['cashier', ['/', '/pos', '/customers', '/orders']],
    ['inventory', ['/', '/products', '/reports']],
    ['manager', ['/', '/pos', '/products', '/customers', '/orders', '/reports', '/settings']],
    ['admin', ['/', '/pos', '/products', '/customers', '/orders', '/reports', '/settings']],
  ] as const)('shows %s the sidebar links %j', (role, paths) => {
    expect(destinationsFor(role).map((destination) => destination.path)).toEqual(paths);
  });

  it('keeps cashiers away from settings, staff and product management', () => {
    expect(can('cashier', 'settings:manage')).toBe(false);
    expect(can('cashier', 'staff:manage')).toBe(false);
    expect(can('cashier', 'products:manage')).toBe(false);
  });

  it('lets inventory staff see only inventory reports', () => {
    expect(can('inventory', 'reports:inventory')).toBe(true);
    expect(can('inventory', 'reports:view')).toBe(false);
    expect(can('inventory', 'pos:sell')).toBe(false);
  });

  it('lists the seven destinations in the spec order', () => {
    expect(destinations.map((destination) => destination.label)).toEqual([
      'Dashboard',
      'Point of Sale',
      'Products',
      'Customers',
      'Orders',
      'Reports',
      'Settings',
    ]);
  });

  it('starts a cashier at the till and the others at their first destination, one they may open', () => {
    expect(Object.fromEntries(roles.map((role) => [role, firstScreenFor(role)]))).toEqual({
      admin: '/',
      manager: '/',
      cashier: '/pos',
      inventory: '/',
    });
    for (const role of roles) {
      expect(destinationsFor(role).map((destination) => destination.path)).toContain(firstScreenFor(role));
    }
  });
});
