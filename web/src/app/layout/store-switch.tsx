import type * as React from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { toast } from '@/lib/toast';
import type { Session } from '@tillwise/core/staff/staff-schemas';
import { Select, SelectContent, SelectGroup, SelectItem, SelectLabel, SelectTrigger } from '@/components/ui/select';
import { useSwitchStore } from '@/features/store/api/switch-store';

interface StoreSwitchProps {
  session: Session;
  /** The header's button, passed in so this lazily loaded chunk does not pull the header's code out of the entry. */
  trigger: React.ReactElement;
  defaultOpen?: boolean;
}

/** The header's store switch (admins and chain managers): choosing a store moves the whole app to it. */
export function StoreSwitch({ session, trigger, defaultOpen }: StoreSwitchProps) {
  const intl = useIntl();
  const switchStore = useSwitchStore({
    onSuccess: (next) =>
      toast.success(
        intl.formatMessage(
          { id: 'header.nowWorkingIn', defaultMessage: 'Now working in {store}' },
          { store: next.store.name },
        ),
      ),
    onError: (error) => toast.error(error.message),
  });
  return (
    <Select
      value={session.store.id}
      defaultOpen={defaultOpen}
      disabled={switchStore.isPending}
      onValueChange={(storeId) => storeId !== session.store.id && switchStore.mutate({ storeId })}
    >
      <SelectTrigger asChild>{trigger}</SelectTrigger>
      <SelectContent align="end" className="max-w-[calc(100vw-1rem)]">
        <SelectGroup>
          <SelectLabel>
            <FormattedMessage id="header.workIn" defaultMessage="Work in" />
          </SelectLabel>
          {session.stores.map((store) => (
            <SelectItem key={store.id} value={store.id}>
              {store.name}
            </SelectItem>
          ))}
        </SelectGroup>
      </SelectContent>
    </Select>
  );
}
