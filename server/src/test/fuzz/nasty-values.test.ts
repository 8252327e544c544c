import { describe, expect, it } from 'vitest';
import { RawJson, deepArray, toJsonText, withOwnKey } from './nasty-values';

describe('toJsonText', () => {
  it('writes numbers JavaScript cannot hold exactly as given', () => {
    expect(toJsonText({ cents: new RawJson('9007199254740993'), huge: new RawJson('1e400') })).toBe(
      '{"cents":9007199254740993,"huge":1e400}',
    );
  });

  it('keeps an own __proto__ key as a key, where a literal would set the prototype', () => {
    expect(toJsonText(withOwnKey({ a: 1 }, '__proto__', { isAdmin: true }))).toBe(
      '{"a":1,"__proto__":{"isAdmin":true}}',
    );
  });

  it('writes like JSON.stringify otherwise: undefined fields left out, lone surrogates escaped', () => {
    const value = { a: undefined, b: [undefined, 'x\uD800'], c: null, d: 1.5 };
    expect(toJsonText(value)).toBe(JSON.stringify(value));
  });

  it('nests deeper than a recursive parser would go, and stays valid JSON', () => {
    const text = deepArray(10_000).text;
    expect(text).toHaveLength(20_000);
    expect(() => JSON.parse(text)).not.toThrow();
  });
});
