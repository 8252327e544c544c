import { describe, expect, it } from 'vitest';
import { retryAfterMs } from './attempt-limiter';

describe('retryAfterMs', () => {
  it('blocks a key after the maximum failures until the oldest leaves the window', () => {
    expect(retryAfterMs([0, 10_000], 3, 60_000, 10_000)).toBe(0);
    expect(retryAfterMs([0, 10_000, 20_000], 3, 60_000, 20_000)).toBe(40_000);
    expect(retryAfterMs([], 3, 60_000, 20_000)).toBe(0);
    expect(retryAfterMs([0, 10_000, 20_000], 3, 60_000, 60_001)).toBe(0);
    // In any order, and only the window counts.
    expect(retryAfterMs([20_000, -90_000, 0, 10_000], 3, 60_000, 20_000)).toBe(40_000);
  });
});
