import type * as saleRepository from '../db/repositories/sale-repository';

/** A product as a sale is priced by: its catalogue row with the store's stock and price. */
export type SaleProduct = Awaited<ReturnType<typeof saleRepository.findProductsByIds>>[number];
