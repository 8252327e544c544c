import { defineMessages } from '../i18n/core-message';

/** What a promotion's rules and Settings › Promotions' form say when a field does not read. */
/** Why a coupon cannot be used on this sale ({code} as the coupon is written). */
export const couponMessages = defineMessages({
  notValidNow: { id: 'core.coupon.notValidNow', defaultMessage: '{code} is not valid here now' },
  expired: { id: 'core.coupon.expired', defaultMessage: '{code} has expired' },
  usedOnce: { id: 'core.coupon.usedOnce', defaultMessage: '{code} has been used once, its limit' },
  usedTimes: { id: 'core.coupon.usedTimes', defaultMessage: '{code} has been used {limit} times, its limit' },
  usedOnceByCustomer: {
    id: 'core.coupon.usedOnceByCustomer',
    defaultMessage: '{code} has been used once by this customer, its limit',
  },
  usedTimesByCustomer: {
    id: 'core.coupon.usedTimesByCustomer',
    defaultMessage: '{code} has been used {limit} times by this customer, its limit',
  },
});

export const promotionMessages = defineMessages({
  percentAboveZero: { id: 'core.promotion.percentAboveZero', defaultMessage: 'Enter a percentage above 0' },
  percentAtMost100: { id: 'core.promotion.percentAtMost100', defaultMessage: 'At most 100 %' },
  percentRange: { id: 'core.promotion.percentRange', defaultMessage: 'Enter a percentage from {min} to {max}' },
  chooseTargets: { id: 'core.promotion.chooseTargets', defaultMessage: 'Choose products or categories' },
  chooseReward: { id: 'core.promotion.chooseReward', defaultMessage: 'Choose the products or categories given' },
  enterAmount: { id: 'core.promotion.enterAmount', defaultMessage: 'Enter an amount' },
  enterPrice: { id: 'core.promotion.enterPrice', defaultMessage: 'Enter the price' },
  enterThreshold: { id: 'core.promotion.enterThreshold', defaultMessage: 'Enter what the sale must come to' },
  amountOrPercent: { id: 'core.promotion.amountOrPercent', defaultMessage: 'Enter an amount or a percentage' },
  mixAndMatchMin: { id: 'core.promotion.mixAndMatchMin', defaultMessage: 'A mix and match is at least 2 items' },
  breakMin: { id: 'core.promotion.breakMin', defaultMessage: 'A break starts at 2 or more' },
  addPriceBreak: { id: 'core.promotion.addPriceBreak', defaultMessage: 'Add a price break' },
  enterDateTime: { id: 'core.promotion.enterDateTime', defaultMessage: 'Enter a date and time' },
  enterTime: { id: 'core.promotion.enterTime', defaultMessage: 'Enter a time as HH:MM' },
  enterDate: { id: 'core.promotion.enterDate', defaultMessage: 'Enter a date' },
  couponCode: { id: 'core.promotion.couponCode', defaultMessage: 'A code is 3 to 32 letters, digits and dashes' },
  limitAtLeastOne: { id: 'core.promotion.limitAtLeastOne', defaultMessage: 'A limit is at least 1' },
  enterName: { id: 'core.promotion.enterName', defaultMessage: 'Enter a name' },
  nameTooLong: { id: 'core.promotion.nameTooLong', defaultMessage: 'At most {max} characters' },
  endAfterStart: { id: 'core.promotion.endAfterStart', defaultMessage: 'The end comes after the start' },
  bothHours: { id: 'core.promotion.bothHours', defaultMessage: 'Enter both hours, or neither' },
  hoursEndAfterStart: { id: 'core.promotion.hoursEndAfterStart', defaultMessage: 'The hours end after they start' },
  eachOnce: { id: 'core.promotion.eachOnce', defaultMessage: 'Each product or category once' },
});

/** A count a deal is made of (buy 2, get 1, 3 for a price, from 10 on), by the field it is typed in. */
export const promotionCountMessages = defineMessages({
  buyWhole: { id: 'core.promotion.buyWhole', defaultMessage: 'Buy is a whole number' },
  buyAtLeastOne: { id: 'core.promotion.buyAtLeastOne', defaultMessage: 'Buy is at least 1' },
  buyRange: { id: 'core.promotion.buyRange', defaultMessage: 'Buy is a whole number from {min} to {max}' },
  getWhole: { id: 'core.promotion.getWhole', defaultMessage: 'Get is a whole number' },
  getAtLeastOne: { id: 'core.promotion.getAtLeastOne', defaultMessage: 'Get is at least 1' },
  getRange: { id: 'core.promotion.getRange', defaultMessage: 'Get is a whole number from {min} to {max}' },
  quantityWhole: { id: 'core.promotion.quantityWhole', defaultMessage: 'Quantity is a whole number' },
  quantityAtLeastOne: { id: 'core.promotion.quantityAtLeastOne', defaultMessage: 'Quantity is at least 1' },
  quantityRange: {
    id: 'core.promotion.quantityRange',
    defaultMessage: 'Quantity is a whole number from {min} to {max}',
  },
  fromQuantityWhole: { id: 'core.promotion.fromQuantityWhole', defaultMessage: 'From quantity is a whole number' },
  fromQuantityAtLeastOne: {
    id: 'core.promotion.fromQuantityAtLeastOne',
    defaultMessage: 'From quantity is at least 1',
  },
  fromQuantityRange: {
    id: 'core.promotion.fromQuantityRange',
    defaultMessage: 'From quantity is a whole number from {min} to {max}',
  },
  limitRange: { id: 'core.promotion.limitRange', defaultMessage: 'A limit is a whole number from {min} to {max}' },
});

/** What to type in a money field of the form, with an example amount ({example}) typed the store's way. */
export const promotionAmountMessages = defineMessages({
  amount: { id: 'core.promotion.amountExample', defaultMessage: 'Enter an amount, e.g. {example}' },
  price: { id: 'core.promotion.priceExample', defaultMessage: 'Enter the price, e.g. {example}' },
  unitPrice: { id: 'core.promotion.unitPriceExample', defaultMessage: 'Enter the unit price, e.g. {example}' },
  threshold: {
    id: 'core.promotion.thresholdExample',
    defaultMessage: 'Enter what the sale must come to, e.g. {example}',
  },
});
