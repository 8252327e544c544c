import { useState } from 'react';
import type * as React from 'react';
import { LoaderCircle, Plus } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Category } from '@tillwise/core/catalog/catalog-schemas';
import { categoryChoices, isCategoryActive } from '@tillwise/core/catalog/categories';
import { categoryNameSchema } from '@tillwise/core/catalog/category-schemas';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';
import { useCreateCategory } from '../api/create-category';

// Chosen from the list, it opens the new category's name in place of a category.
const newCategory = '__new__';

interface CategorySelectFieldProps {
  id: string;
  categories: Category[];
  value: string;
  onChange: (categoryId: string) => void;
  /** The category the product is in already: kept on the list even when it is inactive. */
  currentId: string | null;
  error?: string;
  selectProps?: Omit<React.ComponentProps<'select'>, 'value' | 'onChange'>;
}

/**
 * The product form's category: the active categories (and the product's own), and "New category…", which makes one
 * there and then, without leaving the form, and chooses it.
 */
export function CategorySelectField({
  id,
  categories,
  value,
  onChange,
  currentId,
  error,
  selectProps,
}: CategorySelectFieldProps) {
  const intl = useIntl();
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const create = useCreateCategory({
    onSuccess: (category) => {
      setCreating(false);
      setName('');
      onChange(category.id);
    },
    onError: (failure) => setNameError(failure.details?.[0]?.message ?? failure.message),
  });
  const add = () => {
    const checked = categoryNameSchema.safeParse(name);
    if (!checked.success)
      return setNameError(
        checked.error.issues[0]?.message ??
          intl.formatMessage({ id: 'category.checkName', defaultMessage: 'Check the name' }),
      );
    setNameError(null);
    create.mutate({ name: checked.data });
  };
  const choices = categoryChoices(categories, currentId);

  return (
    <div className="space-y-2">
      <FormField
        id={id}
        label={intl.formatMessage({ id: 'catalog.category', defaultMessage: 'Category' })}
        error={error}
      >
        <NativeSelect
          id={id}
          aria-invalid={Boolean(error)}
          {...selectProps}
          value={value}
          onChange={(event) => {
            if (event.target.value !== newCategory) return onChange(event.target.value);
            setCreating(true);
            setNameError(null);
          }}
        >
          <NativeSelectOption value="">
            {intl.formatMessage({ id: 'category.choose', defaultMessage: 'Choose a category' })}
          </NativeSelectOption>
          {choices.map((category) => (
            <NativeSelectOption key={category.id} value={category.id}>
              {isCategoryActive(category)
                ? category.name
                : intl.formatMessage(
                    { id: 'category.inactiveChoice', defaultMessage: '{name} (inactive)' },
                    { name: category.name },
                  )}
            </NativeSelectOption>
          ))}
          <NativeSelectOption value={newCategory}>
            {intl.formatMessage({ id: 'category.newChoice', defaultMessage: 'New category…' })}
          </NativeSelectOption>
        </NativeSelect>
      </FormField>
      {creating && (
        <div className="space-y-1.5 rounded-md border bg-muted/40 p-2">
          <FormField
            id={`${id}-new`}
            label={intl.formatMessage({ id: 'category.newName', defaultMessage: 'New category name' })}
            error={nameError ?? undefined}
          >
            <div className="flex gap-2">
              <Input
                id={`${id}-new`}
                autoFocus
                value={name}
                maxLength={80}
                aria-invalid={Boolean(nameError)}
                onChange={(event) => setName(event.target.value)}
                onKeyDown={(event) => {
                  // Enter adds the category, not the product around it.
                  if (event.key !== 'Enter') return;
                  event.preventDefault();
                  add();
                }}
              />
              <Button
                type="button"
                size="icon"
                aria-label={intl.formatMessage({ id: 'category.add', defaultMessage: 'Add category' })}
                disabled={create.isPending}
                onClick={add}
              >
                {create.isPending ? <LoaderCircle className="animate-spin" /> : <Plus />}
              </Button>
            </div>
          </FormField>
          <Button type="button" variant="link" size="sm" className="h-auto px-0" onClick={() => setCreating(false)}>
            <FormattedMessage id="category.cancelNew" defaultMessage="Cancel new category" />
          </Button>
        </div>
      )}
    </div>
  );
}
