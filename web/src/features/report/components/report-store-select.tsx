import type { StoreSummary } from '@tillwise/core/store/store-schemas';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';
import type { ReportStore } from '../hooks/use-report-store';

/** Which store the reports cover: each of the member's stores by name, or 'All stores'. */
export function ReportStoreSelect({
  stores,
  value,
  onChange,
}: {
  stores: readonly StoreSummary[];
  value: ReportStore;
  onChange: (store: ReportStore) => void;
}) {
  return (
    <div className="w-full sm:w-48">
      <NativeSelect aria-label="Store" value={value} onChange={(event) => onChange(event.target.value)}>
        {stores.map((store) => (
          <NativeSelectOption key={store.id} value={store.id}>
            {store.name}
          </NativeSelectOption>
        ))}
        <NativeSelectOption value="all">All stores</NativeSelectOption>
      </NativeSelect>
    </div>
  );
}
