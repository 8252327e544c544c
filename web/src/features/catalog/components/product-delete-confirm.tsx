import { Archive, LoaderCircle, Trash2 } from 'lucide-react';
import type { Product } from '@tillwise/core/catalog/catalog-schemas';
import { Button } from '@/components/ui/button';
import { useDeleteProduct } from '../api/delete-product';

interface ProductDeleteConfirmProps {
  product: Product;
  onDeleted: (product: Product) => void;
  /** Takes the product off sale instead (a product with history stays for the records naming it). */
  onArchive: () => void;
  onCancel: () => void;
}

/**
 * Asks once more before a product is deleted for good. The server deletes only a product never sold (nor stocked,
 * ordered, moved or counted); for any other it says so, and archiving is offered instead.
 */
export function ProductDeleteConfirm({ product, onDeleted, onArchive, onCancel }: ProductDeleteConfirmProps) {
  const remove = useDeleteProduct({ onSuccess: () => onDeleted(product) });
  const refused = remove.error;
  return (
    <div
      role="group"
      aria-label="Delete product"
      className="space-y-3 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm"
    >
      {refused ? (
        <p role="alert" className="text-destructive">
          {refused.message}
          {!product.isActive && ' It is archived already: off sale, kept for its records.'}
        </p>
      ) : (
        <p>
          Delete <span className="font-medium">{product.name}</span>
          {product.options?.length ? ' and its variants' : ''} from the catalogue? This cannot be undone.
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        {/* The safe answer holds the focus, and brings the question into view. */}
        <Button type="button" variant="outline" size="sm" autoFocus onClick={onCancel}>
          Keep it
        </Button>
        {refused ? (
          product.isActive && (
            <Button type="button" size="sm" onClick={onArchive}>
              <Archive /> Archive instead
            </Button>
          )
        ) : (
          <Button
            type="button"
            variant="destructive"
            size="sm"
            disabled={remove.isPending}
            onClick={() => remove.mutate(product.id)}
          >
            {remove.isPending ? <LoaderCircle className="animate-spin" /> : <Trash2 />}
            Delete for good
          </Button>
        )}
      </div>
    </div>
  );
}
