export const storeKeys = {
  all: ['store'] as const,
  lists: () => [...storeKeys.all, 'list'] as const,
};
