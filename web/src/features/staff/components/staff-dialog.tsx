import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { toast } from '@/lib/toast';
import { roles } from '@tillwise/core/staff/permissions';
import type { Role } from '@tillwise/core/staff/permissions';
import type { StaffAccount } from '@tillwise/core/staff/staff-admin-schemas';
import type { StoreSummary } from '@tillwise/core/store/store-schemas';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';
import { roleMessages } from '@/lib/i18n/role-messages';
import { useCreateStaff } from '../api/create-staff';
import { useResetStaffPin } from '../api/reset-staff-pin';
import { StoreCheckboxes } from './store-checkboxes';

interface StaffDialogProps {
  member: StaffAccount | null;
  pinLength: number;
  /** The chain's stores; a new member starts in the store the admin is working in. */
  stores: StoreSummary[];
  currentStoreId: string;
  onClose: () => void;
}

/**
 * Add Staff (name, an optional email, role, PIN and, in a chain, the stores they work in) or, given a member, Reset
 * PIN; the server's refusals show on their field.
 */
export function StaffDialog({ member, pinLength, stores, currentStoreId, onClose }: StaffDialogProps) {
  const intl = useIntl();
  const [values, setValues] = useState({ name: '', email: '', role: 'cashier' as Role, pin: '' });
  const [storeIds, setStoreIds] = useState([currentStoreId]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const onError = (error: { message: string; details?: { path: string; message: string }[] }) =>
    setErrors(
      Object.fromEntries(
        (error.details?.length ? error.details : [{ path: 'form', message: error.message }]).map((d) => [
          d.path.startsWith('storeIds') ? 'storeIds' : d.path,
          d.message,
        ]),
      ),
    );
  // Admins work in every store; with one store the server puts a new member in it.
  const choosesStores = stores.length > 1 && values.role !== 'admin';
  const create = useCreateStaff({
    onSuccess: (created) => (
      toast.success(intl.formatMessage({ id: 'staff.added', defaultMessage: '{name} added' }, { name: created.name })),
      onClose()
    ),
    onError,
  });
  const reset = useResetStaffPin({
    onSuccess: () => (
      toast.success(
        intl.formatMessage(
          { id: 'staff.pinReset', defaultMessage: 'PIN of {name} reset' },
          { name: member?.name ?? '' },
        ),
      ),
      onClose()
    ),
    onError,
  });
  const pinOk = new RegExp(`^\\d{${pinLength}}$`).test(values.pin);
  const submit = () => {
    if (!pinOk)
      return setErrors({
        pin: intl.formatMessage(
          { id: 'staff.pin.invalid', defaultMessage: 'The PIN is {length} digits' },
          { length: pinLength },
        ),
      });
    if (member) return reset.mutate({ id: member.id, pin: values.pin });
    if (choosesStores && storeIds.length === 0)
      return setErrors({
        storeIds: intl.formatMessage({ id: 'staff.stores.none', defaultMessage: 'Choose at least one store' }),
      });
    create.mutate({ ...values, storeIds: choosesStores ? storeIds : undefined });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>
            {member ? (
              <FormattedMessage
                id="staff.resetPin.title"
                defaultMessage="Reset PIN — {name}"
                values={{ name: member.name }}
              />
            ) : (
              <FormattedMessage id="staff.add" defaultMessage="Add Staff" />
            )}
          </DialogTitle>
          <DialogDescription>
            <FormattedMessage
              id="staff.pin.description"
              defaultMessage="PINs are {length} digits (Settings → Security)."
              values={{ length: pinLength }}
            />
          </DialogDescription>
        </DialogHeader>
        <form className="space-y-3" noValidate onSubmit={(e) => (e.preventDefault(), submit())}>
          {!member && (
            <>
              <FormField
                id="staff-name"
                label={intl.formatMessage({ id: 'staff.name', defaultMessage: 'Name' })}
                error={errors.name}
              >
                <Input
                  id="staff-name"
                  value={values.name}
                  onChange={(e) => setValues({ ...values, name: e.target.value })}
                />
              </FormField>
              <FormField
                id="staff-email"
                label={intl.formatMessage({ id: 'staff.email.optional', defaultMessage: 'Email (optional)' })}
                error={errors.email}
                hint={intl.formatMessage({
                  id: 'staff.email.hint',
                  defaultMessage: 'Staff sign in with their PIN: an email is only for reaching them.',
                })}
              >
                <Input
                  id="staff-email"
                  type="email"
                  autoComplete="off"
                  value={values.email}
                  onChange={(e) => setValues({ ...values, email: e.target.value })}
                />
              </FormField>
              <FormField
                id="staff-role"
                label={intl.formatMessage({ id: 'staff.role', defaultMessage: 'Role' })}
                error={errors.role}
              >
                <NativeSelect
                  id="staff-role"
                  value={values.role}
                  onChange={(e) => setValues({ ...values, role: e.target.value as Role })}
                >
                  {roles.map((role) => (
                    <NativeSelectOption key={role} value={role}>
                      {intl.formatMessage(roleMessages[role])}
                    </NativeSelectOption>
                  ))}
                </NativeSelect>
              </FormField>
              {choosesStores && (
                <StoreCheckboxes
                  id="staff-stores"
                  stores={stores}
                  value={storeIds}
                  error={errors.storeIds}
                  onChange={setStoreIds}
                />
              )}
              {stores.length > 1 && values.role === 'admin' && (
                <p className="text-sm text-muted-foreground">
                  <FormattedMessage id="staff.adminsEverywhere" defaultMessage="Admins work in every store." />
                </p>
              )}
            </>
          )}
          <FormField
            id="staff-pin"
            label={
              member
                ? intl.formatMessage({ id: 'staff.pin.new', defaultMessage: 'New PIN' })
                : intl.formatMessage({ id: 'staff.pin', defaultMessage: 'PIN' })
            }
            error={errors.pin}
          >
            <Input
              id="staff-pin"
              inputMode="numeric"
              autoComplete="off"
              value={values.pin}
              onChange={(e) => setValues({ ...values, pin: e.target.value })}
            />
          </FormField>
          {errors.form && <p className="text-sm text-destructive">{errors.form}</p>}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              <FormattedMessage id="staff.cancel" defaultMessage="Cancel" />
            </Button>
            <Button type="submit" disabled={create.isPending || reset.isPending}>
              {member ? (
                <FormattedMessage id="staff.resetPin" defaultMessage="Reset PIN" />
              ) : (
                <FormattedMessage id="staff.add" defaultMessage="Add Staff" />
              )}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
