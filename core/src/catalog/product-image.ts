/**
 * The sizes every product image is stored at: a square thumbnail for the till's tiles, the product grid and the
 * form's preview, and a full image (never wider or taller than this) for the product's details.
 */
export const productImageSizes = ['thumbnail', 'full'] as const;
export type ProductImageSize = (typeof productImageSizes)[number];

export const thumbnailSidePx = 256;
export const fullImageMaxSidePx = 1200;

/** Where a product's stored image is served at the size asked for (the product keeps the full image's address). */
export function productImageUrl(image: string, size: ProductImageSize): string {
  return size === 'full' ? image : `${image}?size=${size}`;
}
