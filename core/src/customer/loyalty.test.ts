import { describe, expect, it } from 'vitest';
import { loyaltyMessage, loyaltyPointsEarned } from './loyalty';

describe('loyalty', () => {
  it.each([
    [0, 0],
    [99, 0],
    [100, 1],
    [2599, 25],
    [-500, 0],
  ])('%i cents paid earns %i points', (cents, points) => {
    expect(loyaltyPointsEarned(cents)).toBe(points);
  });

  it.each([
    [150, 'Eligible for rewards'],
    [100, 'Eligible for rewards'],
    [99, '1 more points until next reward'],
    [0, '100 more points until next reward'],
  ])('%i points reads %s', (points, message) => {
    expect(loyaltyMessage(points)).toBe(message);
  });
});
