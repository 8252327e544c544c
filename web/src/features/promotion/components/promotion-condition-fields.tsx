import { FormField } from '@/components/form-field';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { PromotionForm } from './promotion-rule-fields';

const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

interface PromotionConditionFieldsProps {
  form: PromotionForm;
  stores: readonly { id: string; name: string }[];
  groups: readonly { id: string; name: string }[];
}

function Ticks({
  label,
  options,
  ticked,
  onChange,
}: {
  label: string;
  options: readonly { id: string; name: string }[];
  ticked: readonly string[];
  onChange: (ids: string[]) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-x-4 gap-y-2">
      {options.map((option) => {
        const id = `${label}-${option.id}`.replace(/\W+/g, '-');
        return (
          <div key={option.id} className="flex items-center gap-1.5">
            <Checkbox
              id={id}
              checked={ticked.includes(option.id)}
              onCheckedChange={(on) =>
                onChange(on === true ? [...ticked, option.id] : ticked.filter((t) => t !== option.id))
              }
            />
            <Label htmlFor={id} className="font-normal">
              {option.name}
            </Label>
          </div>
        );
      })}
    </div>
  );
}

/** When it runs (in the store's time zone), where, for whom, its coupon, and how it stacks. */
export function PromotionConditionFields({ form, stores, groups }: PromotionConditionFieldsProps) {
  const { register, watch, setValue } = form;
  const errors = form.formState.errors;
  const text = (
    name:
      | 'startsAt'
      | 'endsAt'
      | 'hoursFrom'
      | 'hoursTo'
      | 'couponCode'
      | 'couponLimitTotal'
      | 'couponLimitPerCustomer'
      | 'couponExpiresOn',
    label: string,
    type: string,
    hint?: string,
  ) => (
    <FormField id={`promotion-${name}`} label={label} error={errors[name]?.message} hint={hint}>
      <Input id={`promotion-${name}`} type={type} aria-invalid={Boolean(errors[name])} {...register(name)} />
    </FormField>
  );
  const toggle = (name: 'combinable' | 'excludesTypedDiscounts' | 'active', label: string) => (
    <div className="flex items-center gap-2">
      <Checkbox
        id={`promotion-${name}`}
        checked={watch(name)}
        onCheckedChange={(on) => setValue(name, on === true, { shouldDirty: true })}
      />
      <Label htmlFor={`promotion-${name}`} className="font-normal">
        {label}
      </Label>
    </div>
  );
  return (
    <div className="space-y-4">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-medium">When (the store’s time)</legend>
        {text('startsAt', 'Starts', 'datetime-local')}
        {text('endsAt', 'Ends', 'datetime-local')}
        {text('hoursFrom', 'Daily from', 'time', 'Happy hour: both hours, or neither')}
        {text('hoursTo', 'Daily until', 'time')}
        <div className="sm:col-span-2">
          <Ticks
            label="Days"
            options={days.map((name, day) => ({ id: String(day), name }))}
            ticked={watch('days').map(String)}
            onChange={(ids) => setValue('days', ids.map(Number).sort(), { shouldDirty: true })}
          />
          <p className="mt-1 text-xs text-muted-foreground">No day ticked: every day.</p>
        </div>
      </fieldset>
      {stores.length > 1 && (
        <fieldset className="space-y-1">
          <legend className="text-sm font-medium">Stores</legend>
          <Ticks
            label="Stores"
            options={stores}
            ticked={watch('storeIds')}
            onChange={(ids) => setValue('storeIds', ids, { shouldDirty: true })}
          />
          <p className="text-xs text-muted-foreground">No store ticked: every store.</p>
        </fieldset>
      )}
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium">Customer groups</legend>
        <Ticks
          label="Customer groups"
          options={groups}
          ticked={watch('customerGroupIds')}
          onChange={(ids) => setValue('customerGroupIds', ids, { shouldDirty: true })}
        />
        <p className="text-xs text-muted-foreground">No group ticked: everyone.</p>
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-medium">Coupon</legend>
        {text('couponCode', 'Coupon code', 'text', 'Left empty: no code needed')}
        {text('couponExpiresOn', 'Last day', 'date')}
        {text('couponLimitTotal', 'Uses in all', 'text', 'Empty: no limit')}
        {text('couponLimitPerCustomer', 'Uses per customer', 'text', 'Empty: no limit')}
      </fieldset>
      <div className="space-y-2">
        {toggle('combinable', 'Combines with other promotions')}
        {toggle('excludesTypedDiscounts', 'No discounts typed at the till on top')}
        {toggle('active', 'Active')}
      </div>
    </div>
  );
}
