import { Archive, LoaderCircle, Trash2 } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
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
  const intl = useIntl();
  const remove = useDeleteProduct({ onSuccess: () => onDeleted(product) });
  const refused = remove.error;
  return (
    <div
      role="group"
      aria-label={intl.formatMessage({ id: 'product.delete.label', defaultMessage: 'Delete product' })}
      className="space-y-3 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm"
    >
      {refused ? (
        <p role="alert" className="text-destructive">
          {refused.message}
          {!product.isActive && (
            <>
              {' '}
              <FormattedMessage
                id="product.delete.archivedAlready"
                defaultMessage="It is archived already: off sale, kept for its records."
              />
            </>
          )}
        </p>
      ) : (
        <p>
          <FormattedMessage
            id="product.delete.question"
            defaultMessage="Delete <b>{name}</b>{withVariants, select, true { and its variants} other {}} from the catalogue? This cannot be undone."
            values={{
              name: product.name,
              withVariants: Boolean(product.options?.length),
              b: (chunks) => <span className="font-medium">{chunks}</span>,
            }}
          />
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        {/* The safe answer holds the focus, and brings the question into view. */}
        <Button type="button" variant="outline" size="sm" autoFocus onClick={onCancel}>
          <FormattedMessage id="product.delete.keep" defaultMessage="Keep it" />
        </Button>
        {refused ? (
          product.isActive && (
            <Button type="button" size="sm" onClick={onArchive}>
              <Archive /> <FormattedMessage id="product.delete.archive" defaultMessage="Archive instead" />
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
            <FormattedMessage id="product.delete.confirm" defaultMessage="Delete for good" />
          </Button>
        )}
      </div>
    </div>
  );
}
