import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { promotionKindLabels } from '@tillwise/core/promotion/promotion-schemas';
import type {
  PriceListEntry,
  Promotion,
  PromotionKind,
  SavedPromotionInput,
  PromotionList,
  TillPromotions,
} from '@tillwise/core/promotion/promotion-schemas';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { Db, Executor } from '../db/database';
import type { GroupCommit } from '../db/group-commit';
import * as promotionRepository from '../db/repositories/promotion-repository';
import * as settingsRepository from '../db/repositories/settings-repository';
import type { PromotionsTable } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { badRequest, notFound } from '../lib/errors';
import { saying } from '@tillwise/core/i18n/core-message';
import { promotionRefusals } from './promotion-messages';
import { recordAudit } from './audit-service';
import type { PromotionBook } from './promotion-book';
import { forgetSaleReads, promotionsVersionKey } from './sale-reads';
import { getStoreTimeZone } from './settings-service';

export function toPromotion(row: Selectable<PromotionsTable>): Promotion {
  return {
    id: row.id,
    name: row.name,
    rule: JSON.parse(row.rule_json) as Promotion['rule'],
    combinable: row.combinable === 1,
    excludesTypedDiscounts: row.excludes_typed_discounts === 1,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    days: JSON.parse(row.days_json) as number[],
    hoursFrom: row.hours_from,
    hoursTo: row.hours_to,
    storeIds: JSON.parse(row.store_ids_json) as string[],
    customerGroupIds: JSON.parse(row.customer_group_ids_json) as string[],
    coupon: row.coupon_code
      ? {
          code: row.coupon_code,
          limitTotal: row.coupon_limit_total,
          limitPerCustomer: row.coupon_limit_per_customer,
          expiresOn: row.coupon_expires_on,
          uses: Number(row.coupon_uses ?? 0),
        }
      : null,
    active: row.is_active === 1,
    updatedAt: row.updated_at,
  };
}

export type { PromotionBook } from './promotion-book';

export async function readPromotionBook(db: Executor): Promise<PromotionBook> {
  const [version, rows, prices] = await Promise.all([
    settingsRepository.findPreferenceText(db, promotionsVersionKey),
    promotionRepository.findPromotions(db, { activeOnly: true }),
    promotionRepository.findPriceListPrices(db),
  ]);
  return { version, promotions: rows.map(toPromotion), prices: priceLists(prices) };
}

function priceLists(rows: Awaited<ReturnType<typeof promotionRepository.findPriceListPrices>>) {
  const lists = new Map<string, PriceListEntry[]>();
  for (const row of rows) {
    const entry: PriceListEntry =
      row.product_id !== null
        ? { productId: row.product_id, priceCents: row.price_cents ?? 0 }
        : { categoryId: row.category_id ?? '', percentOffBps: row.percent_off_bps ?? 0 };
    lists.set(row.group_id, [...(lists.get(row.group_id) ?? []), entry]);
  }
  return lists;
}

/** What tills price sales by: the active promotions (each till checks which are in force) and the groups' prices. */
export async function getTillPromotions(db: Db, storeId: string): Promise<TillPromotions> {
  const [book, groups, timeZone] = await Promise.all([
    readPromotionBook(db),
    promotionRepository.findCustomerGroups(db),
    getStoreTimeZone(db, storeId),
  ]);
  return {
    storeId,
    timeZone,
    promotions: book.promotions,
    groups: groups.map((group) => ({ id: group.id, name: group.name, prices: book.prices.get(group.id) ?? [] })),
  };
}

/** Every promotion (active or paused), with the names of the products and categories they name. */
export async function listPromotions(db: Executor): Promise<PromotionList> {
  const items = (await promotionRepository.findPromotions(db)).map(toPromotion);
  const ids = new Set<string>();
  for (const { rule } of items) {
    for (const target of [
      'target' in rule && rule.target !== 'sale' ? rule.target : null,
      rule.kind === 'buy_x_get_y' ? rule.reward : null,
    ]) {
      for (const id of [...(target?.productIds ?? []), ...(target?.categoryIds ?? [])]) ids.add(id);
    }
  }
  return { items, names: Object.fromEntries(await promotionRepository.findNames(db, [...ids])) };
}

async function getPromotion(db: Executor, id: string): Promise<Promotion> {
  const [row] = await promotionRepository.findPromotions(db, { id });
  if (!row) throw notFound(saying(promotionRefusals.notFound));
  return toPromotion(row);
}

const columnsOf = (input: SavedPromotionInput) => ({
  name: input.name,
  rule_json: JSON.stringify(input.rule),
  combinable: input.combinable ? 1 : 0,
  excludes_typed_discounts: input.excludesTypedDiscounts ? 1 : 0,
  starts_at: input.startsAt,
  ends_at: input.endsAt,
  days_json: JSON.stringify(input.days),
  hours_from: input.hoursFrom,
  hours_to: input.hoursTo,
  store_ids_json: JSON.stringify(input.storeIds),
  customer_group_ids_json: JSON.stringify(input.customerGroupIds),
  coupon_code: input.coupon?.code ?? null,
  coupon_limit_total: input.coupon?.limitTotal ?? null,
  coupon_limit_per_customer: input.coupon?.limitPerCustomer ?? null,
  coupon_expires_on: input.coupon?.expiresOn ?? null,
  is_active: input.active ? 1 : 0,
});

/** Another promotion holding the code is the database's unique index refusing it: said as the form's error. */
const refuseTakenCode = (input: SavedPromotionInput) => (error: unknown) => {
  if (input.coupon && isUniqueViolation(error)) {
    throw badRequest(saying(promotionRefusals.codeUsed, { code: input.coupon.code }), [
      { path: 'coupon.code', message: saying(promotionRefusals.codeTaken) },
    ]);
  }
  throw error;
};

/** Marks what sales are priced by as changed: tills fetch it again, and kept copies are read afresh. */
export async function notePromotionsChanged(trx: Executor, db: Db, at: string) {
  await settingsRepository.savePreference(trx, promotionsVersionKey, randomUUID(), at);
  forgetSaleReads(db);
}

async function checkReferences(trx: Executor, input: SavedPromotionInput) {
  for (const groupId of input.customerGroupIds) {
    if (!(await promotionRepository.findCustomerGroup(trx, groupId))) {
      throw badRequest(saying(promotionRefusals.unknownCustomerGroup), [
        { path: 'customerGroupIds', message: saying(promotionRefusals.unknownCustomerGroup) },
      ]);
    }
  }
}

const kindOf = (input: SavedPromotionInput): PromotionKind => input.rule.kind;

export async function createPromotion(
  writer: GroupCommit,
  db: Db,
  input: SavedPromotionInput,
  staff: StaffMember,
  now: Date,
): Promise<Promotion> {
  const id = randomUUID();
  const at = now.toISOString();
  await writer
    .run(async (trx) => {
      await checkReferences(trx, input);
      await promotionRepository.insertPromotion(trx, { id, ...columnsOf(input), created_at: at, updated_at: at });
      await notePromotionsChanged(trx, db, at);
      await recordAudit(
        trx,
        {
          action: 'promotion.created',
          userId: staff.id,
          subject: { type: 'promotion', id },
          summary: `${input.name} (${promotionKindLabels[kindOf(input)]})`,
          details: { ...input },
        },
        now,
      );
    })
    .catch(refuseTakenCode(input));
  return getPromotion(db, id);
}

export async function updatePromotion(
  writer: GroupCommit,
  db: Db,
  id: string,
  input: SavedPromotionInput,
  staff: StaffMember,
  now: Date,
): Promise<Promotion> {
  const at = now.toISOString();
  await writer
    .run(async (trx) => {
      const current = await getPromotion(trx, id);
      await checkReferences(trx, input);
      await promotionRepository.updatePromotion(trx, id, { ...columnsOf(input), updated_at: at });
      await notePromotionsChanged(trx, db, at);
      await recordAudit(
        trx,
        {
          action: 'promotion.updated',
          userId: staff.id,
          subject: { type: 'promotion', id },
          summary: current.name === input.name ? input.name : `${current.name} → ${input.name}`,
          details: { before: current, after: input },
        },
        now,
      );
    })
    .catch(refuseTakenCode(input));
  return getPromotion(db, id);
}

/** Takes a promotion off the tills; it stays recorded for the sales and reports that name it. */
export async function deletePromotion(writer: GroupCommit, db: Db, id: string, staff: StaffMember, now: Date) {
  const at = now.toISOString();
  await writer.run(async (trx) => {
    const current = await getPromotion(trx, id);
    // Its code is freed for a new promotion; the old uses stay counted on this one.
    await promotionRepository.updatePromotion(trx, id, {
      is_deleted: 1,
      is_active: 0,
      coupon_code: null,
      updated_at: at,
    });
    await notePromotionsChanged(trx, db, at);
    await recordAudit(
      trx,
      {
        action: 'promotion.deleted',
        userId: staff.id,
        subject: { type: 'promotion', id },
        summary: current.name,
        details: { promotion: current },
      },
      now,
    );
  });
}
