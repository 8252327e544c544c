export const mailKeys = {
  all: ['mail'] as const,
  settings: () => [...mailKeys.all, 'settings'] as const,
  lists: () => [...mailKeys.all, 'messages'] as const,
};
