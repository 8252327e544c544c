import type { ScaleLabelLayout } from '@tillwise/core/barcode/scale-label';
import { useIntl } from 'react-intl';
import { FormField } from '@/components/form-field';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';

interface ScaleLabelFieldsProps {
  layout: ScaleLabelLayout;
  onChange: (layout: ScaleLabelLayout) => void;
}

/**
 * How the store's scales print their labels (EAN-13 with prefix 20–29): how many digits of item code follow the
 * prefix, and whether the rest is the weight or the price, with how many decimals.
 */
export function ScaleLabelFields({ layout, onChange }: ScaleLabelFieldsProps) {
  const intl = useIntl();
  return (
    <fieldset className="grid gap-4 rounded-md border p-4 sm:grid-cols-3">
      <legend className="px-1 text-sm font-medium">
        {intl.formatMessage({ id: 'settings.scale.title', defaultMessage: 'Scale labels (prefix 20–29)' })}
      </legend>
      <FormField
        id="scale-item-digits"
        label={intl.formatMessage({ id: 'settings.scale.itemDigits', defaultMessage: 'Item code digits' })}
      >
        <NativeSelect
          id="scale-item-digits"
          value={String(layout.itemDigits)}
          onChange={(event) => onChange({ ...layout, itemDigits: Number(event.target.value) })}
        >
          {[4, 5, 6].map((digits) => (
            <NativeSelectOption key={digits} value={String(digits)}>
              {digits}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </FormField>
      <FormField
        id="scale-value"
        label={intl.formatMessage({ id: 'settings.scale.value', defaultMessage: 'Label carries' })}
      >
        <NativeSelect
          id="scale-value"
          value={layout.value}
          onChange={(event) => {
            const value = event.target.value === 'price' ? 'price' : 'weight';
            onChange({ ...layout, value, decimals: value === 'price' ? 2 : 3 });
          }}
        >
          <NativeSelectOption value="weight">
            {intl.formatMessage({ id: 'settings.scale.weight', defaultMessage: 'Weight (kg)' })}
          </NativeSelectOption>
          <NativeSelectOption value="price">
            {intl.formatMessage({ id: 'settings.scale.price', defaultMessage: 'Price' })}
          </NativeSelectOption>
        </NativeSelect>
      </FormField>
      <FormField
        id="scale-decimals"
        label={intl.formatMessage({ id: 'settings.scale.decimals', defaultMessage: 'Decimals' })}
      >
        <NativeSelect
          id="scale-decimals"
          value={String(layout.decimals)}
          onChange={(event) => onChange({ ...layout, decimals: Number(event.target.value) })}
        >
          {(layout.value === 'weight' ? [3, 2] : [2, 0]).map((decimals) => (
            <NativeSelectOption key={decimals} value={String(decimals)}>
              {decimals}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </FormField>
    </fieldset>
  );
}
