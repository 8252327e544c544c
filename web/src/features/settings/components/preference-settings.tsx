import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { reportRangePresets } from '@tillwise/core/settings/preferences';
import type { Preferences, ReportRangePreset } from '@tillwise/core/settings/preferences';
import { FormField } from '@/components/form-field';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';
import { usePreferenceGroup } from './use-preference-group';
import { SettingsCard } from './settings-card';

export { HardwareSettings } from './hardware-settings';

/** The report ranges as core's reportRangePresetLabels names them. */
const rangeMessages: Record<ReportRangePreset, MessageDescriptor> = defineMessages({
  today: { id: 'settings.reports.range.today', defaultMessage: 'Today' },
  yesterday: { id: 'settings.reports.range.yesterday', defaultMessage: 'Yesterday' },
  'this-week': { id: 'settings.reports.range.thisWeek', defaultMessage: 'This Week' },
  'last-7-days': { id: 'settings.reports.range.last7Days', defaultMessage: 'Last 7 Days' },
  'last-30-days': { id: 'settings.reports.range.last30Days', defaultMessage: 'Last 30 Days' },
  'this-month': { id: 'settings.reports.range.thisMonth', defaultMessage: 'This Month' },
});

/** Reports: the range the Reports screen opens with. */
export function ReportSettings({ initial }: { initial: Preferences['reports'] }) {
  const intl = useIntl();
  const { draft, setDraft, saving, error, save } = usePreferenceGroup('reports', initial);
  return (
    <SettingsCard
      title={intl.formatMessage({ id: 'settings.reports.title', defaultMessage: 'Reports' })}
      description={intl.formatMessage({
        id: 'settings.reports.description',
        defaultMessage: 'The range Reports opens with.',
      })}
      saving={saving}
      onSave={save}
    >
      <FormField
        id="reports-range"
        label={intl.formatMessage({ id: 'settings.reports.range', defaultMessage: 'Default report range' })}
      >
        <NativeSelect
          id="reports-range"
          value={draft.defaultRange}
          onChange={(e) => setDraft({ defaultRange: e.target.value as Preferences['reports']['defaultRange'] })}
        >
          {reportRangePresets.map((preset) => (
            <NativeSelectOption key={preset} value={preset}>
              {intl.formatMessage(rangeMessages[preset])}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </FormField>
      {error && <p className="text-sm text-destructive">{error}</p>}
    </SettingsCard>
  );
}

/** Alerts: whether the header bell shows low-stock alerts. */
export function AlertSettings({ initial }: { initial: Preferences['alerts'] }) {
  const intl = useIntl();
  const { draft, setDraft, saving, save } = usePreferenceGroup('alerts', initial);
  return (
    <SettingsCard
      title={intl.formatMessage({ id: 'settings.alerts.title', defaultMessage: 'Alerts' })}
      description={intl.formatMessage({
        id: 'settings.alerts.description',
        defaultMessage: 'Notifications in the header.',
      })}
      saving={saving}
      onSave={save}
    >
      <div className="flex items-center gap-2">
        <Checkbox
          id="alerts-low-stock"
          checked={draft.lowStockAlerts}
          onCheckedChange={(on) => setDraft({ lowStockAlerts: on === true })}
        />
        <Label htmlFor="alerts-low-stock">
          <FormattedMessage id="settings.alerts.lowStock" defaultMessage="Low-stock alerts" />
        </Label>
      </div>
    </SettingsCard>
  );
}

/** Security: lock an idle till after N minutes, and how many digits new PINs have. */
export function SecuritySettings({ initial }: { initial: Preferences['security'] }) {
  const intl = useIntl();
  const { draft, setDraft, saving, error, save } = usePreferenceGroup('security', initial);
  return (
    <SettingsCard
      title={intl.formatMessage({ id: 'settings.security.title', defaultMessage: 'Security' })}
      description={intl.formatMessage({
        id: 'settings.security.description',
        defaultMessage: 'Idle tills return to the PIN screen.',
      })}
      saving={saving}
      onSave={save}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="security-lock"
          label={intl.formatMessage({
            id: 'settings.security.autoLock',
            defaultMessage: 'Auto-lock after idle minutes',
          })}
          hint={
            initial.autoLockMinutes === 0
              ? intl.formatMessage({
                  id: 'settings.security.autoLock.never',
                  defaultMessage: '0 never locks. In effect now: never.',
                })
              : intl.formatMessage(
                  {
                    id: 'settings.security.autoLock.minutes',
                    defaultMessage: '0 never locks. In effect now: {minutes} min.',
                  },
                  { minutes: initial.autoLockMinutes },
                )
          }
        >
          <Input
            id="security-lock"
            inputMode="numeric"
            value={String(draft.autoLockMinutes)}
            onChange={(e) => setDraft({ ...draft, autoLockMinutes: Number(e.target.value.replace(/\D/g, '') || 0) })}
          />
        </FormField>
        <FormField
          id="security-pin"
          label={intl.formatMessage({ id: 'settings.security.pinLength', defaultMessage: 'PIN length' })}
          hint={intl.formatMessage({
            id: 'settings.security.pinLength.hint',
            defaultMessage: 'For new and reset PINs.',
          })}
        >
          <NativeSelect
            id="security-pin"
            value={String(draft.pinLength)}
            onChange={(e) => setDraft({ ...draft, pinLength: Number(e.target.value) })}
          >
            {[4, 5, 6].map((length) => (
              <NativeSelectOption key={length} value={String(length)}>
                {intl.formatMessage(
                  { id: 'settings.security.pinDigits', defaultMessage: '{length} digits' },
                  { length },
                )}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      {error && <p className="text-sm text-destructive">{error}</p>}
    </SettingsCard>
  );
}
