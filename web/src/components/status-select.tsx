import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormField } from '@/components/form-field';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';

interface StatusSelectProps<S extends string> {
  value: S | undefined;
  statuses: readonly S[];
  labels: Record<S, string>;
  onChange: (status: S | undefined) => void;
}

/** A list's Status filter: All statuses, then each of the list's own. */
export function StatusSelect<S extends string>({ value, statuses, labels, onChange }: StatusSelectProps<S>) {
  const intl = useIntl();
  const id = `${useId()}-status`;
  return (
    <FormField id={id} label={intl.formatMessage({ id: 'common.status', defaultMessage: 'Status' })}>
      <NativeSelect
        id={id}
        value={value ?? ''}
        onChange={(e) => onChange((e.target.value || undefined) as S | undefined)}
      >
        <NativeSelectOption value="">
          <FormattedMessage id="common.allStatuses" defaultMessage="All statuses" />
        </NativeSelectOption>
        {statuses.map((status) => (
          <NativeSelectOption key={status} value={status}>
            {labels[status]}
          </NativeSelectOption>
        ))}
      </NativeSelect>
    </FormField>
  );
}
