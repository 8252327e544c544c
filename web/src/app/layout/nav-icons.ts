import { BarChart3, LayoutDashboard, Package, Settings, ShoppingCart, ReceiptText, Users } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { Destination } from '@tillwise/core/staff/permissions';

export const navIcons: Record<Destination['path'], LucideIcon> = {
  '/': LayoutDashboard,
  '/pos': ShoppingCart,
  '/products': Package,
  '/customers': Users,
  '/orders': ReceiptText,
  '/reports': BarChart3,
  '/settings': Settings,
};
