import { describe, expect, it } from 'vitest';
import { moveHighlight, searchEnter } from './search-enter';

const trowel = { id: 'prod-trowel', sku: 'TLS-001', barcode: '5012345678955' };
const fork = { id: 'prod-fork', sku: 'TLS-002', barcode: null };
const dibber = { id: 'prod-dibber', sku: 'TLS-003', barcode: '5012345678962' };

describe('searchEnter', () => {
  it.each([
    ['the only match for a name', 'Trowel', [trowel], { kind: 'add', product: trowel }],
    ['the only match, typed with spaces around it', '  trowel ', [trowel], { kind: 'add', product: trowel }],
    ['an exact barcode', '5012345678955', [trowel], { kind: 'code', text: '5012345678955' }],
    ['an exact SKU, in any case', 'tls-001', [trowel], { kind: 'code', text: 'tls-001' }],
    ['an exact SKU among other matches', 'TLS-002', [trowel, fork, dibber], { kind: 'code', text: 'TLS-002' }],
    ['a quantity first', '3*Trowel', [], { kind: 'code', text: '3*Trowel' }],
    ['no match: the code says what it could not find', 'Shovel', [], { kind: 'code', text: 'Shovel' }],
    ['several matches', 'TLS', [trowel, fork, dibber], { kind: 'choose', count: 3 }],
    ['nothing typed', '   ', [trowel, fork], { kind: 'none' }],
  ])('%s', (_, text, matches, expected) => {
    expect(searchEnter(text, matches, null)).toEqual(expected);
  });

  it('sells the highlighted product, whatever the text matches', () => {
    expect(searchEnter('TLS', [trowel, fork, dibber], fork)).toEqual({ kind: 'add', product: fork });
    expect(searchEnter('', [trowel, fork], trowel)).toEqual({ kind: 'add', product: trowel });
  });
});

describe('moveHighlight', () => {
  const ids = ['a', 'b', 'c'];
  it.each([
    [null, 1, 'a'],
    [null, -1, 'c'],
    ['a', 1, 'b'],
    ['c', 1, 'a'],
    ['a', -1, 'c'],
    ['gone', 1, 'a'],
  ] as const)('from %s by %i is %s', (current, step, expected) => {
    expect(moveHighlight(ids, current, step)).toBe(expected);
  });

  it('highlights nothing without results', () => {
    expect(moveHighlight([], 'a', 1)).toBeNull();
  });
});
