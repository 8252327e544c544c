import type { StoreSummary } from '@tillwise/core/store/store-schemas';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';

interface StoreCheckboxesProps {
  id: string;
  stores: StoreSummary[];
  value: string[];
  onChange: (storeIds: string[]) => void;
  error?: string;
}

/** The stores a member works in, one checkbox each, in the chain's order; the error shows under them. */
export function StoreCheckboxes({ id, stores, value, onChange, error }: StoreCheckboxesProps) {
  const toggle = (storeId: string, on: boolean) =>
    onChange(stores.map((s) => s.id).filter((s) => (s === storeId ? on : value.includes(s))));
  return (
    <fieldset className="space-y-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 text-sm font-medium">Stores</legend>
      <ul className="grid gap-2 rounded-md border p-3">
        {stores.map((store) => (
          <li key={store.id} className="flex min-w-0 items-center gap-2">
            <Checkbox
              id={`${id}-${store.id}`}
              checked={value.includes(store.id)}
              aria-invalid={Boolean(error)}
              onCheckedChange={(checked) => toggle(store.id, checked === true)}
            />
            <Label htmlFor={`${id}-${store.id}`} className="truncate font-normal">
              {store.name}
            </Label>
          </li>
        ))}
      </ul>
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
