import { demoBranches } from './demo-branches';
import type { DemoBranch } from './demo-branches';
import { demoCustomers, demoProducts, demoSuppliers } from './demo-catalog';
import type { DemoCustomer, DemoProduct } from './demo-catalog';

/** What one edition of the demo seeds: its stores as they trade, its catalogue, suppliers and customers. */
export interface DemoEdition {
  branches: DemoBranch[];
  products: DemoProduct[];
  customers: DemoCustomer[];
  suppliers: typeof demoSuppliers;
}

/** The spec's own demo: the garden centre in Asheville, in dollars, sales tax added at the till. */
export const usDemoEdition: DemoEdition = {
  branches: demoBranches,
  products: demoProducts,
  customers: demoCustomers,
  suppliers: demoSuppliers,
};
