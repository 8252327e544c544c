import { useState } from 'react';
import { ArrowLeft, Plus } from 'lucide-react';
import { Link } from 'react-router';
import type { Category } from '@tillwise/core/catalog/catalog-schemas';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { CategoryFormDialog } from '@/features/catalog/components/category-form-dialog';
import { CategoryList } from '@/features/catalog/components/category-list';
import { toast } from '@/lib/toast';

/** Products › Categories: the shop's own categories, in the order the till shows them. */
export function CategoriesRoute() {
  const [editing, setEditing] = useState<Category | 'new' | null>(null);

  return (
    <>
      <PageHeader
        title="Categories"
        description="Group your products. The till shows the active categories as chips, in this order."
        actions={
          <>
            <Button variant="outline" asChild>
              <Link to="/products">
                <ArrowLeft /> Products
              </Link>
            </Button>
            <Button onClick={() => setEditing('new')}>
              <Plus /> New category
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
            toast.success(editing === 'new' ? 'Category added' : 'Category renamed', { description: category.name });
          }}
        />
      )}
    </>
  );
}
