export const tillKeys = {
  all: ['till'] as const,
  lists: () => [...tillKeys.all, 'list'] as const,
};
