import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useForm } from 'react-hook-form';
import type { Category } from '@tillwise/core/catalog/catalog-schemas';
import { createCategoryInputSchema } from '@tillwise/core/catalog/category-schemas';
import type { CategoryFormValues, CreateCategoryInput } from '@tillwise/core/catalog/category-schemas';
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
import type { ApiRequestError } from '@/lib/api-client';
import { showServerErrors } from '@/lib/form-errors';
import { useCreateCategory } from '../api/create-category';
import { useUpdateCategory } from '../api/update-category';

interface CategoryFormDialogProps {
  /** The category to rename, or null to add one. */
  category: Category | null;
  onClose: () => void;
  onSaved: (category: Category) => void;
}

/** New category / Rename category: its name, checked inline by core's schema and then by the server. */
export function CategoryFormDialog({ category, onClose, onSaved }: CategoryFormDialogProps) {
  const intl = useIntl();
  const form = useForm<CategoryFormValues, unknown, CreateCategoryInput>({
    resolver: zodResolver(createCategoryInputSchema),
    defaultValues: { name: category?.name ?? '' },
  });
  const onError = (error: ApiRequestError) => showServerErrors(form.setError, form.getValues(), error);
  const create = useCreateCategory({ onSuccess: onSaved, onError });
  const update = useUpdateCategory({ onSuccess: onSaved, onError });
  const saving = create.isPending || update.isPending;
  const failure = create.error ?? update.error;
  const title = category
    ? intl.formatMessage({ id: 'category.form.renameTitle', defaultMessage: 'Rename category' })
    : intl.formatMessage({ id: 'category.form.newTitle', defaultMessage: 'New category' });
  const error = form.formState.errors.name?.message;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {category ? (
              <FormattedMessage
                id="category.form.renameDescription"
                defaultMessage="Its products keep it under its new name; the till’s chip changes too."
              />
            ) : (
              <FormattedMessage
                id="category.form.newDescription"
                defaultMessage="It is offered for products at once, and the till shows it as a chip after the others."
              />
            )}
          </DialogDescription>
        </DialogHeader>
        <form
          id="category-form"
          aria-label={title}
          noValidate
          onSubmit={form.handleSubmit((input) =>
            category
              ? update.mutate({ id: category.id, input: { name: input.name, isActive: category.isActive } })
              : create.mutate(input),
          )}
        >
          <FormField
            id="category-name"
            label={intl.formatMessage({ id: 'category.form.name', defaultMessage: 'Name' })}
            error={error}
            hint={intl.formatMessage({ id: 'category.form.nameHint', defaultMessage: 'Up to 60 characters, unique.' })}
          >
            <Input id="category-name" autoFocus aria-invalid={Boolean(error)} {...form.register('name')} />
          </FormField>
        </form>
        {failure && !failure.details?.length && (
          <Alert variant="destructive">
            <AlertDescription>{failure.message}</AlertDescription>
          </Alert>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            <FormattedMessage id="common.cancel" defaultMessage="Cancel" />
          </Button>
          <Button type="submit" form="category-form" disabled={saving}>
            {saving && <LoaderCircle className="animate-spin" />}
            {category ? (
              <FormattedMessage id="category.form.save" defaultMessage="Save name" />
            ) : (
              <FormattedMessage id="category.add" defaultMessage="Add category" />
            )}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
