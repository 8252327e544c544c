import { useState } from 'react';
import { KeyRound, UserPlus } from 'lucide-react';
import { toast } from 'sonner';
import { roles } from '@tillwise/core/staff/permissions';
import type { Role } from '@tillwise/core/staff/permissions';
import type { StaffAccount } from '@tillwise/core/staff/staff-admin-schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useUpdateStaff } from '../api/update-staff';
import { useStaff } from '../api/get-staff';
import { StaffDialog } from './staff-dialog';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Team: the spec's line, and for admins the staff list with add, role, PIN reset and (de)activation. */
export function TeamSettings({ canManage, pinLength }: { canManage: boolean; pinLength: number }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Team</CardTitle>
        <CardDescription>Manage your team members and permissions here.</CardDescription>
      </CardHeader>
      <CardContent>
        {canManage ? (
          <StaffList pinLength={pinLength} />
        ) : (
          <p className="text-sm text-muted-foreground">Only an admin can add staff or change roles and PINs.</p>
        )}
      </CardContent>
    </Card>
  );
}

function StaffList({ pinLength }: { pinLength: number }) {
  const staff = useStaff();
  const [dialog, setDialog] = useState<{ mode: 'add' } | { mode: 'pin'; member: StaffAccount } | null>(null);
  const update = useUpdateStaff({ onError: (error) => toast.error(error.message) });
  const change = (member: StaffAccount, changes: { role?: Role; isActive?: boolean }) =>
    update.mutate({ id: member.id, ...changes }, { onSuccess: () => toast.success(`${member.name} updated`) });

  return (
    <div className="space-y-3">
      <div className="flex justify-end">
        <Button onClick={() => setDialog({ mode: 'add' })}>
          <UserPlus /> Add Staff
        </Button>
      </div>
      <Table aria-label="Staff">
        <TableHeader>
          <TableRow>
            <TableHead>Name</TableHead>
            <TableHead className="hidden sm:table-cell">Email</TableHead>
            <TableHead>Role</TableHead>
            <TableHead className="hidden sm:table-cell">Status</TableHead>
            <TableHead>
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {staff.data?.map((member) => (
            <TableRow key={member.id}>
              <TableCell className="font-medium">{member.name}</TableCell>
              <TableCell className="hidden sm:table-cell">{member.email}</TableCell>
              <TableCell>
                <NativeSelect
                  aria-label={`Role of ${member.name}`}
                  value={member.role}
                  className="h-8 min-w-28"
                  onChange={(e) => change(member, { role: e.target.value as Role })}
                >
                  {roles.map((role) => (
                    <NativeSelectOption key={role} value={role}>
                      {capitalised(role)}
                    </NativeSelectOption>
                  ))}
                </NativeSelect>
              </TableCell>
              <TableCell className="hidden sm:table-cell">
                <Badge variant={member.isActive ? 'success' : 'outline'}>
                  {member.isActive ? 'Active' : 'Inactive'}
                </Badge>
              </TableCell>
              <TableCell className="space-x-1 text-right whitespace-nowrap">
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Reset PIN of ${member.name}`}
                  onClick={() => setDialog({ mode: 'pin', member })}
                >
                  <KeyRound />
                </Button>
                <Button size="sm" variant="outline" onClick={() => change(member, { isActive: !member.isActive })}>
                  {member.isActive ? 'Deactivate' : 'Activate'}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {dialog && (
        <StaffDialog
          member={dialog.mode === 'pin' ? dialog.member : null}
          pinLength={pinLength}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}
