import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { describeScan } from '@tillwise/core/barcode/scan';
import type { Preferences } from '@tillwise/core/settings/preferences';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { moneyFormat } from '@/lib/money';
import { ScaleLabelFields } from './scale-label-fields';
import { usePreferenceGroup } from './use-preference-group';
import { SettingsCard } from './settings-card';

/** Hardware: receipt paper width (the print stylesheet uses it), a scanner test field, and the cash drawer note. */
export function HardwareSettings({ initial }: { initial: Preferences['hardware'] }) {
  const intl = useIntl();
  const { draft, setDraft, saving, error, save } = usePreferenceGroup('hardware', initial);
  const [scan, setScan] = useState('');
  const [lastScan, setLastScan] = useState<string | null>(null);
  const started = useRef<number | null>(null);
  return (
    <SettingsCard
      title={intl.formatMessage({ id: 'settings.hardware.title', defaultMessage: 'Hardware' })}
      description={intl.formatMessage({
        id: 'settings.hardware.description',
        defaultMessage: 'Receipt printer, barcode scanner and cash drawer.',
      })}
      saving={saving}
      onSave={save}
    >
      <FormField
        id="hardware-paper"
        label={intl.formatMessage({ id: 'settings.hardware.paper', defaultMessage: 'Receipt paper width' })}
      >
        <NativeSelect
          id="hardware-paper"
          value={String(draft.paperWidth)}
          onChange={(e) => setDraft({ ...draft, paperWidth: e.target.value === '58' ? 58 : 80 })}
        >
          {[80, 58].map((width) => (
            <NativeSelectOption key={width} value={String(width)}>
              {intl.formatMessage({ id: 'settings.hardware.paperMm', defaultMessage: '{width} mm' }, { width })}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </FormField>
      <FormField
        id="hardware-scan"
        label={intl.formatMessage({ id: 'settings.hardware.scanTest', defaultMessage: 'Barcode scanner test' })}
        hint={intl.formatMessage({
          id: 'settings.hardware.scanTest.hint',
          defaultMessage: 'Scan any barcode here: a scanner types the code and presses Enter.',
        })}
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
            const values = { scan, count: scan.length, ms, what: describeScan(scan, draft.scaleLabels, moneyFormat()) };
            setLastScan(
              ms < 100
                ? intl.formatMessage(
                    {
                      id: 'settings.hardware.scanRead.scanner',
                      defaultMessage: 'Read “{scan}” ({count} characters in {ms} ms, a scanner): {what}',
                    },
                    values,
                  )
                : intl.formatMessage(
                    {
                      id: 'settings.hardware.scanRead',
                      defaultMessage: 'Read “{scan}” ({count} characters in {ms} ms): {what}',
                    },
                    values,
                  ),
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
        label={intl.formatMessage({ id: 'settings.hardware.drawerNote', defaultMessage: 'Cash drawer note' })}
        hint={intl.formatMessage({
          id: 'settings.hardware.drawerNote.hint',
          defaultMessage: 'Shown on the till’s Cash payment tab, e.g. where the key is.',
        })}
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
