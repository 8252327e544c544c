import { useId } from 'react';
import { ImagePlus, LoaderCircle, X } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { productImageUrl } from '@tillwise/core/catalog/product-image';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { useUploadProductImage } from '../api/upload-product-image';

interface ProductImageFieldProps {
  value: string | null;
  onChange: (url: string | null) => void;
  error?: string;
}

/** The product photo: chosen files upload at once and the form keeps the address the server gives back. */
export function ProductImageField({ value, onChange, error }: ProductImageFieldProps) {
  const intl = useIntl();
  const id = useId();
  const upload = useUploadProductImage({ onSuccess: ({ url }) => onChange(url) });
  const message = upload.error?.message ?? error;

  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>
        <FormattedMessage id="product.image" defaultMessage="Image" />
      </Label>
      <div className="flex items-center gap-3">
        <div className="relative flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-muted text-xs text-muted-foreground">
          {value ? (
            <a
              href={productImageUrl(value, 'full')}
              target="_blank"
              rel="noreferrer"
              title={intl.formatMessage({ id: 'product.image.open', defaultMessage: 'Open the full-size image' })}
              className="size-full"
            >
              <img
                src={productImageUrl(value, 'thumbnail')}
                alt={intl.formatMessage({ id: 'product.image.alt', defaultMessage: 'Product' })}
                className="size-full object-cover"
              />
            </a>
          ) : (
            <FormattedMessage id="product.noImage" defaultMessage="No image" />
          )}
          {value && (
            <Button
              type="button"
              size="icon"
              variant="secondary"
              className="absolute top-1 right-1 size-6"
              aria-label={intl.formatMessage({ id: 'product.image.remove', defaultMessage: 'Remove image' })}
              onClick={() => onChange(null)}
            >
              <X />
            </Button>
          )}
        </div>
        <div className="space-y-1">
          <Button type="button" variant="outline" size="sm" asChild>
            <label htmlFor={id} className="cursor-pointer">
              {upload.isPending ? <LoaderCircle className="animate-spin" /> : <ImagePlus />}
              {value ? (
                <FormattedMessage id="product.image.replace" defaultMessage="Replace image" />
              ) : (
                <FormattedMessage id="product.image.upload" defaultMessage="Upload image" />
              )}
            </label>
          </Button>
          <input
            id={id}
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            className="sr-only"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) upload.mutate(file);
              event.target.value = '';
            }}
          />
          <p className="text-xs text-muted-foreground">
            <FormattedMessage id="product.image.formats" defaultMessage="PNG, JPEG, GIF or WebP, up to 2 MB." />
          </p>
        </div>
      </div>
      {message && <p className="text-sm text-destructive">{message}</p>}
    </div>
  );
}
