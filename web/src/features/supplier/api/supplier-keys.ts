export const supplierKeys = {
  all: ['supplier'] as const,
  list: () => [...supplierKeys.all, 'list'] as const,
};
