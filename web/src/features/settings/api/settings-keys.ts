export const settingsKeys = {
  all: ['settings'] as const,
  store: () => [...settingsKeys.all, 'store'] as const,
  payments: () => [...settingsKeys.all, 'payments'] as const,
  receipt: () => [...settingsKeys.all, 'receipt'] as const,
  preferences: () => [...settingsKeys.all, 'preferences'] as const,
  integrations: () => [...settingsKeys.all, 'integrations'] as const,
  discountCaps: () => [...settingsKeys.all, 'discount-caps'] as const,
  startForReal: () => [...settingsKeys.all, 'start-for-real'] as const,
};
