import { useMutation } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Label } from '@/components/ui/label';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCustomerGroups } from '../api/get-customer-groups';

interface CustomerGroupSelectProps {
  customerId: string;
  groupId: string | null;
  /** May change it (customers:manage); otherwise it is shown only. */
  canChange: boolean;
  onChanged: () => void;
}

/** The customer's group: Trade, Staff, Members or none; its promotions and price list apply to their sales. */
export function CustomerGroupSelect({ customerId, groupId, canChange, onChanged }: CustomerGroupSelectProps) {
  const intl = useIntl();
  const groups = useCustomerGroups();
  const change = useMutation({
    mutationFn: (next: string | null) => api.put<null>(`/customers/${customerId}/group`, { body: { groupId: next } }),
    onSuccess: () => {
      toast.success(intl.formatMessage({ id: 'promotion.group.saved', defaultMessage: 'Customer group saved' }));
      onChanged();
    },
    onError: (error) =>
      toast.error(
        intl.formatMessage({ id: 'promotion.group.notSaved', defaultMessage: 'The customer group was not saved' }),
        { description: error.message },
      ),
  });
  return (
    <div className="grid grid-cols-[6rem_minmax(0,1fr)] items-center gap-2 text-sm">
      <Label htmlFor="customer-group" className="font-normal text-muted-foreground">
        <FormattedMessage id="promotion.group" defaultMessage="Group" />
      </Label>
      <NativeSelect
        id="customer-group"
        value={groupId ?? ''}
        disabled={!canChange || change.isPending || !groups.data}
        onChange={(event) => change.mutate(event.target.value || null)}
        className="h-8"
      >
        <NativeSelectOption value="">
          {intl.formatMessage({ id: 'promotion.group.none', defaultMessage: 'No group' })}
        </NativeSelectOption>
        {(groups.data?.items ?? []).map((group) => (
          <NativeSelectOption key={group.id} value={group.id}>
            {group.name}
          </NativeSelectOption>
        ))}
      </NativeSelect>
    </div>
  );
}
