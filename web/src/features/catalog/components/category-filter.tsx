import { useIntl } from 'react-intl';
import type { Category } from '@tillwise/core/catalog/catalog-schemas';
import { Button } from '@/components/ui/button';

interface CategoryFilterProps {
  categories: Category[];
  value: string | null;
  onChange: (categoryId: string | null) => void;
  allLabel: string;
}

/** 'All' plus each category, as chips. */
export function CategoryFilter({ categories, value, onChange, allLabel }: CategoryFilterProps) {
  const intl = useIntl();
  const chips = [{ id: null, name: allLabel }, ...categories.map((c) => ({ id: c.id as string | null, name: c.name }))];
  return (
    <div
      role="group"
      aria-label={intl.formatMessage({ id: 'catalog.category', defaultMessage: 'Category' })}
      className="flex gap-2 overflow-x-auto pb-1"
    >
      {chips.map((chip) => (
        <Button
          key={chip.id ?? 'all'}
          size="sm"
          variant={value === chip.id ? 'default' : 'outline'}
          aria-pressed={value === chip.id}
          className="shrink-0 rounded-full"
          onClick={() => onChange(chip.id)}
        >
          {chip.name}
        </Button>
      ))}
    </div>
  );
}
