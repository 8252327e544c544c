import { useState } from 'react';
import { useIntl } from 'react-intl';
import { toast } from '@/lib/toast';
import type { PreferenceGroup, Preferences } from '@tillwise/core/settings/preferences';
import { useSaveSettings } from '../api/save-settings';

/** One preference group's draft, its Save (with the server's refusal shown), and whether it is saving. */
export function usePreferenceGroup<G extends PreferenceGroup>(group: G, initial: Preferences[G]) {
  const intl = useIntl();
  const [draft, setDraft] = useState(initial);
  const save = useSaveSettings<Preferences[G]>({
    onSuccess: () => toast.success(intl.formatMessage({ id: 'settings.saved', defaultMessage: 'Settings saved' })),
  });
  const error = save.error?.details?.[0]?.message ?? save.error?.message;
  return {
    draft,
    setDraft,
    saving: save.isPending,
    error,
    save: (value: Preferences[G] = draft) => save.mutate({ path: `preferences/${group}`, body: value }),
  };
}
