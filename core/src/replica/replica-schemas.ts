import { z } from 'zod';
import { categorySchema, productSchema } from '../catalog/catalog-schemas';
import { customerSchema } from '../customer/customer-schemas';

// The till's offline replica: a snapshot paged by id, then the change log followed from a cursor. The till takes
// the cursor first, pages the snapshot, then applies every change after that cursor; a change that raced the
// snapshot arrives again as the current row, which is harmless.

/** What the change log names: the till refetches the current row of each, or the whole settings or staff list. */
export const replicaEntities = ['product', 'category', 'customer', 'settings', 'staff'] as const;
export type ReplicaEntity = (typeof replicaEntities)[number];

export const replicaPageLimit = { default: 2000, max: 5000 } as const;

/** A whole number typed into a query string: digits only (no sign, exponent or hex), within range. */
const queryWholeNumber = (what: string, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,16}$/, `${what} must be a whole number`)
    .transform(Number)
    .pipe(z.number().int().max(max, `${what} must be at most ${max}`));

const limitSchema = queryWholeNumber('limit', replicaPageLimit.max)
  .pipe(z.number().min(1, 'limit must be at least 1'))
  .default(replicaPageLimit.default);

/**
 * The database's epoch: made anew when a backup is restored over it. A cursor counts changes of one epoch's
 * history only, so the till keeps the epoch beside it and sends both.
 */
const epochSchema = z.string().min(1, 'epoch names the database').max(64, 'epoch names the database');

/** The newest change now: the cursor a snapshot starts from, in the database's epoch. */
export const replicaCursorSchema = z.object({ cursor: z.number().int().min(0), epoch: epochSchema });
export type ReplicaCursor = z.infer<typeof replicaCursorSchema>;

/** One page of a snapshot: rows with ids after `after`, in id order. */
export const replicaPageQuerySchema = z.object({
  after: z.string().min(1, 'after names an id').max(64, 'after names an id').optional(),
  limit: limitSchema,
});
export type ReplicaPageQuery = z.output<typeof replicaPageQuerySchema>;

/** `next` is the `after` of the following page, or null on the last one. */
const replicaPageOf = <T extends z.ZodType>(row: T) => z.object({ rows: z.array(row), next: z.string().nullable() });

/** Every product, on sale or not, as the session's store sells it (its stock and price). */
export const replicaProductPageSchema = replicaPageOf(productSchema);
export type ReplicaProductPage = z.infer<typeof replicaProductPageSchema>;

export const replicaCustomerPageSchema = replicaPageOf(customerSchema);
export type ReplicaCustomerPage = z.infer<typeof replicaCustomerPageSchema>;

export const replicaChangesQuerySchema = z.object({
  cursor: queryWholeNumber('cursor', Number.MAX_SAFE_INTEGER),
  /** The epoch the cursor was given in; a till from before epochs sends none and is not checked. */
  epoch: epochSchema.optional(),
  limit: limitSchema,
});
export type ReplicaChangesQuery = z.output<typeof replicaChangesQuerySchema>;

/**
 * What changed after the cursor, as current rows. `cursor` is where this answer is complete up to: ask again
 * from it (at once while `more`). `reset`: the log no longer reaches back to the cursor (pruned, or the database
 * was restored from a backup: another epoch), so the till takes a new snapshot.
 */
export const replicaChangesSchema = z.object({
  cursor: z.number().int().min(0),
  epoch: epochSchema,
  more: z.boolean(),
  reset: z.boolean(),
  products: z.array(productSchema),
  customers: z.array(customerSchema),
  /** Products deleted from the catalogue (never sold): the till forgets them. */
  removedProductIds: z.array(z.string()),
  /** All categories when any changed, otherwise null. */
  categories: z.array(categorySchema).nullable(),
  /** The store, receipt, payment or other settings changed: refetch them. */
  settingsChanged: z.boolean(),
  /** Who may sign in here changed: refetch the staff list. */
  staffChanged: z.boolean(),
});
export type ReplicaChanges = z.infer<typeof replicaChangesSchema>;
