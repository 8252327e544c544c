import { useIntl } from 'react-intl';
import type { StoreSummary } from '@tillwise/core/store/store-schemas';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';
import { currenciesOf } from '../hooks/use-report-store';
import type { ReportStore } from '../hooks/use-report-store';

/**
 * Which store the reports cover: each of the member's stores by name, or 'All stores'; a chain trading in several
 * currencies has 'All stores' once for each (their figures are never added up).
 */
export function ReportStoreSelect({
  stores,
  value,
  onChange,
}: {
  stores: readonly StoreSummary[];
  value: ReportStore;
  onChange: (store: ReportStore) => void;
}) {
  const intl = useIntl();
  const currencies = currenciesOf(stores);
  return (
    <div className="w-full sm:w-48">
      <NativeSelect
        aria-label={intl.formatMessage({ id: 'report.store.label', defaultMessage: 'Store' })}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {stores.map((store) => (
          <NativeSelectOption key={store.id} value={store.id}>
            {store.name}
          </NativeSelectOption>
        ))}
        {currencies.length > 1 ? (
          currencies.map((currency) => (
            <NativeSelectOption key={currency} value={`all:${currency}`}>
              {intl.formatMessage(
                { id: 'report.store.allInCurrency', defaultMessage: 'All stores in {currency}' },
                { currency },
              )}
            </NativeSelectOption>
          ))
        ) : (
          <NativeSelectOption value="all">
            {intl.formatMessage({ id: 'report.store.all', defaultMessage: 'All stores' })}
          </NativeSelectOption>
        )}
      </NativeSelect>
    </div>
  );
}
