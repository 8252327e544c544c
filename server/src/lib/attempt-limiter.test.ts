import { describe, expect, it } from 'vitest';
import { AttemptLimiter } from './attempt-limiter';

describe('AttemptLimiter', () => {
  it('blocks a key after the maximum failures until the oldest leaves the window', () => {
    const limiter = new AttemptLimiter(3, 60_000);
    limiter.recordFailure('10.0.0.1', 0);
    limiter.recordFailure('10.0.0.1', 10_000);
    expect(limiter.retryAfterMs('10.0.0.1', 10_000)).toBe(0);
    limiter.recordFailure('10.0.0.1', 20_000);
    expect(limiter.retryAfterMs('10.0.0.1', 20_000)).toBe(40_000);
    expect(limiter.retryAfterMs('10.0.0.2', 20_000)).toBe(0);
    expect(limiter.retryAfterMs('10.0.0.1', 60_001)).toBe(0);
  });
});
