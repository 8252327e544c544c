export const inventoryKeys = {
  all: ['inventory'] as const,
  alerts: () => [...inventoryKeys.all, 'alerts'] as const,
  movementLists: () => [...inventoryKeys.all, 'movements'] as const,
  movements: (productId: string, page: number) => [...inventoryKeys.movementLists(), productId, page] as const,
};
