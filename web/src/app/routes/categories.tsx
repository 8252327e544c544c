import { useState } from 'react';
import { ArrowLeft, Plus } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Category } from '@tillwise/core/catalog/catalog-schemas';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { CategoryFormDialog } from '@/features/catalog/components/category-form-dialog';
import { CategoryList } from '@/features/catalog/components/category-list';
import { toast } from '@/lib/toast';

/** Products › Categories: the shop's own categories, in the order the till shows them. */
export function CategoriesRoute() {
  const intl = useIntl();
  const [editing, setEditing] = useState<Category | 'new' | null>(null);

  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'category.list', defaultMessage: 'Categories' })}
        description={intl.formatMessage({
          id: 'category.page.description',
          defaultMessage: 'Group your products. The till shows the active categories as chips, in this order.',
        })}
        actions={
          <>
            <Button variant="outline" asChild>
              <Link to="/products">
                <ArrowLeft /> <FormattedMessage id="catalog.products" defaultMessage="Products" />
              </Link>
            </Button>
            <Button onClick={() => setEditing('new')}>
              <Plus /> <FormattedMessage id="category.form.newTitle" defaultMessage="New category" />
            </Button>
          </>
        }
      />
      <CategoryList onRename={setEditing} />
      {editing && (
        <CategoryFormDialog
          category={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(category) => {
            setEditing(null);
            toast.success(
              editing === 'new'
                ? intl.formatMessage({ id: 'category.added', defaultMessage: 'Category added' })
                : intl.formatMessage({ id: 'category.renamed', defaultMessage: 'Category renamed' }),
              { description: category.name },
            );
          }}
        />
      )}
    </>
  );
}
