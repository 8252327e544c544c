import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { toast } from '@/lib/toast';
import type { StaffAccount } from '@tillwise/core/staff/staff-admin-schemas';
import type { StoreSummary } from '@tillwise/core/store/store-schemas';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useUpdateStaff } from '../api/update-staff';
import { StoreCheckboxes } from './store-checkboxes';

/** Which stores a member works in (sign in, sell, count stock there); at least one. */
export function StaffStoresDialog({
  member,
  stores,
  onClose,
}: {
  member: StaffAccount;
  stores: StoreSummary[];
  onClose: () => void;
}) {
  const intl = useIntl();
  const [storeIds, setStoreIds] = useState(member.storeIds);
  const [error, setError] = useState<string>();
  const update = useUpdateStaff({
    onSuccess: () => (
      toast.success(
        intl.formatMessage({ id: 'staff.updated', defaultMessage: '{name} updated' }, { name: member.name }),
      ),
      onClose()
    ),
    onError: (failure) => setError(failure.details?.[0]?.message ?? failure.message),
  });
  const submit = () =>
    storeIds.length === 0
      ? setError(intl.formatMessage({ id: 'staff.stores.none', defaultMessage: 'Choose at least one store' }))
      : update.mutate({ id: member.id, storeIds });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage id="staff.stores.title" defaultMessage="Stores — {name}" values={{ name: member.name }} />
          </DialogTitle>
          <DialogDescription>
            <FormattedMessage
              id="staff.stores.description"
              defaultMessage="{name} can sign in and work only in the ticked stores."
              values={{ name: member.name }}
            />
          </DialogDescription>
        </DialogHeader>
        <form className="space-y-3" noValidate onSubmit={(e) => (e.preventDefault(), submit())}>
          <StoreCheckboxes
            id="staff-stores"
            stores={stores}
            value={storeIds}
            error={error}
            onChange={(next) => (setStoreIds(next), setError(undefined))}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              <FormattedMessage id="staff.cancel" defaultMessage="Cancel" />
            </Button>
            <Button type="submit" disabled={update.isPending}>
              <FormattedMessage id="staff.stores.save" defaultMessage="Save stores" />
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
