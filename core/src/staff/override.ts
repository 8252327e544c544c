import { formatMoney } from '../money/money';
import { usMoneyFormat } from '../money/money-format';
import type { MoneyFormat } from '../money/money-format';
import { refundDestinationLabels } from '../refund/refund-schemas';
import { cashMovementLabels } from '../shift/shift-schemas';
import { overrideActionLabels, overrideMaxAgeMinutes } from './override-schemas';
import type { OverrideDetails } from './override-schemas';

/** Whether an approval given at approvedAt is too old to use at `at`. */
export function overrideExpired(approvedAt: string, at: Date): boolean {
  return at.getTime() - new Date(approvedAt).getTime() > overrideMaxAgeMinutes * 60_000;
}

/**
 * Whether what a manager approved covers what is being done: no bigger discount, the same price for the same
 * product, no more refunded on the same sale, no more cash moved the same way. Null when it does; else why not.
 */
export function overrideShortfall(
  approved: OverrideDetails,
  wanted: OverrideDetails,
  format: MoneyFormat = usMoneyFormat,
): string | null {
  const money = (cents: number) => formatMoney(cents, format);
  if (approved.action !== wanted.action) {
    return `This approval is for a ${overrideActionLabels[approved.action].toLowerCase()}, not a ${overrideActionLabels[wanted.action].toLowerCase()}`;
  }
  switch (wanted.action) {
    case 'discount': {
      const { percent } = approved.details as typeof wanted.details;
      return wanted.details.percent <= percent
        ? null
        : `The manager approved a discount of up to ${percent} %, not ${wanted.details.percent} %`;
    }
    case 'refund': {
      const { saleId, amountCents, destination = 'original' } = approved.details as typeof wanted.details;
      if (saleId !== wanted.details.saleId) return 'This approval is for a refund on another sale';
      const wantedDestination = wanted.details.destination ?? 'original';
      // Cash for what a card paid is the refund fraud a manager looks at: an approval covers only where it said.
      if (destination !== wantedDestination)
        return `The manager approved a refund ${refundDestinationLabels[destination].toLowerCase()}, not ${refundDestinationLabels[wantedDestination].toLowerCase()}`;
      return wanted.details.amountCents <= amountCents
        ? null
        : `The manager approved a refund of up to ${money(amountCents)}, not ${money(wanted.details.amountCents)}`;
    }
    case 'price_change': {
      const { productId, toCents } = approved.details as typeof wanted.details;
      if (productId !== wanted.details.productId) return 'This approval is for the price of another product';
      return wanted.details.toCents === toCents
        ? null
        : `The manager approved a price of ${money(toCents)}, not ${money(wanted.details.toCents)}`;
    }
    case 'return': {
      const { amountCents } = approved.details as typeof wanted.details;
      return wanted.details.amountCents <= amountCents
        ? null
        : `The manager approved a return of up to ${money(amountCents)}, not ${money(wanted.details.amountCents)}`;
    }
    case 'cash_movement': {
      const { kind, amountCents } = approved.details as typeof wanted.details;
      if (kind !== wanted.details.kind) return `This approval is for a ${cashMovementLabels[kind]}`;
      return wanted.details.amountCents <= amountCents
        ? null
        : `The manager approved up to ${money(amountCents)}, not ${money(wanted.details.amountCents)}`;
    }
  }
}

/** The audit log's one line for an approval, given the names the details point at (sale number, product). */
export function describeOverride(
  approved: OverrideDetails,
  names: { saleNumber?: string; productName?: string } = {},
  format: MoneyFormat = usMoneyFormat,
) {
  const money = (cents: number) => formatMoney(cents, format);
  switch (approved.action) {
    case 'discount':
      return `Discount up to ${approved.details.percent} %${approved.details.cents ? ` (${money(approved.details.cents)} off)` : ''}`;
    case 'refund':
      return `Refund of up to ${money(approved.details.amountCents)} on ${names.saleNumber ?? approved.details.saleId}${
        approved.details.destination && approved.details.destination !== 'original'
          ? ` · ${refundDestinationLabels[approved.details.destination].toLowerCase()}`
          : ''
      }`;
    case 'price_change':
      return `Price of ${names.productName ?? approved.details.productId} ${
        approved.details.fromCents === undefined ? '' : `${money(approved.details.fromCents)} `
      }→ ${money(approved.details.toCents)}`;
    case 'return':
      return `Return without receipt of up to ${money(approved.details.amountCents)}`;
    case 'cash_movement':
      return `${cashMovementLabels[approved.details.kind]} of up to ${money(approved.details.amountCents)}`;
  }
}
