import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Category } from '@tillwise/core/catalog/catalog-schemas';
import { categoryKey, categoryNamed, isOrderOf } from '@tillwise/core/catalog/categories';
import type {
  CategoryOrderInput,
  CategorySummary,
  CreateCategoryInput,
  UpdateCategoryInput,
} from '@tillwise/core/catalog/category-schemas';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { Db, Executor } from '../db/database';
import type { GroupCommit } from '../db/group-commit';
import { findCategories } from '../db/repositories/catalog-repository';
import * as categoryRepository from '../db/repositories/category-repository';
import type { CategoriesTable } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { badRequest, conflict, notFound } from '../lib/errors';
import { saying } from '@tillwise/core/i18n/core-message';
import { catalogRefusals } from './catalog-messages';
import { recordAudit } from './audit-service';

/** A category as the API answers it: active unless its row says 0. */
export function toCategory(row: Selectable<CategoriesTable>): Category {
  return { id: row.id, name: row.name, color: row.color, icon: row.icon, isActive: row.is_active === 1 };
}

/** Every category in display order, inactive ones too, each with how many products it holds. */
export async function listCategorySummaries(db: Db): Promise<CategorySummary[]> {
  return (await categoryRepository.findCategoriesWithCounts(db)).map((row) => ({
    ...toCategory(row),
    productCount: Number(row.product_count ?? 0),
  }));
}

const nameTaken = (name: string) =>
  badRequest(saying(catalogRefusals.categoryNamed, { name }), [
    { path: 'name', message: saying(catalogRefusals.categoryNameTaken) },
  ]);

/** A name is one category's, whatever its case and surrounding spaces. */
async function refuseNameInUse(trx: Executor, name: string, exceptId?: string) {
  if (categoryNamed(await findCategories(trx), name, exceptId)) throw nameTaken(name);
}

/** Another server adding the same name at the same moment meets the database's unique index: the same refusal. */
const refuseTakenName = (name: string) => (error: unknown) => {
  throw isUniqueViolation(error) ? nameTaken(name) : error;
};

/** Adds a category of the shop's own, active and after the others (the till shows it as a chip at once). */
export async function createCategory(
  writer: GroupCommit,
  input: CreateCategoryInput,
  staff: StaffMember,
  now: Date,
): Promise<Category> {
  const id = randomUUID();
  return writer
    .run(async (trx) => {
      await refuseNameInUse(trx, input.name);
      const row = {
        id,
        name: input.name,
        color: null,
        icon: 'Package',
        sort_order: await categoryRepository.findNextSortOrder(trx),
        is_active: 1,
      };
      await categoryRepository.insertCategory(trx, row);
      await recordAudit(
        trx,
        {
          action: 'category.created',
          userId: staff.id,
          subject: { type: 'category', id },
          summary: input.name,
          details: { name: input.name, sort_order: row.sort_order },
        },
        now,
      );
      return toCategory(row);
    })
    .catch(refuseTakenName(input.name));
}

/** Renames a category, or deactivates or reactivates it; its products keep it whatever it is called or whether active. */
export async function updateCategory(
  writer: GroupCommit,
  id: string,
  input: UpdateCategoryInput,
  staff: StaffMember,
  now: Date,
): Promise<Category> {
  return writer
    .run(async (trx) => {
      const before = await categoryRepository.findCategory(trx, id);
      if (!before) throw notFound(saying(catalogRefusals.categoryNotFound));
      const renamed = before.name !== input.name;
      if (renamed && categoryKey(before.name) !== categoryKey(input.name)) await refuseNameInUse(trx, input.name, id);
      const isActive = input.isActive ? 1 : 0;
      const activity = before.is_active !== isActive;
      if (!renamed && !activity) return toCategory(before);
      await categoryRepository.updateCategory(trx, id, { name: input.name, is_active: isActive });
      const said = [
        renamed ? `${before.name} → ${input.name}` : input.name,
        ...(activity ? [input.isActive ? 'reactivated' : 'deactivated'] : []),
      ];
      await recordAudit(
        trx,
        {
          action: 'category.updated',
          userId: staff.id,
          subject: { type: 'category', id },
          summary: said.join(' · '),
          details: {
            changes: {
              ...(renamed && { name: { from: before.name, to: input.name } }),
              ...(activity && { is_active: { from: before.is_active, to: isActive } }),
            },
          },
        },
        now,
      );
      return toCategory({ ...before, name: input.name, is_active: isActive });
    })
    .catch(refuseTakenName(input.name));
}

/** Puts the categories in a new order (the till's chips follow); the order must name every category once. */
export async function reorderCategories(
  writer: GroupCommit,
  input: CategoryOrderInput,
  staff: StaffMember,
  now: Date,
): Promise<Category[]> {
  if (new Set(input.ids).size !== input.ids.length)
    throw badRequest(saying(catalogRefusals.nameEachCategoryOnce), [
      { path: 'ids', message: saying(catalogRefusals.nameEachCategoryOnce) },
    ]);
  return writer.run(async (trx) => {
    const rows = await findCategories(trx);
    if (
      !isOrderOf(
        rows.map((row) => row.id),
        input.ids,
      )
    )
      throw conflict(saying(catalogRefusals.categoriesChanged));
    const byId = new Map(rows.map((row) => [row.id, row]));
    const ordered = input.ids.map((id) => byId.get(id)!);
    if (ordered.every((row, index) => row === rows[index])) return rows.map(toCategory);
    await categoryRepository.saveCategoryOrder(trx, input.ids, new Map(rows.map((row) => [row.id, row.sort_order])));
    const names = (list: typeof rows) => list.map((row) => row.name);
    await recordAudit(
      trx,
      {
        action: 'category.reordered',
        userId: staff.id,
        subject: null,
        summary: names(ordered).join(', '),
        details: { from: names(rows), to: names(ordered) },
      },
      now,
    );
    return ordered.map((row, index) => toCategory({ ...row, sort_order: index }));
  });
}
