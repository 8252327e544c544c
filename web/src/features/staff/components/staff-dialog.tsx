import { useState } from 'react';
import { toast } from 'sonner';
import { roles } from '@tillwise/core/staff/permissions';
import type { Role } from '@tillwise/core/staff/permissions';
import type { StaffAccount } from '@tillwise/core/staff/staff-admin-schemas';
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

/** Add Staff (name, email, role, PIN) or, given a member, Reset PIN; the server's refusals show on their field. */
export function StaffDialog({
  member,
  pinLength,
  onClose,
}: {
  member: StaffAccount | null;
  pinLength: number;
  onClose: () => void;
}) {
  const [values, setValues] = useState({ name: '', email: '', role: 'cashier' as Role, pin: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const onError = (error: { message: string; details?: { path: string; message: string }[] }) =>
    setErrors(
      Object.fromEntries(
        (error.details?.length ? error.details : [{ path: 'form', message: error.message }]).map((d) => [
          d.path,
          d.message,
        ]),
      ),
    );
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
    if (member) reset.mutate({ id: member.id, pin: values.pin });
    else create.mutate(values);
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
              <FormField id="staff-email" label="Email" error={errors.email}>
                <Input
                  id="staff-email"
                  type="email"
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
