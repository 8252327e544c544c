import { describe, expect, it } from 'vitest';
import { addBlock, emptyNumberPool, needsRefill, refillBelow, remaining, takeNumber } from './number-pool';
import type { NumberPool } from './number-pool';

const drain = (pool: NumberPool) => {
  const numbers: number[] = [];
  for (let taken = takeNumber(pool); taken; taken = takeNumber(taken.pool)) numbers.push(taken.number);
  return numbers;
};

describe('number pool', () => {
  it('hands out a block in order, then the next block, then nothing', () => {
    const pool = addBlock(addBlock(emptyNumberPool, { first: 1001, last: 1003 }), { first: 1201, last: 1202 });
    expect(remaining(pool)).toBe(5);
    expect(drain(pool)).toEqual([1001, 1002, 1003, 1201, 1202]);
    expect(takeNumber(emptyNumberPool)).toBeNull();
  });

  it('finishes the block it is using before starting one that arrived later', () => {
    const started = takeNumber(addBlock(emptyNumberPool, { first: 50, last: 52 }))!.pool;
    expect(drain(addBlock(started, { first: 10, last: 11 }))).toEqual([51, 52, 10, 11]);
  });

  it('ignores a block it already holds (a retried request answered twice)', () => {
    const once = addBlock(emptyNumberPool, { first: 1, last: 10 });
    const taken = takeNumber(once);
    expect(addBlock(taken!.pool, { first: 1, last: 10 })).toEqual(taken!.pool);
  });

  it('refuses a block that ends before it starts', () => {
    expect(() => addBlock(emptyNumberPool, { first: 5, last: 4 })).toThrow();
  });

  it('asks for more while it holds fewer than the refill mark', () => {
    expect(needsRefill(emptyNumberPool)).toBe(true);
    const full = addBlock(emptyNumberPool, { first: 1, last: refillBelow });
    expect(needsRefill(full)).toBe(false);
    expect(needsRefill(takeNumber(full)!.pool)).toBe(true);
  });

  it('two tills with their own blocks never hand out the same number', () => {
    const tillA = addBlock(emptyNumberPool, { first: 1001, last: 1200 });
    const tillB = addBlock(emptyNumberPool, { first: 1201, last: 1400 });
    const numbers = [...drain(tillA), ...drain(tillB)];
    expect(new Set(numbers).size).toBe(400);
  });
});
