import { useState } from 'react';
import { KeyRound, MapPin, UserCheck, UserPlus, UserX } from 'lucide-react';
import { toast } from '@/lib/toast';
import { roles } from '@tillwise/core/staff/permissions';
import type { Role } from '@tillwise/core/staff/permissions';
import type { StaffAccount } from '@tillwise/core/staff/staff-admin-schemas';
import type { StoreSummary } from '@tillwise/core/store/store-schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useUpdateStaff } from '../api/update-staff';
import { useStaff } from '../api/get-staff';
import { StaffDialog } from './staff-dialog';
import { StaffStoresDialog } from './staff-stores-dialog';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

interface TeamSettingsProps {
  canManage: boolean;
  pinLength: number;
  /** The chain's stores, in its order; with more than one, each member shows and edits where they work. */
  stores: StoreSummary[];
  currentStoreId: string;
}

/** Where a member works: admins everywhere, others in their stores (named in the chain's order). */
function workplaces(member: StaffAccount, stores: StoreSummary[]) {
  if (member.role === 'admin') return 'All stores';
  const names = stores.filter((store) => member.storeIds.includes(store.id)).map((store) => store.name);
  return names.length ? names.join(', ') : 'No store';
}

/**
 * Team: the spec's line, and for admins the staff list with add, role, PIN reset and (de)activation, and in a chain
 * the stores each member works in.
 */
export function TeamSettings({ canManage, ...listProps }: TeamSettingsProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Team</CardTitle>
        <CardDescription>Manage your team members and permissions here.</CardDescription>
      </CardHeader>
      <CardContent>
        {canManage ? (
          <StaffList {...listProps} />
        ) : (
          <p className="text-sm text-muted-foreground">Only an admin can add staff or change roles and PINs.</p>
        )}
      </CardContent>
    </Card>
  );
}

function StaffList({ pinLength, stores, currentStoreId }: Omit<TeamSettingsProps, 'canManage'>) {
  const staff = useStaff();
  const [dialog, setDialog] = useState<
    { mode: 'add' } | { mode: 'pin'; member: StaffAccount } | { mode: 'stores'; member: StaffAccount } | null
  >(null);
  const isChain = stores.length > 1;
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
              <TableCell className="max-w-56 font-medium whitespace-normal">
                {member.name}
                {isChain && (
                  <span className="block text-xs font-normal text-muted-foreground">{workplaces(member, stores)}</span>
                )}
              </TableCell>
              <TableCell className="hidden sm:table-cell">{member.email ?? '—'}</TableCell>
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
              <TableCell>
                {/* On a phone the buttons are icons and wrap, so the table stays as wide as the screen. */}
                <div className="flex flex-wrap items-center justify-end gap-1">
                  {isChain && member.role !== 'admin' && (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Stores of ${member.name}`}
                      onClick={() => setDialog({ mode: 'stores', member })}
                    >
                      <MapPin />
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Reset PIN of ${member.name}`}
                    onClick={() => setDialog({ mode: 'pin', member })}
                  >
                    <KeyRound />
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => change(member, { isActive: !member.isActive })}>
                    {member.isActive ? <UserX className="sm:hidden" /> : <UserCheck className="sm:hidden" />}
                    <span className="sr-only sm:not-sr-only">{member.isActive ? 'Deactivate' : 'Activate'}</span>
                  </Button>
                </div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {dialog?.mode === 'stores' ? (
        <StaffStoresDialog member={dialog.member} stores={stores} onClose={() => setDialog(null)} />
      ) : (
        dialog && (
          <StaffDialog
            member={dialog.mode === 'pin' ? dialog.member : null}
            pinLength={pinLength}
            stores={stores}
            currentStoreId={currentStoreId}
            onClose={() => setDialog(null)}
          />
        )
      )}
    </div>
  );
}
