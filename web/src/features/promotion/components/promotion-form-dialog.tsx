import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { promotionFormSchemaFor } from '@tillwise/core/promotion/promotion-form';
import { promotionFormValues } from '@tillwise/core/promotion/promotion-form-values';
import type { PromotionFormValues } from '@tillwise/core/promotion/promotion-form';
import { promotionKinds } from '@tillwise/core/promotion/promotion-schemas';
import type { Promotion, SavePromotionInput } from '@tillwise/core/promotion/promotion-schemas';
import { FormField } from '@/components/form-field';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';
import { showServerErrors } from '@/lib/form-errors';
import { useSavePromotion } from '../api/save-promotion';
import { promotionKindMessages } from '../promotion-messages';
import { PromotionConditionFields } from './promotion-condition-fields';
import { PromotionRuleFields } from './promotion-rule-fields';
import { moneyFormat } from '@/lib/money';

export interface PromotionChoices {
  categories: readonly { id: string; name: string }[];
  stores: readonly { id: string; name: string }[];
  groups: readonly { id: string; name: string }[];
}

interface PromotionFormDialogProps {
  promotion: Promotion | null;
  choices: PromotionChoices;
  names: Readonly<Record<string, string>>;
  onClose: () => void;
}

/** Adds a promotion or edits one: what it gives, on what, when, for whom, its coupon and how it stacks. */
export function PromotionFormDialog({ promotion, choices, names, onClose }: PromotionFormDialogProps) {
  const intl = useIntl();
  const form = useForm<PromotionFormValues, unknown, SavePromotionInput>({
    resolver: zodResolver(promotionFormSchemaFor(moneyFormat())),
    defaultValues: promotionFormValues(promotion, moneyFormat()),
  });
  const [picked, setPicked] = useState<Record<string, string>>({});
  const nameOf = (id: string) => picked[id] ?? names[id] ?? choices.categories.find((c) => c.id === id)?.name;
  const save = useSavePromotion({
    onSuccess: onClose,
    onError: (error) =>
      showServerErrors(form.setError, form.getValues(), error, { 'coupon.code': 'couponCode', name: 'name' }),
  });
  const errors = form.formState.errors;
  const title = promotion
    ? intl.formatMessage({ id: 'promotion.edit', defaultMessage: 'Edit promotion' })
    : intl.formatMessage({ id: 'promotion.new', defaultMessage: 'New promotion' });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90svh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            <FormattedMessage
              id="promotion.form.description"
              defaultMessage="The tills apply it by themselves to every sale it fits, offline too."
            />
          </DialogDescription>
        </DialogHeader>
        <form
          id="promotion-form"
          aria-label={title}
          noValidate
          className="space-y-5"
          onSubmit={form.handleSubmit((input) => save.mutate({ id: promotion?.id, input }))}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id="promotion-name"
              label={intl.formatMessage({ id: 'promotion.form.name', defaultMessage: 'Name' })}
              error={errors.name?.message}
              hint={intl.formatMessage({
                id: 'promotion.form.name.hint',
                defaultMessage: 'Shown on the cart and the receipt',
              })}
            >
              <Input id="promotion-name" aria-invalid={Boolean(errors.name)} {...form.register('name')} />
            </FormField>
            <FormField
              id="promotion-kind"
              label={intl.formatMessage({ id: 'promotion.form.kind', defaultMessage: 'Kind' })}
            >
              <NativeSelect id="promotion-kind" {...form.register('kind')}>
                {promotionKinds.map((kind) => (
                  <NativeSelectOption key={kind} value={kind}>
                    {intl.formatMessage(promotionKindMessages[kind])}
                  </NativeSelectOption>
                ))}
              </NativeSelect>
            </FormField>
          </div>
          <PromotionRuleFields
            form={form}
            categories={choices.categories}
            nameOf={nameOf}
            onNamed={(product) => setPicked((known) => ({ ...known, [product.id]: product.name }))}
          />
          <PromotionConditionFields form={form} stores={choices.stores} groups={choices.groups} />
          {save.error && (
            <Alert variant="destructive">
              <AlertDescription>{save.error.message}</AlertDescription>
            </Alert>
          )}
        </form>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            <FormattedMessage id="promotion.cancel" defaultMessage="Cancel" />
          </Button>
          <Button type="submit" form="promotion-form" disabled={save.isPending}>
            {save.isPending && <LoaderCircle className="animate-spin" />}
            <FormattedMessage id="promotion.save" defaultMessage="Save promotion" />
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
