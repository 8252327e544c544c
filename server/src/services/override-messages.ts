import { defineMessages } from '@tillwise/core/i18n/core-message';

/** What the server says when a manager's approval is not needed, not given, or cannot be used ({cap} a percentage). */
export const overrideRefusals = defineMessages({
  discountWithinCap: {
    id: 'server.override.discountWithinCap',
    defaultMessage: 'You may give up to {cap} % off yourself: no approval is needed',
  },
  refundsYourself: {
    id: 'server.override.refundsYourself',
    defaultMessage: 'You may give refunds yourself: no approval is needed',
  },
  pricesYourself: {
    id: 'server.override.pricesYourself',
    defaultMessage: 'You may change prices yourself: no approval is needed',
  },
  saleNotFound: { id: 'server.override.saleNotFound', defaultMessage: 'Sale not found' },
  priceChangeNeedsApproval: {
    id: 'server.override.priceChangeNeedsApproval',
    defaultMessage: 'Changing the price of {name} needs a manager’s approval',
  },
  discountOverCap: {
    id: 'server.override.discountOverCap',
    defaultMessage: 'Discounts above {cap} % need a manager’s approval (this one is {percent} %)',
  },
  discountNeedsApproval: {
    id: 'server.override.discountNeedsApproval',
    defaultMessage: 'Discounts need a manager’s approval',
  },
  productNotFound: { id: 'server.override.productNotFound', defaultMessage: 'Product not found' },
  priceAlready: { id: 'server.override.priceAlready', defaultMessage: 'That is the price already' },
  idUsed: { id: 'server.override.idUsed', defaultMessage: 'This approval id is already used' },
  anotherManager: { id: 'server.override.anotherManager', defaultMessage: 'Another manager must approve this' },
  approverCap: { id: 'server.override.approverCap', defaultMessage: '{name} may give at most {cap} % off' },
  notFound: {
    id: 'server.override.notFound',
    defaultMessage: 'That manager’s approval was not found. Ask a manager again.',
  },
  alreadyUsed: {
    id: 'server.override.alreadyUsed',
    defaultMessage: 'That manager’s approval has already been used. Ask a manager again.',
  },
  givenToSomeoneElse: {
    id: 'server.override.givenToSomeoneElse',
    defaultMessage: 'That approval was given to someone else',
  },
  givenOnAnotherTill: {
    id: 'server.override.givenOnAnotherTill',
    defaultMessage: 'That approval was given on another till',
  },
  tooOld: {
    id: 'server.override.tooOld',
    defaultMessage: 'That approval is more than {minutes} minutes old. Ask a manager again.',
  },
});
