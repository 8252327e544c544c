import { describe, expect, it } from 'vitest';
import { describeCloseApproval, isSecondPerson, mayApproveClose } from './close-approval';

const hands = { countedById: 'priya', recountedById: 'marcus', closedById: 'tom' };

describe('approving an over/short close', () => {
  it.each([
    ['a manager who counted it', { id: 'priya', role: 'manager' as const }, false],
    ['a manager who recounted it', { id: 'marcus', role: 'manager' as const }, false],
    ['a manager who closed it', { id: 'tom', role: 'manager' as const }, false],
    ['another manager', { id: 'dana', role: 'manager' as const }, true],
    ['an admin who closed it', { id: 'tom', role: 'admin' as const }, true],
    ['another admin', { id: 'olivia', role: 'admin' as const }, true],
  ])('%s: %s', (_who, approver, allowed) => {
    expect(mayApproveClose(hands, approver)).toBe(allowed);
  });

  it('counts nobody twice when one person counted and closed and nobody recounted', () => {
    const alone = { countedById: 'priya', recountedById: null, closedById: 'priya' };
    expect(isSecondPerson(alone, 'priya')).toBe(false);
    expect(isSecondPerson(alone, 'marcus')).toBe(true);
  });

  it('says whether a second person signed it off', () => {
    expect(describeCloseApproval('Dana Reyes', true)).toBe('Approved by Dana Reyes (second person)');
    expect(describeCloseApproval('Olivia Bennett', false)).toBe(
      'Approved by Olivia Bennett (an admin, on a close they made)',
    );
  });
});
