import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mailGiveUpMs, nextMailAttempt } from './mail-retry';

const queued = new Date('2026-03-14T10:00:00.000Z');
const minutesAfter = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);

describe('nextMailAttempt', () => {
  it.each([
    [1, 1],
    [2, 5],
    [3, 15],
    [4, 60],
    [9, 60],
  ])('after failure %i waits %i minutes', (attempts, minutes) => {
    const failed = minutesAfter(queued, 30);
    expect(nextMailAttempt(queued, attempts, failed)).toEqual(minutesAfter(failed, minutes));
  });

  it('gives up once the next attempt would be more than 24 hours after the message was queued', () => {
    expect(nextMailAttempt(queued, 20, minutesAfter(queued, 23 * 60))).toEqual(minutesAfter(queued, 24 * 60));
    expect(nextMailAttempt(queued, 20, minutesAfter(queued, 23 * 60 + 1))).toBeNull();
  });

  it('always waits at least a minute and never past the 24 hours', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 0, max: 2 * 24 * 60 }), (attempts, at) => {
        const failed = minutesAfter(queued, at);
        const next = nextMailAttempt(queued, attempts, failed);
        if (next === null) return;
        expect(next.getTime() - failed.getTime()).toBeGreaterThanOrEqual(60_000);
        expect(next.getTime() - queued.getTime()).toBeLessThanOrEqual(mailGiveUpMs);
      }),
    );
  });
});
