import type { StoreSummary } from '@tillwise/core/store/store-schemas';
import { useIntl } from 'react-intl';
import { ChoiceCheckboxes } from '@/components/choice-checkboxes';

interface StoreCheckboxesProps {
  id: string;
  stores: StoreSummary[];
  value: string[];
  onChange: (storeIds: string[]) => void;
  error?: string;
}

/** The stores a member works in, one checkbox each, in the chain's order; the error shows under them. */
export function StoreCheckboxes({ id, stores, value, onChange, error }: StoreCheckboxesProps) {
  const intl = useIntl();
  return (
    <ChoiceCheckboxes
      id={id}
      legend={intl.formatMessage({ id: 'staff.stores', defaultMessage: 'Stores' })}
      options={stores.map((store) => ({ value: store.id, label: store.name }))}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
