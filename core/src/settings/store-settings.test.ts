import { describe, expect, it } from 'vitest';
import { businessTypes } from '../store/store-schemas';
import { businessTypeLabels, storeSettingsInputSchema } from './store-settings';

describe('business types', () => {
  it("offers the spec's ten in its order, then Other", () => {
    expect(businessTypes).toEqual([
      'garden_centre',
      'farm_shop',
      'pharmacy',
      'health_food',
      'cafe',
      'restaurant',
      'hardware',
      'mobility',
      'deli',
      'charity',
      'other',
    ]);
    expect(businessTypeLabels.other).toBe('Other');
  });

  it("takes 'other' in Settings › General", () => {
    const parsed = storeSettingsInputSchema.safeParse({
      name: 'Corner Deli',
      type: 'other',
      address: '',
      city: '',
      state: '',
      zip: '',
      taxRate: 8.25,
      taxName: 'Tax',
      timeZone: 'America/New_York',
    });
    expect(parsed.success && parsed.data.type).toBe('other');
  });
});
