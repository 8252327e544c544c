import { useIntl } from 'react-intl';
import { labelLayouts } from '@tillwise/core/label/label-layouts';
import type { LabelLayoutId } from '@tillwise/core/label/label-layouts';
import { FormField } from '@/components/form-field';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';

/** The label printer's rolls and the sheets, grouped, to print the labels on. */
export function LabelLayoutSelect({ layoutId, onChoose }: { layoutId: LabelLayoutId; onChoose: (id: string) => void }) {
  const intl = useIntl();
  return (
    <FormField id="label-layout" label={intl.formatMessage({ id: 'label.layout', defaultMessage: 'Layout' })}>
      <NativeSelect id="label-layout" value={layoutId} onChange={(event) => onChoose(event.target.value)}>
        {(['roll', 'sheet'] as const).map((kind) => (
          <optgroup
            key={kind}
            label={
              kind === 'roll'
                ? intl.formatMessage({ id: 'label.roll', defaultMessage: 'Label printer' })
                : intl.formatMessage({ id: 'label.sheets', defaultMessage: 'Sheets' })
            }
          >
            {Object.values(labelLayouts)
              .filter((option) => option.kind === kind)
              .map((option) => (
                <NativeSelectOption key={option.id} value={option.id}>
                  {option.name}
                </NativeSelectOption>
              ))}
          </optgroup>
        ))}
      </NativeSelect>
    </FormField>
  );
}
