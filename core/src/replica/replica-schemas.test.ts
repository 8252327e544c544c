import { describe, expect, it } from 'vitest';
import { replicaChangesQuerySchema, replicaPageLimit, replicaPageQuerySchema } from './replica-schemas';

const problems = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('replicaPageQuerySchema', () => {
  it('pages from the start with the default limit', () => {
    expect(replicaPageQuerySchema.parse({})).toEqual({ limit: replicaPageLimit.default });
  });

  it('reads the limit and the id to continue after', () => {
    expect(replicaPageQuerySchema.parse({ after: 'prod-0042', limit: '5000' })).toEqual({
      after: 'prod-0042',
      limit: 5000,
    });
  });

  it.each([
    [{ limit: '0' }, 'limit: limit must be at least 1'],
    [{ limit: '5001' }, 'limit: limit must be at most 5000'],
    [{ limit: '-1' }, 'limit: limit must be a whole number'],
    [{ limit: '2.5' }, 'limit: limit must be a whole number'],
    [{ limit: '1e3' }, 'limit: limit must be a whole number'],
    [{ limit: '' }, 'limit: limit must be a whole number'],
    [{ after: '' }, 'after: after names an id'],
    [{ after: 'x'.repeat(65) }, 'after: after names an id'],
  ])('refuses %o', (query, problem) => {
    expect(problems(replicaPageQuerySchema.safeParse(query))).toEqual([problem]);
  });
});

describe('replicaChangesQuerySchema', () => {
  it('needs a cursor and defaults the limit', () => {
    expect(replicaChangesQuerySchema.parse({ cursor: '0' })).toEqual({ cursor: 0, limit: 2000 });
    expect(replicaChangesQuerySchema.parse({ cursor: ' 1234 ', limit: '10' })).toEqual({ cursor: 1234, limit: 10 });
    expect(problems(replicaChangesQuerySchema.safeParse({}))).toHaveLength(1);
  });

  it.each(['', 'abc', '-5', '0x10', '1.5', '99999999999999999'])('refuses the cursor %j', (cursor) => {
    expect(replicaChangesQuerySchema.safeParse({ cursor }).success).toBe(false);
  });
});
