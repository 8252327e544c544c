import { useIntl } from 'react-intl';
import { FormField } from '@/components/form-field';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { weekdayName } from '../promotion-messages';
import type { PromotionForm } from './promotion-rule-fields';

interface PromotionConditionFieldsProps {
  form: PromotionForm;
  stores: readonly { id: string; name: string }[];
  groups: readonly { id: string; name: string }[];
}

function Ticks({
  name,
  label,
  options,
  ticked,
  onChange,
}: {
  /** Names the boxes' ids, whatever the language. */
  name: string;
  label: string;
  options: readonly { id: string; name: string }[];
  ticked: readonly string[];
  onChange: (ids: string[]) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-x-4 gap-y-2">
      {options.map((option) => {
        const id = `${name}-${option.id}`.replace(/\W+/g, '-');
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
  const intl = useIntl();
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
        <legend className="mb-2 text-sm font-medium">
          {intl.formatMessage({ id: 'promotion.form.when', defaultMessage: 'When (the store’s time)' })}
        </legend>
        {text(
          'startsAt',
          intl.formatMessage({ id: 'promotion.form.starts', defaultMessage: 'Starts' }),
          'datetime-local',
        )}
        {text('endsAt', intl.formatMessage({ id: 'promotion.form.ends', defaultMessage: 'Ends' }), 'datetime-local')}
        {text(
          'hoursFrom',
          intl.formatMessage({ id: 'promotion.form.hoursFrom', defaultMessage: 'Daily from' }),
          'time',
          intl.formatMessage({
            id: 'promotion.form.hoursFrom.hint',
            defaultMessage: 'Happy hour: both hours, or neither',
          }),
        )}
        {text('hoursTo', intl.formatMessage({ id: 'promotion.form.hoursTo', defaultMessage: 'Daily until' }), 'time')}
        <div className="sm:col-span-2">
          <Ticks
            name="Days"
            label={intl.formatMessage({ id: 'promotion.form.days', defaultMessage: 'Days' })}
            options={[0, 1, 2, 3, 4, 5, 6].map((day) => ({
              id: String(day),
              name: weekdayName(intl, day),
            }))}
            ticked={watch('days').map(String)}
            onChange={(ids) => setValue('days', ids.map(Number).sort(), { shouldDirty: true })}
          />
          <p className="mt-1 text-xs text-muted-foreground">
            {intl.formatMessage({ id: 'promotion.form.days.hint', defaultMessage: 'No day ticked: every day.' })}
          </p>
        </div>
      </fieldset>
      {stores.length > 1 && (
        <fieldset className="space-y-1">
          <legend className="text-sm font-medium">
            {intl.formatMessage({ id: 'promotion.form.stores', defaultMessage: 'Stores' })}
          </legend>
          <Ticks
            name="Stores"
            label={intl.formatMessage({ id: 'promotion.form.stores', defaultMessage: 'Stores' })}
            options={stores}
            ticked={watch('storeIds')}
            onChange={(ids) => setValue('storeIds', ids, { shouldDirty: true })}
          />
          <p className="text-xs text-muted-foreground">
            {intl.formatMessage({ id: 'promotion.form.stores.hint', defaultMessage: 'No store ticked: every store.' })}
          </p>
        </fieldset>
      )}
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium">
          {intl.formatMessage({ id: 'promotion.form.groups', defaultMessage: 'Customer groups' })}
        </legend>
        <Ticks
          name="Customer groups"
          label={intl.formatMessage({ id: 'promotion.form.groups', defaultMessage: 'Customer groups' })}
          options={groups}
          ticked={watch('customerGroupIds')}
          onChange={(ids) => setValue('customerGroupIds', ids, { shouldDirty: true })}
        />
        <p className="text-xs text-muted-foreground">
          {intl.formatMessage({ id: 'promotion.form.groups.hint', defaultMessage: 'No group ticked: everyone.' })}
        </p>
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-medium">
          {intl.formatMessage({ id: 'promotion.form.coupon', defaultMessage: 'Coupon' })}
        </legend>
        {text(
          'couponCode',
          intl.formatMessage({ id: 'promotion.form.couponCode', defaultMessage: 'Coupon code' }),
          'text',
          intl.formatMessage({ id: 'promotion.form.couponCode.hint', defaultMessage: 'Left empty: no code needed' }),
        )}
        {text(
          'couponExpiresOn',
          intl.formatMessage({ id: 'promotion.form.lastDay', defaultMessage: 'Last day' }),
          'date',
        )}
        {text(
          'couponLimitTotal',
          intl.formatMessage({ id: 'promotion.form.usesInAll', defaultMessage: 'Uses in all' }),
          'text',
          intl.formatMessage({ id: 'promotion.form.noLimit', defaultMessage: 'Empty: no limit' }),
        )}
        {text(
          'couponLimitPerCustomer',
          intl.formatMessage({ id: 'promotion.form.usesPerCustomer', defaultMessage: 'Uses per customer' }),
          'text',
          intl.formatMessage({ id: 'promotion.form.noLimit', defaultMessage: 'Empty: no limit' }),
        )}
      </fieldset>
      <div className="space-y-2">
        {toggle(
          'combinable',
          intl.formatMessage({ id: 'promotion.form.combinable', defaultMessage: 'Combines with other promotions' }),
        )}
        {toggle(
          'excludesTypedDiscounts',
          intl.formatMessage({
            id: 'promotion.form.excludesTyped',
            defaultMessage: 'No discounts typed at the till on top',
          }),
        )}
        {toggle('active', intl.formatMessage({ id: 'promotion.form.active', defaultMessage: 'Active' }))}
      </div>
    </div>
  );
}
