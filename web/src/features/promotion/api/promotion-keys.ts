export const promotionKeys = {
  all: ['promotions'] as const,
  till: () => [...promotionKeys.all, 'till'] as const,
  list: () => [...promotionKeys.all, 'list'] as const,
  groups: () => [...promotionKeys.all, 'groups'] as const,
};
