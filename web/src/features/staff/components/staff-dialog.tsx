import { useState } from 'react';
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
    onSuccess: (created) => (toast.success(`${created.name} added`), onClose()),
    onError,
  });
  const reset = useResetStaffPin({
    onSuccess: () => (toast.success(`PIN of ${member?.name ?? ''} reset`), onClose()),
    onError,
  });
  const pinOk = new RegExp(`^\\d{${pinLength}}$`).test(values.pin);
  const submit = () => {
    if (!pinOk) return setErrors({ pin: `The PIN is ${pinLength} digits` });
    if (member) return reset.mutate({ id: member.id, pin: values.pin });
    if (choosesStores && storeIds.length === 0) return setErrors({ storeIds: 'Choose at least one store' });
    create.mutate({ ...values, storeIds: choosesStores ? storeIds : undefined });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{member ? `Reset PIN — ${member.name}` : 'Add Staff'}</DialogTitle>
          <DialogDescription>PINs are {pinLength} digits (Settings → Security).</DialogDescription>
        </DialogHeader>
        <form className="space-y-3" noValidate onSubmit={(e) => (e.preventDefault(), submit())}>
          {!member && (
            <>
              <FormField id="staff-name" label="Name" error={errors.name}>
                <Input
                  id="staff-name"
                  value={values.name}
                  onChange={(e) => setValues({ ...values, name: e.target.value })}
                />
              </FormField>
              <FormField
                id="staff-email"
                label="Email (optional)"
                error={errors.email}
                hint="Staff sign in with their PIN: an email is only for reaching them."
              >
                <Input
                  id="staff-email"
                  type="email"
                  autoComplete="off"
                  value={values.email}
                  onChange={(e) => setValues({ ...values, email: e.target.value })}
                />
              </FormField>
              <FormField id="staff-role" label="Role" error={errors.role}>
                <NativeSelect
                  id="staff-role"
                  value={values.role}
                  onChange={(e) => setValues({ ...values, role: e.target.value as Role })}
                >
                  {roles.map((role) => (
                    <NativeSelectOption key={role} value={role}>
                      {role.charAt(0).toUpperCase() + role.slice(1)}
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
                <p className="text-sm text-muted-foreground">Admins work in every store.</p>
              )}
            </>
          )}
          <FormField id="staff-pin" label={member ? 'New PIN' : 'PIN'} error={errors.pin}>
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
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending || reset.isPending}>
              {member ? 'Reset PIN' : 'Add Staff'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
