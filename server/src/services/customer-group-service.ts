import { randomUUID } from 'node:crypto';
import type { CustomerGroup, CustomerGroupList, SavePriceListInput } from '@tillwise/core/promotion/promotion-schemas';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { Db, Executor } from '../db/database';
import type { GroupCommit } from '../db/group-commit';
import * as catalogRepository from '../db/repositories/catalog-repository';
import * as promotionRepository from '../db/repositories/promotion-repository';
import * as saleRepository from '../db/repositories/sale-repository';
import { badRequest, notFound } from '../lib/errors';
import { recordAudit } from './audit-service';
import { notePromotionsChanged, readPromotionBook } from './promotion-service';
import { saying } from '@tillwise/core/i18n/core-message';
import { customerRefusals } from './customer-messages';

/** The customer groups, each with its price list. */
export async function listCustomerGroups(db: Executor): Promise<CustomerGroupList> {
  const [groups, book] = await Promise.all([promotionRepository.findCustomerGroups(db), readPromotionBook(db)]);
  const productIds = [...book.prices.values()]
    .flat()
    .flatMap((entry) => ('productId' in entry ? [entry.productId] : []));
  return {
    items: groups.map((group) => ({ id: group.id, name: group.name, prices: book.prices.get(group.id) ?? [] })),
    names: Object.fromEntries(await promotionRepository.findNames(db, productIds)),
  };
}

/** Replaces a group's price list: the products' own prices and the categories' percentages off. */
export async function savePriceList(
  writer: GroupCommit,
  db: Db,
  groupId: string,
  input: SavePriceListInput,
  staff: StaffMember,
  now: Date,
): Promise<CustomerGroup> {
  const at = now.toISOString();
  await writer.run(async (trx) => {
    const group = await promotionRepository.findCustomerGroup(trx, groupId);
    if (!group) throw notFound(saying(customerRefusals.groupNotFound));
    const productIds = input.prices.flatMap((entry) => ('productId' in entry ? [entry.productId] : []));
    const found = await promotionRepository.findExistingProductIds(trx, productIds);
    const categories = new Set((await catalogRepository.findCategories(trx)).map((c) => c.id));
    input.prices.forEach((entry, index) => {
      const known = 'productId' in entry ? found.has(entry.productId) : categories.has(entry.categoryId);
      if (!known) {
        const message = saying(
          'productId' in entry ? customerRefusals.unknownProduct : customerRefusals.unknownCategory,
        );
        throw badRequest(message, [{ path: `prices.${index}`, message }]);
      }
    });
    await promotionRepository.replacePriceList(
      trx,
      groupId,
      input.prices.map((entry) => ({
        id: randomUUID(),
        group_id: groupId,
        product_id: 'productId' in entry ? entry.productId : null,
        category_id: 'categoryId' in entry ? entry.categoryId : null,
        price_cents: 'priceCents' in entry ? entry.priceCents : null,
        percent_off_bps: 'percentOffBps' in entry ? entry.percentOffBps : null,
      })),
    );
    await notePromotionsChanged(trx, db, at);
    await recordAudit(
      trx,
      {
        action: 'price_list.changed',
        userId: staff.id,
        subject: { type: 'customer_group', id: groupId },
        summary: `${group.name}: ${input.prices.length} ${input.prices.length === 1 ? 'price' : 'prices'}`,
        details: { prices: input.prices },
      },
      now,
    );
  });
  const groups = await listCustomerGroups(db);
  return groups.items.find((group) => group.id === groupId)!;
}

/** Puts a customer in a group (or in none): its promotions and price list apply to their sales from now. */
export async function setCustomerGroup(
  writer: GroupCommit,
  customerId: string,
  groupId: string | null,
  staff: StaffMember,
  now: Date,
): Promise<void> {
  await writer.run(async (trx) => {
    const group = groupId ? await promotionRepository.findCustomerGroup(trx, groupId) : null;
    if (groupId && !group) {
      throw badRequest(saying(customerRefusals.unknownGroup), [
        { path: 'groupId', message: saying(customerRefusals.unknownGroup) },
      ]);
    }
    const customer = await saleRepository.findCustomer(trx, customerId);
    if (!customer) throw notFound(saying(customerRefusals.notFound));
    await promotionRepository.setCustomerGroup(trx, customerId, groupId);
    await recordAudit(
      trx,
      {
        action: 'customer.group_changed',
        userId: staff.id,
        subject: { type: 'customer', id: customerId },
        summary: `${customer.name}: ${group?.name ?? 'no group'}`,
        details: { groupId },
      },
      now,
    );
  });
}
