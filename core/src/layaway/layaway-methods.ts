// Apart from the schemas (no zod here): the till's shift figures name these without loading the layaway API's.

/** How money goes onto a layaway, and comes back when it is cancelled: into or out of the drawer, or by card. */
export const layawayPaymentMethods = ['cash', 'card'] as const;
export type LayawayPaymentMethod = (typeof layawayPaymentMethods)[number];
export const layawayPaymentMethodLabels: Record<LayawayPaymentMethod, string> = { cash: 'Cash', card: 'Card' };

/** The deposit, each instalment, a cancellation's refund and the fee it keeps. */
export const layawayPaymentKinds = ['deposit', 'instalment', 'refund', 'fee'] as const;
export type LayawayPaymentKind = (typeof layawayPaymentKinds)[number];
export const layawayPaymentKindLabels: Record<LayawayPaymentKind, string> = {
  deposit: 'Deposit',
  instalment: 'Instalment',
  refund: 'Refund',
  fee: 'Cancellation fee',
};
