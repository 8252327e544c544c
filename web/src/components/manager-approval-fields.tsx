import { FormattedMessage, useIntl } from 'react-intl';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';

export interface Approver {
  id: string;
  name: string;
}

export interface ApprovalDraft {
  userId: string;
  pin: string;
}

/** A manager chooses themselves and types their PIN on this till to approve one action. */
export function ManagerApprovalFields({
  approvers,
  value,
  onChange,
  error,
}: {
  approvers: Approver[];
  value: ApprovalDraft;
  onChange: (value: ApprovalDraft) => void;
  error?: string;
}) {
  const intl = useIntl();
  return (
    <fieldset className="grid gap-3 rounded-md border border-dashed p-3 sm:grid-cols-2">
      <legend className="px-1 text-sm font-medium">
        <FormattedMessage id="common.managerApproval" defaultMessage="Manager approval" />
      </legend>
      <FormField id="approval-manager" label={intl.formatMessage({ id: 'common.manager', defaultMessage: 'Manager' })}>
        <NativeSelect
          id="approval-manager"
          value={value.userId}
          onChange={(event) => onChange({ ...value, userId: event.target.value })}
        >
          <NativeSelectOption value="">
            <FormattedMessage id="common.choose" defaultMessage="Choose…" />
          </NativeSelectOption>
          {approvers.map((approver) => (
            <NativeSelectOption key={approver.id} value={approver.id}>
              {approver.name}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </FormField>
      <FormField
        id="approval-pin"
        label={intl.formatMessage({ id: 'common.managerPin', defaultMessage: 'Manager PIN' })}
        error={error}
      >
        <Input
          id="approval-pin"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={value.pin}
          onChange={(event) => onChange({ ...value, pin: event.target.value.replace(/\D/g, '') })}
          aria-invalid={Boolean(error)}
        />
      </FormField>
    </fieldset>
  );
}
