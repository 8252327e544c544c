import { useRef, useState } from 'react';
import { describeScan } from '@tillwise/core/barcode/scan';
import { reportRangePresetLabels, reportRangePresets } from '@tillwise/core/settings/preferences';
import type { Preferences } from '@tillwise/core/settings/preferences';
import { FormField } from '@/components/form-field';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { ScaleLabelFields } from './scale-label-fields';
import { usePreferenceGroup } from './use-preference-group';
import { SettingsCard } from './settings-card';

/** Hardware: receipt paper width (the print stylesheet uses it), a scanner test field, and the cash drawer note. */
export function HardwareSettings({ initial }: { initial: Preferences['hardware'] }) {
  const { draft, setDraft, saving, error, save } = usePreferenceGroup('hardware', initial);
  const [scan, setScan] = useState('');
  const [lastScan, setLastScan] = useState<string | null>(null);
  const started = useRef<number | null>(null);
  return (
    <SettingsCard
      title="Hardware"
      description="Receipt printer, barcode scanner and cash drawer."
      saving={saving}
      onSave={save}
    >
      <FormField id="hardware-paper" label="Receipt paper width">
        <NativeSelect
          id="hardware-paper"
          value={String(draft.paperWidth)}
          onChange={(e) => setDraft({ ...draft, paperWidth: e.target.value === '58' ? 58 : 80 })}
        >
          <NativeSelectOption value="80">80 mm</NativeSelectOption>
          <NativeSelectOption value="58">58 mm</NativeSelectOption>
        </NativeSelect>
      </FormField>
      <FormField
        id="hardware-scan"
        label="Barcode scanner test"
        hint="Scan any barcode here: a scanner types the code and presses Enter."
      >
        <Input
          id="hardware-scan"
          value={scan}
          onChange={(e) => {
            if (started.current === null) started.current = performance.now();
            setScan(e.target.value);
          }}
          onKeyDown={(e) => {
            if (e.key !== 'Enter' || !scan) return;
            const ms = Math.round(performance.now() - (started.current ?? performance.now()));
            setLastScan(
              `Read “${scan}” (${scan.length} characters in ${ms} ms${ms < 100 ? ', a scanner' : ''}): ${describeScan(scan, draft.scaleLabels)}`,
            );
            setScan('');
            started.current = null;
          }}
        />
      </FormField>
      {lastScan && (
        <p className="text-sm" role="status">
          {lastScan}
        </p>
      )}
      <ScaleLabelFields layout={draft.scaleLabels} onChange={(scaleLabels) => setDraft({ ...draft, scaleLabels })} />
      <FormField
        id="hardware-drawer"
        label="Cash drawer note"
        hint="Shown on the till’s Cash payment tab, e.g. where the key is."
      >
        <Textarea
          id="hardware-drawer"
          rows={2}
          value={draft.cashDrawerNote}
          onChange={(e) => setDraft({ ...draft, cashDrawerNote: e.target.value })}
        />
      </FormField>
      {error && <p className="text-sm text-destructive">{error}</p>}
    </SettingsCard>
  );
}

/** Reports: the range the Reports screen opens with. */
export function ReportSettings({ initial }: { initial: Preferences['reports'] }) {
  const { draft, setDraft, saving, error, save } = usePreferenceGroup('reports', initial);
  return (
    <SettingsCard title="Reports" description="The range Reports opens with." saving={saving} onSave={save}>
      <FormField id="reports-range" label="Default report range">
        <NativeSelect
          id="reports-range"
          value={draft.defaultRange}
          onChange={(e) => setDraft({ defaultRange: e.target.value as Preferences['reports']['defaultRange'] })}
        >
          {reportRangePresets.map((preset) => (
            <NativeSelectOption key={preset} value={preset}>
              {reportRangePresetLabels[preset]}
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
  const { draft, setDraft, saving, save } = usePreferenceGroup('alerts', initial);
  return (
    <SettingsCard title="Alerts" description="Notifications in the header." saving={saving} onSave={save}>
      <div className="flex items-center gap-2">
        <Checkbox
          id="alerts-low-stock"
          checked={draft.lowStockAlerts}
          onCheckedChange={(on) => setDraft({ lowStockAlerts: on === true })}
        />
        <Label htmlFor="alerts-low-stock">Low-stock alerts</Label>
      </div>
    </SettingsCard>
  );
}

/** Security: lock an idle till after N minutes, and how many digits new PINs have. */
export function SecuritySettings({ initial }: { initial: Preferences['security'] }) {
  const { draft, setDraft, saving, error, save } = usePreferenceGroup('security', initial);
  return (
    <SettingsCard title="Security" description="Idle tills return to the PIN screen." saving={saving} onSave={save}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="security-lock"
          label="Auto-lock after idle minutes"
          hint={`0 never locks. In effect now: ${initial.autoLockMinutes === 0 ? 'never' : `${initial.autoLockMinutes} min`}.`}
        >
          <Input
            id="security-lock"
            inputMode="numeric"
            value={String(draft.autoLockMinutes)}
            onChange={(e) => setDraft({ ...draft, autoLockMinutes: Number(e.target.value.replace(/\D/g, '') || 0) })}
          />
        </FormField>
        <FormField id="security-pin" label="PIN length" hint="For new and reset PINs.">
          <NativeSelect
            id="security-pin"
            value={String(draft.pinLength)}
            onChange={(e) => setDraft({ ...draft, pinLength: Number(e.target.value) })}
          >
            {[4, 5, 6].map((length) => (
              <NativeSelectOption key={length} value={String(length)}>
                {length} digits
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      {error && <p className="text-sm text-destructive">{error}</p>}
    </SettingsCard>
  );
}
