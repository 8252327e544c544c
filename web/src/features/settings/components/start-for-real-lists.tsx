import { Check, X } from 'lucide-react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';

const removed = Object.values(
  defineMessages({
    products: {
      id: 'settings.startForReal.removed.products',
      defaultMessage: 'Products, variants, categories, stock and its history',
    },
    customers: {
      id: 'settings.startForReal.removed.customers',
      defaultMessage: 'Customers, their loyalty points and store credit, gift cards',
    },
    suppliers: {
      id: 'settings.startForReal.removed.suppliers',
      defaultMessage: 'Suppliers, purchase orders, transfers and stock takes',
    },
    promotions: { id: 'settings.startForReal.removed.promotions', defaultMessage: 'Promotions and price lists' },
    sales: { id: 'settings.startForReal.removed.sales', defaultMessage: 'Every sale, parked sale, refund and return' },
    shifts: {
      id: 'settings.startForReal.removed.shifts',
      defaultMessage: 'Shifts, Z reports, cash movements and the audit log',
    },
    reports: { id: 'settings.startForReal.removed.reports', defaultMessage: 'Reports and scheduled reports' },
    stores: {
      id: 'settings.startForReal.removed.stores',
      defaultMessage: 'Other stores with their tills, and all staff but you',
    },
  }),
);

const kept = Object.values(
  defineMessages({
    you: { id: 'settings.startForReal.kept.you', defaultMessage: 'You, with your PIN' },
    settings: {
      id: 'settings.startForReal.kept.settings',
      defaultMessage: 'This store’s details, tax, time zone, receipt and payment settings',
    },
    tills: { id: 'settings.startForReal.kept.tills', defaultMessage: 'This store’s tills, each with no shift open' },
  }),
);

/** What starting for real removes and what it keeps, as two short lists. */
export function StartForRealLists() {
  const intl = useIntl();
  return (
    <div className="grid gap-4 text-sm sm:grid-cols-2">
      <section aria-labelledby="start-for-real-removed" className="space-y-2">
        <h3 id="start-for-real-removed" className="font-medium">
          <FormattedMessage id="settings.startForReal.removedTitle" defaultMessage="Removed for good" />
        </h3>
        <ul className="space-y-1.5">
          {removed.map((item) => (
            <li key={item.id} className="flex gap-2 text-muted-foreground">
              <X aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
              {intl.formatMessage(item)}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="start-for-real-kept" className="space-y-2">
        <h3 id="start-for-real-kept" className="font-medium">
          <FormattedMessage id="settings.startForReal.keptTitle" defaultMessage="Kept" />
        </h3>
        <ul className="space-y-1.5">
          {kept.map((item) => (
            <li key={item.id} className="flex gap-2 text-muted-foreground">
              <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
              {intl.formatMessage(item)}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
