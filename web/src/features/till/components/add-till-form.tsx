import { useState } from 'react';
import { Plus } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Till } from '@tillwise/core/till/till-schemas';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useCreateTill } from '../api/create-till';

/** A new till's name and an Add button; a taken or empty name is refused under the field. */
export function AddTillForm({ onAdded }: { onAdded?: (till: Till) => void }) {
  const intl = useIntl();
  const [name, setName] = useState('');
  const create = useCreateTill({
    onSuccess: (till) => {
      setName('');
      onAdded?.(till);
    },
  });
  const error = create.error?.details?.[0]?.message ?? create.error?.message;
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate({ name });
      }}
    >
      <FormField
        id="new-till-name"
        label={intl.formatMessage({ id: 'till.new', defaultMessage: 'New till' })}
        error={error}
        className="min-w-48 flex-1"
      >
        <Input
          id="new-till-name"
          placeholder={intl.formatMessage({ id: 'till.new.placeholder', defaultMessage: 'Till 3' })}
          value={name}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={Boolean(error)}
        />
      </FormField>
      <Button type="submit" variant="outline" disabled={create.isPending}>
        <Plus /> <FormattedMessage id="till.add" defaultMessage="Add till" />
      </Button>
    </form>
  );
}
