export const inventoryKeys = {
  all: ['inventory'] as const,
  alerts: (storeId?: string) =>
    storeId === undefined
      ? ([...inventoryKeys.all, 'alerts'] as const)
      : ([...inventoryKeys.all, 'alerts', storeId] as const),
  movementLists: () => [...inventoryKeys.all, 'movements'] as const,
  movements: (productId: string, page: number) => [...inventoryKeys.movementLists(), productId, page] as const,
};
