import { Check, X } from 'lucide-react';

const removed = [
  'Products, variants, categories, stock and its history',
  'Customers, their loyalty points and store credit, gift cards',
  'Suppliers, purchase orders, transfers and stock takes',
  'Promotions and price lists',
  'Every sale, parked sale, refund and return',
  'Shifts, Z reports, cash movements and the audit log',
  'Reports and scheduled reports',
  'Other stores with their tills, and all staff but you',
];

const kept = [
  'You, with your PIN',
  'This store’s details, tax, time zone, receipt and payment settings',
  'This store’s tills, each with no shift open',
];

/** What starting for real removes and what it keeps, as two short lists. */
export function StartForRealLists() {
  return (
    <div className="grid gap-4 text-sm sm:grid-cols-2">
      <section aria-labelledby="start-for-real-removed" className="space-y-2">
        <h3 id="start-for-real-removed" className="font-medium">
          Removed for good
        </h3>
        <ul className="space-y-1.5">
          {removed.map((item) => (
            <li key={item} className="flex gap-2 text-muted-foreground">
              <X aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
              {item}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="start-for-real-kept" className="space-y-2">
        <h3 id="start-for-real-kept" className="font-medium">
          Kept
        </h3>
        <ul className="space-y-1.5">
          {kept.map((item) => (
            <li key={item} className="flex gap-2 text-muted-foreground">
              <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
              {item}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
