import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { UseFormReturn } from 'react-hook-form';
import type { PromotionFormValues } from '@tillwise/core/promotion/promotion-form';
import type { SavePromotionInput } from '@tillwise/core/promotion/promotion-schemas';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';
import { PromotionTargetFields } from './promotion-target-fields';
import { currencySign } from '@/lib/money';

export type PromotionForm = UseFormReturn<PromotionFormValues, unknown, SavePromotionInput>;

interface PromotionRuleFieldsProps {
  form: PromotionForm;
  categories: readonly { id: string; name: string }[];
  nameOf: (id: string) => string | undefined;
  onNamed: (product: { id: string; name: string }) => void;
}

/** What the promotion gives, by its kind, and which products and categories it is about. */
export function PromotionRuleFields({ form, categories, nameOf, onNamed }: PromotionRuleFieldsProps) {
  const intl = useIntl();
  const { register, watch, setValue } = form;
  const errors = form.formState.errors;
  const kind = watch('kind');
  const wholeSale = watch('wholeSale');
  const onSale = kind === 'spend_threshold' || ((kind === 'percent_off' || kind === 'amount_off') && wholeSale);
  const field = (
    name: 'percent' | 'amount' | 'buy' | 'get' | 'getPercent' | 'quantity' | 'groupPrice' | 'threshold',
    label: string,
    hint?: string,
  ) => (
    <FormField id={`promotion-${name}`} label={label} error={errors[name]?.message} hint={hint}>
      <Input id={`promotion-${name}`} inputMode="decimal" aria-invalid={Boolean(errors[name])} {...register(name)} />
    </FormField>
  );
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-3">
        {kind === 'percent_off' &&
          field('percent', intl.formatMessage({ id: 'promotion.form.percentOff', defaultMessage: 'Percent off' }))}
        {kind === 'amount_off' &&
          field(
            'amount',
            wholeSale
              ? intl.formatMessage(
                  { id: 'promotion.form.amountOffSale', defaultMessage: 'Amount off the sale ({currency})' },
                  { currency: currencySign() },
                )
              : intl.formatMessage(
                  { id: 'promotion.form.amountOffEach', defaultMessage: 'Amount off each ({currency})' },
                  { currency: currencySign() },
                ),
          )}
        {kind === 'buy_x_get_y' && (
          <>
            {field(
              'buy',
              intl.formatMessage({ id: 'promotion.form.buy', defaultMessage: 'Buy' }),
              intl.formatMessage({ id: 'promotion.form.buy.hint', defaultMessage: 'How many they buy' }),
            )}
            {field(
              'get',
              intl.formatMessage({ id: 'promotion.form.get', defaultMessage: 'Get' }),
              intl.formatMessage({ id: 'promotion.form.get.hint', defaultMessage: 'How many they then get' }),
            )}
            {field(
              'getPercent',
              intl.formatMessage({ id: 'promotion.form.getPercent', defaultMessage: 'Percent off what they get' }),
              intl.formatMessage({
                id: 'promotion.form.getPercent.hint',
                defaultMessage: '100 makes it free; 50 is half price',
              }),
            )}
          </>
        )}
        {kind === 'mix_and_match' && (
          <>
            {field('quantity', intl.formatMessage({ id: 'promotion.form.quantity', defaultMessage: 'Any how many' }))}
            {field(
              'groupPrice',
              intl.formatMessage(
                { id: 'promotion.form.groupPrice', defaultMessage: 'For ({currency})' },
                { currency: currencySign() },
              ),
            )}
          </>
        )}
        {kind === 'spend_threshold' && (
          <>
            {field(
              'threshold',
              intl.formatMessage(
                { id: 'promotion.form.threshold', defaultMessage: 'When the sale comes to ({currency})' },
                { currency: currencySign() },
              ),
            )}
            <FormField
              id="promotion-threshold-off"
              label={intl.formatMessage({ id: 'promotion.form.takeOff', defaultMessage: 'Take off' })}
            >
              <NativeSelect id="promotion-threshold-off" {...register('thresholdOff')}>
                <NativeSelectOption value="amount">
                  {intl.formatMessage({ id: 'promotion.form.anAmount', defaultMessage: 'An amount' })}
                </NativeSelectOption>
                <NativeSelectOption value="percent">
                  {intl.formatMessage({ id: 'promotion.form.aPercentage', defaultMessage: 'A percentage' })}
                </NativeSelectOption>
              </NativeSelect>
            </FormField>
            {watch('thresholdOff') === 'amount'
              ? field(
                  'amount',
                  intl.formatMessage(
                    { id: 'promotion.form.amountOff', defaultMessage: 'Amount off ({currency})' },
                    { currency: currencySign() },
                  ),
                )
              : field(
                  'percent',
                  intl.formatMessage({ id: 'promotion.form.percentOff', defaultMessage: 'Percent off' }),
                )}
          </>
        )}
      </div>
      {kind === 'spend_threshold' && (
        <div className="flex items-center gap-2">
          <Checkbox
            id="promotion-threshold-tax"
            checked={watch('thresholdIncludesTax')}
            onCheckedChange={(on) => setValue('thresholdIncludesTax', on === true, { shouldDirty: true })}
          />
          <Label htmlFor="promotion-threshold-tax" className="font-normal">
            <FormattedMessage
              id="promotion.form.thresholdTax"
              defaultMessage="Count tax towards it (the total the shopper sees)"
            />
          </Label>
        </div>
      )}
      {kind === 'quantity_break' && <QuantityBreaks form={form} />}
      {(kind === 'percent_off' || kind === 'amount_off') && (
        <div className="flex items-center gap-2">
          <Checkbox
            id="promotion-whole-sale"
            checked={wholeSale}
            onCheckedChange={(on) => setValue('wholeSale', on === true, { shouldDirty: true })}
          />
          <Label htmlFor="promotion-whole-sale" className="font-normal">
            <FormattedMessage id="promotion.form.wholeSale" defaultMessage="Off the whole sale" />
          </Label>
        </div>
      )}
      {!onSale && (
        <PromotionTargetFields
          legend={intl.formatMessage({ id: 'promotion.form.appliesTo', defaultMessage: 'Applies to' })}
          idPrefix="promotion-target"
          categories={categories}
          categoryIds={watch('categoryIds')}
          productIds={watch('productIds')}
          nameOf={nameOf}
          onCategoriesChange={(ids) => setValue('categoryIds', ids, { shouldDirty: true })}
          onProductsChange={(ids, picked) => {
            if (picked) onNamed(picked);
            setValue('productIds', ids, { shouldDirty: true });
          }}
          error={errors.productIds?.message}
        />
      )}
      {kind === 'buy_x_get_y' && (
        <>
          <div className="flex items-center gap-2">
            <Checkbox
              id="promotion-reward-other"
              checked={watch('rewardOther')}
              onCheckedChange={(on) => setValue('rewardOther', on === true, { shouldDirty: true })}
            />
            <Label htmlFor="promotion-reward-other" className="font-normal">
              <FormattedMessage id="promotion.form.rewardOther" defaultMessage="What they get is from other products" />
            </Label>
          </div>
          {watch('rewardOther') && (
            <PromotionTargetFields
              legend={intl.formatMessage({ id: 'promotion.form.whatTheyGet', defaultMessage: 'What they get' })}
              idPrefix="promotion-reward"
              categories={categories}
              categoryIds={watch('rewardCategoryIds')}
              productIds={watch('rewardProductIds')}
              nameOf={nameOf}
              onCategoriesChange={(ids) => setValue('rewardCategoryIds', ids, { shouldDirty: true })}
              onProductsChange={(ids, picked) => {
                if (picked) onNamed(picked);
                setValue('rewardProductIds', ids, { shouldDirty: true });
              }}
              error={errors.rewardProductIds?.message}
            />
          )}
        </>
      )}
    </div>
  );
}

/** 10+ at $1.80 each: the price breaks, each from a quantity. */
function QuantityBreaks({ form }: { form: PromotionForm }) {
  const intl = useIntl();
  const tiers = useFieldArray({ control: form.control, name: 'tiers' });
  const errors = form.formState.errors;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">
        <FormattedMessage id="promotion.form.priceBreaks" defaultMessage="Price breaks" />
      </legend>
      {tiers.fields.map((tier, index) => (
        <div key={tier.id} className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
          <FormField
            id={`tier-${index}-min`}
            label={intl.formatMessage({ id: 'promotion.form.fromQuantity', defaultMessage: 'From quantity' })}
            error={errors.tiers?.[index]?.minQuantity?.message}
          >
            <Input id={`tier-${index}-min`} inputMode="numeric" {...form.register(`tiers.${index}.minQuantity`)} />
          </FormField>
          <FormField
            id={`tier-${index}-price`}
            label={intl.formatMessage(
              { id: 'promotion.form.each', defaultMessage: 'Each ({currency})' },
              { currency: currencySign() },
            )}
            error={errors.tiers?.[index]?.unitPrice?.message}
          >
            <Input id={`tier-${index}-price`} inputMode="decimal" {...form.register(`tiers.${index}.unitPrice`)} />
          </FormField>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={intl.formatMessage(
              { id: 'promotion.form.removeBreak', defaultMessage: 'Remove break {number}' },
              { number: index + 1 },
            )}
            onClick={() => tiers.remove(index)}
          >
            <Trash2 />
          </Button>
        </div>
      ))}
      {errors.tiers?.message && <p className="text-sm text-destructive">{errors.tiers.message}</p>}
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => tiers.append({ minQuantity: '', unitPrice: '' })}
      >
        <Plus /> <FormattedMessage id="promotion.form.addBreak" defaultMessage="Add a break" />
      </Button>
    </fieldset>
  );
}
