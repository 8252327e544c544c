/**
 * Numbers a till was given ahead of need: blocks of the chain's order (or refund) sequence issued to this till
 * alone, so two tills selling offline at once never print the same number.
 */
export interface NumberBlock {
  /** The first and last number of the block, both included. */
  first: number;
  last: number;
}

export interface NumberPool {
  blocks: NumberBlock[];
  /** The next number to hand out from the first block. */
  next: number | null;
}

export const emptyNumberPool: NumberPool = { blocks: [], next: null };

/** The pool with a newly issued block added after the ones it already holds. */
export function addBlock(pool: NumberPool, block: NumberBlock): NumberPool {
  if (block.last < block.first) throw new Error('A number block ends before it starts');
  if (pool.blocks.some((held) => block.first <= held.last && held.first <= block.last)) return pool; // the same block delivered twice (a retried request): nothing new
  // Blocks are used in the order they arrive: the block being used stays first, whatever the new one's numbers.
  const blocks = [...pool.blocks, block];
  return { blocks, next: pool.next ?? block.first };
}

/** How many numbers are left to hand out. */
export function remaining(pool: NumberPool): number {
  const [current, ...rest] = pool.blocks;
  if (!current || pool.next === null) return 0;
  return current.last - pool.next + 1 + rest.reduce((sum, block) => sum + block.last - block.first + 1, 0);
}

/** Hands out the next number, or null when the pool is empty (the till must be online to get more). */
export function takeNumber(pool: NumberPool): { number: number; pool: NumberPool } | null {
  const [current, ...rest] = pool.blocks;
  if (!current || pool.next === null) return null;
  const number = pool.next;
  if (number < current.last) return { number, pool: { blocks: pool.blocks, next: number + 1 } };
  return { number, pool: { blocks: rest, next: rest[0]?.first ?? null } };
}

/** The size of block a till asks for. */
export const numberBlockSize = 200;

/**
 * A till online asks for another block while it holds fewer than this, so it always starts an outage with at least
 * a busy day's worth of numbers.
 */
export const refillBelow = 200;

export const needsRefill = (pool: NumberPool) => remaining(pool) < refillBelow;
