import { defineMessages } from '@tillwise/core/i18n/core-message';

/** What the server says when a stock take, or a count on one, is refused. */
export const stockTakeRefusals = defineMessages({
  notFound: { id: 'server.stockTake.notFound', defaultMessage: 'Stock take not found' },
  categoryDoesNotExist: { id: 'server.stockTake.categoryDoesNotExist', defaultMessage: 'That category does not exist' },
  chooseCategory: { id: 'server.stockTake.chooseCategory', defaultMessage: 'Choose a category' },
  appliedCountsClosed: {
    id: 'server.stockTake.appliedCountsClosed',
    defaultMessage: '{number} is applied: its counts are closed',
  },
  cancelledCountsClosed: {
    id: 'server.stockTake.cancelledCountsClosed',
    defaultMessage: '{number} is cancelled: its counts are closed',
  },
  closedAtSameMoment: {
    id: 'server.stockTake.closedAtSameMoment',
    defaultMessage: '{number} was applied or cancelled at the same moment',
  },
  noProductWithCode: { id: 'server.stockTake.noProductWithCode', defaultMessage: 'No product has the code {code}' },
  noSuchProduct: { id: 'server.stockTake.noSuchProduct', defaultMessage: 'No such product' },
  productNotFound: { id: 'server.stockTake.productNotFound', defaultMessage: 'Not found' },
  countEachVariant: {
    id: 'server.stockTake.countEachVariant',
    defaultMessage: 'Count each variant of {name}: scan or type its own code',
  },
  productWithVariants: { id: 'server.stockTake.productWithVariants', defaultMessage: 'A product with variants' },
  notInCategory: { id: 'server.stockTake.notInCategory', defaultMessage: '{name} is not in {category}' },
  notInThisCountsCategory: {
    id: 'server.stockTake.notInThisCountsCategory',
    defaultMessage: '{name} is not in this count’s category',
  },
  notInThisCount: { id: 'server.stockTake.notInThisCount', defaultMessage: 'Not in this count' },
  soldByWeight: {
    id: 'server.stockTake.soldByWeight',
    defaultMessage: '{name} is sold by weight: weigh it and type its weight in {unit}',
  },
  weighIt: { id: 'server.stockTake.weighIt', defaultMessage: 'Weigh {name} and type its weight in {unit}' },
  countBeforeApplying: {
    id: 'server.stockTake.countBeforeApplying',
    defaultMessage: 'Count at least one product before applying',
  },
});
