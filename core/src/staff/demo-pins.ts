import type { Role } from './permissions';

/** The demo store's PIN for each role: the seed gives them to its staff, and sign-in shows them while it is a demo. */
export const demoPins: { role: Role; pin: string }[] = [
  { role: 'admin', pin: '1111' },
  { role: 'manager', pin: '2222' },
  { role: 'cashier', pin: '3333' },
  { role: 'inventory', pin: '4444' },
];
