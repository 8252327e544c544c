import { useState } from 'react';
import { KeyRound, MapPin, UserCheck, UserPlus, UserX } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { IntlShape } from 'react-intl';
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
import { roleMessages } from '@/lib/i18n/role-messages';
import { useUpdateStaff } from '../api/update-staff';
import { useStaff } from '../api/get-staff';
import { StaffDialog } from './staff-dialog';
import { StaffStoresDialog } from './staff-stores-dialog';

interface TeamSettingsProps {
  canManage: boolean;
  pinLength: number;
  /** The chain's stores, in its order; with more than one, each member shows and edits where they work. */
  stores: StoreSummary[];
  currentStoreId: string;
}

/** Where a member works: admins everywhere, others in their stores (named in the chain's order). */
function workplaces(member: StaffAccount, stores: StoreSummary[], intl: IntlShape) {
  if (member.role === 'admin') return intl.formatMessage({ id: 'staff.stores.all', defaultMessage: 'All stores' });
  const names = stores.filter((store) => member.storeIds.includes(store.id)).map((store) => store.name);
  return names.length
    ? names.join(', ')
    : intl.formatMessage({ id: 'staff.stores.noStore', defaultMessage: 'No store' });
}

/**
 * Team: the spec's line, and for admins the staff list with add, role, PIN reset and (de)activation, and in a chain
 * the stores each member works in.
 */
export function TeamSettings({ canManage, ...listProps }: TeamSettingsProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <FormattedMessage id="staff.team.title" defaultMessage="Team" />
        </CardTitle>
        <CardDescription>
          <FormattedMessage
            id="staff.team.description"
            defaultMessage="Manage your team members and permissions here."
          />
        </CardDescription>
      </CardHeader>
      <CardContent>
        {canManage ? (
          <StaffList {...listProps} />
        ) : (
          <p className="text-sm text-muted-foreground">
            <FormattedMessage
              id="staff.team.adminOnly"
              defaultMessage="Only an admin can add staff or change roles and PINs."
            />
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function StaffList({ pinLength, stores, currentStoreId }: Omit<TeamSettingsProps, 'canManage'>) {
  const intl = useIntl();
  const staff = useStaff();
  const [dialog, setDialog] = useState<
    { mode: 'add' } | { mode: 'pin'; member: StaffAccount } | { mode: 'stores'; member: StaffAccount } | null
  >(null);
  const isChain = stores.length > 1;
  const update = useUpdateStaff({ onError: (error) => toast.error(error.message) });
  const change = (member: StaffAccount, changes: { role?: Role; isActive?: boolean }) =>
    update.mutate(
      { id: member.id, ...changes },
      {
        onSuccess: () =>
          toast.success(
            intl.formatMessage({ id: 'staff.updated', defaultMessage: '{name} updated' }, { name: member.name }),
          ),
      },
    );

  return (
    <div className="space-y-3">
      <div className="flex justify-end">
        <Button onClick={() => setDialog({ mode: 'add' })}>
          <UserPlus /> <FormattedMessage id="staff.add" defaultMessage="Add Staff" />
        </Button>
      </div>
      <Table aria-label={intl.formatMessage({ id: 'staff.list', defaultMessage: 'Staff' })}>
        <TableHeader>
          <TableRow>
            <TableHead>
              <FormattedMessage id="staff.name" defaultMessage="Name" />
            </TableHead>
            <TableHead className="hidden sm:table-cell">
              <FormattedMessage id="staff.email" defaultMessage="Email" />
            </TableHead>
            <TableHead>
              <FormattedMessage id="staff.role" defaultMessage="Role" />
            </TableHead>
            <TableHead className="hidden sm:table-cell">
              <FormattedMessage id="staff.status" defaultMessage="Status" />
            </TableHead>
            <TableHead>
              <span className="sr-only">
                <FormattedMessage id="staff.actions" defaultMessage="Actions" />
              </span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {staff.data?.map((member) => (
            <TableRow key={member.id}>
              <TableCell className="max-w-56 font-medium whitespace-normal">
                {member.name}
                {isChain && (
                  <span className="block text-xs font-normal text-muted-foreground">
                    {workplaces(member, stores, intl)}
                  </span>
                )}
              </TableCell>
              <TableCell className="hidden sm:table-cell">{member.email ?? '—'}</TableCell>
              <TableCell>
                <NativeSelect
                  aria-label={intl.formatMessage(
                    { id: 'staff.roleOf', defaultMessage: 'Role of {name}' },
                    { name: member.name },
                  )}
                  value={member.role}
                  className="h-8 min-w-28"
                  onChange={(e) => change(member, { role: e.target.value as Role })}
                >
                  {roles.map((role) => (
                    <NativeSelectOption key={role} value={role}>
                      {intl.formatMessage(roleMessages[role])}
                    </NativeSelectOption>
                  ))}
                </NativeSelect>
              </TableCell>
              <TableCell className="hidden sm:table-cell">
                <Badge variant={member.isActive ? 'success' : 'outline'}>
                  {member.isActive ? (
                    <FormattedMessage id="staff.active" defaultMessage="Active" />
                  ) : (
                    <FormattedMessage id="staff.inactive" defaultMessage="Inactive" />
                  )}
                </Badge>
              </TableCell>
              <TableCell>
                {/* On a phone the buttons are icons and wrap, so the table stays as wide as the screen. */}
                <div className="flex flex-wrap items-center justify-end gap-1">
                  {isChain && member.role !== 'admin' && (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={intl.formatMessage(
                        { id: 'staff.storesOf', defaultMessage: 'Stores of {name}' },
                        { name: member.name },
                      )}
                      onClick={() => setDialog({ mode: 'stores', member })}
                    >
                      <MapPin />
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={intl.formatMessage(
                      { id: 'staff.resetPinOf', defaultMessage: 'Reset PIN of {name}' },
                      { name: member.name },
                    )}
                    onClick={() => setDialog({ mode: 'pin', member })}
                  >
                    <KeyRound />
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => change(member, { isActive: !member.isActive })}>
                    {member.isActive ? <UserX className="sm:hidden" /> : <UserCheck className="sm:hidden" />}
                    <span className="sr-only sm:not-sr-only">
                      {member.isActive ? (
                        <FormattedMessage id="staff.deactivate" defaultMessage="Deactivate" />
                      ) : (
                        <FormattedMessage id="staff.activate" defaultMessage="Activate" />
                      )}
                    </span>
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
