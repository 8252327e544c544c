// What a till sends: a cart priced by the server, then recorded with its tenders.
import { randomUUID } from 'node:crypto';
import type { TillwiseApi } from './http';

export interface Product {
  id: string;
  priceCents: number;
  categoryId: string;
  soldBy?: string;
}
export interface Line {
  productId: string;
  quantity: number;
  unitPriceCents?: number;
  priceOverrideCents?: number;
  discount?: { kind: 'percent'; percent: number };
}
export interface Sale {
  id: string;
  lines: { id: string }[];
  totalCents: number;
}
export type Tender = { method: string; amountCents: number; tenderedCents?: number; reference?: string };
export type Pay = (dueCents: number) => Tender[];

/**
 * What the server charges for a cart. Every release answers a till whose expected total is wrong with the right
 * one ("the total is now $12.34", or offline "the lines come to $12.34") and records nothing.
 */
export async function totalOf(api: TillwiseApi, sale: object): Promise<number> {
  const answer = await api.call<{ error: string }>('POST', '/sales', { ...sale, expectedTotalCents: 0 }, [400, 409]);
  const amount = /\$([\d,]+)\.(\d\d)/.exec(answer.error);
  if (!amount) throw new Error(`No total in: ${answer.error}`);
  return Number(amount[1]!.replace(/,/g, '')) * 100 + Number(amount[2]);
}

export async function sell(
  api: TillwiseApi,
  tillId: string,
  lines: Line[],
  pay: Pay,
  extra: Record<string, unknown> = {},
): Promise<Sale> {
  const draft = { id: randomUUID(), tillId, lines, payments: [{ method: 'card', amountCents: 1 }], ...extra };
  const totalCents = lines.length === 0 ? 0 : await totalOf(api, draft);
  const giftCards = (extra.giftCards ?? []) as { amountCents: number }[];
  const dueCents = giftCards.reduce((sum, giftCard) => sum + giftCard.amountCents, totalCents);
  return api.call<Sale>('POST', '/sales', { ...draft, payments: pay(dueCents), expectedTotalCents: totalCents });
}

export const cash: Pay = (due) => [
  { method: 'cash', amountCents: due, tenderedCents: (Math.floor(due / 2000) + 1) * 2000 },
];
export const card: Pay = (due) => [{ method: 'card', amountCents: due }];
/** A first tender of up to this much, the rest by card. */
export const partly =
  (method: string, cents: number, reference?: string): Pay =>
  (due) => [
    { method, amountCents: Math.min(cents, due), ...(method === 'cash' && { tenderedCents: cents }), reference },
    ...(due > cents ? [{ method: 'card', amountCents: due - cents }] : []),
  ];

/** The store's business day, days from today, as the API takes dates: 2026-12-31. */
export const dayIn = (timeZone: string, days = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(Date.now() + days * 86_400_000));
