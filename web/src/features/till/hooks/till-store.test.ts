import { describe, expect, it } from 'vitest';
import { parseThisTill } from './till-store';

describe('parseThisTill', () => {
  it('keeps the till and its store', () => {
    const saved = JSON.stringify({ id: 't1', name: 'Till 1', storeId: 's2', storeName: 'Riverside' });
    expect(parseThisTill(saved)).toEqual({ id: 't1', name: 'Till 1', storeId: 's2', storeName: 'Riverside' });
  });

  it('still loads a till saved before stores, its store unknown', () => {
    expect(parseThisTill(JSON.stringify({ id: 't1', name: 'Till 1' }))).toEqual({ id: 't1', name: 'Till 1' });
  });

  it.each([null, '', 'not json', 'null', '{"id":1,"name":"Till 1"}', '{"name":"Till 1"}'])('ignores %j', (saved) => {
    expect(parseThisTill(saved)).toBeNull();
  });
});
