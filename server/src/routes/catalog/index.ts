import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { maxImageBytes } from '../../lib/image-files';
import createCategory from './create-category';
import createProduct from './create-product';
import deleteProduct from './delete-product';
import exportProducts from './export-products';
import findProductByCode from './find-product-by-code';
import getProduct from './get-product';
import getProductImage from './get-product-image';
import getVariants from './get-variants';
import importProducts from './import-products';
import listCategories from './list-categories';
import listCategorySummaries from './list-category-summaries';
import listProducts from './list-products';
import reorderCategories from './reorder-categories';
import saveVariants from './save-variants';
import updateCategory from './update-category';
import updateProduct from './update-product';
import uploadProductImage from './upload-product-image';

const imageTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** The catalogue: categories, products and their variants, images, and product files in and out. */
const catalog: FastifyPluginAsyncZod<{ imageDir: string }> = async (app, { imageDir }) => {
  // For the whole catalogue, not only the upload: a product write sent as an image still answers 400, not 415.
  app.addContentTypeParser(imageTypes, { parseAs: 'buffer', bodyLimit: maxImageBytes }, (_request, body, done) =>
    done(null, body),
  );
  await app.register(importProducts);
  await app.register(exportProducts);
  await app.register(getVariants);
  await app.register(saveVariants);
  await app.register(listCategories);
  await app.register(listCategorySummaries);
  await app.register(createCategory);
  await app.register(updateCategory);
  await app.register(reorderCategories);
  await app.register(listProducts);
  await app.register(findProductByCode);
  await app.register(getProduct);
  await app.register(createProduct);
  await app.register(updateProduct);
  await app.register(deleteProduct);
  await app.register(uploadProductImage, { imageDir });
  await app.register(getProductImage, { imageDir });
};

export default catalog;
