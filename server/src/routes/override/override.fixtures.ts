import { randomUUID } from 'node:crypto';
import { cartTotals } from '@tillwise/core/sale/cart-totals';
import type { Discount } from '@tillwise/core/sale/discount';
import { expect } from 'vitest';
import { buildTestApp, demoPin } from '../../test/build-test-app';
import { productsInStore } from '../../test/store-stock';

// Managers' approvals (overrides) as the override-*.test.ts files ask for them: by the demo store's cashier on
// till 1, approved with the manager's PIN.

export const managerApproval = { userId: 'user-manager', pin: demoPin.manager };
export const quarterOff: Discount = { kind: 'percent', percent: 25 };

/** The demo store signed in as its admin, manager and cashier, with the override tests' helpers over it. */
export async function buildOverrideApp() {
  const t = await buildTestApp();
  const [admin, manager, cashier] = await Promise.all([
    t.signInAs('admin'),
    t.signInAs('manager'),
    t.signInAs('cashier'),
  ]);

  const post = (url: string, payload: object, cookie = cashier) =>
    t.app.inject({ method: 'POST', url, payload, headers: { cookie } });
  const product = (sku: string) => productsInStore(t.db).where('sku', '=', sku).executeTakeFirstOrThrow();
  const overrideRow = (id: string) => t.db.selectFrom('overrides').selectAll().where('id', '=', id).executeTakeFirst();
  const auditOf = (action: string, subjectId: string) =>
    t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', action)
      .where('subject_id', '=', subjectId)
      .executeTakeFirst();

  /** Asks for a manager's approval as the cashier on till 1. */
  function approve(ask: { action: string; details: object }, approval: object = managerApproval, cookie = cashier) {
    return post('/api/overrides', { id: randomUUID(), tillId: 'till-1', ...ask, approval }, cookie);
  }
  const approveDiscount = async (percent: number) => {
    const response = await approve({ action: 'discount', details: { percent } });
    expect(response.statusCode).toBe(200);
    return response.json() as { id: string };
  };

  /** A sale of one Monstera at its catalogue price (or a changed one) with a discount, paid by card. */
  async function sale(
    options: { discount?: Discount; lineDiscount?: Discount; priceOverrideCents?: number; priceOverrideId?: string },
    extra: Record<string, unknown> = {},
  ) {
    const monstera = await product('PLT-001');
    const unitPriceCents = options.priceOverrideCents ?? monstera.price_cents;
    const line = { unitPriceCents, quantity: 1, taxRate: monstera.tax_rate_bps / 100, discount: options.lineDiscount };
    const total = cartTotals([line], options.discount).totalCents;
    return {
      id: randomUUID(),
      tillId: 'till-1',
      lines: [
        {
          productId: monstera.id,
          quantity: 1,
          discount: options.lineDiscount ?? null,
          ...(options.priceOverrideCents !== undefined && { priceOverrideCents: options.priceOverrideCents }),
          ...(options.priceOverrideId && { priceOverrideId: options.priceOverrideId }),
        },
      ],
      discount: options.discount ?? null,
      payments: [{ method: 'card', amountCents: total }],
      expectedTotalCents: total,
      ...extra,
    };
  }

  return { t, admin, manager, cashier, post, product, overrideRow, auditOf, approve, approveDiscount, sale };
}

export type OverrideApp = Awaited<ReturnType<typeof buildOverrideApp>>;
