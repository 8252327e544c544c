import { queryOptions, useQuery } from '@tanstack/react-query';
import { normaliseGiftCardCode } from '@tillwise/core/gift-card/gift-card-rules';
import type { GiftCard } from '@tillwise/core/gift-card/gift-card-schemas';
import { api } from '@/lib/api-client';
import { giftCardKeys } from './gift-card-keys';

export const getGiftCard = (code: string, signal?: AbortSignal) =>
  api.get<GiftCard>(`/gift-cards/${encodeURIComponent(normaliseGiftCardCode(code))}`, { signal });

// A balance moves with every sale at any till of the chain: always ask again rather than trust a cached one.
export const getGiftCardQueryOptions = (code: string) =>
  queryOptions({
    queryKey: giftCardKeys.detail(normaliseGiftCardCode(code)),
    queryFn: ({ signal }) => getGiftCard(code, signal),
    staleTime: 0,
  });

/** A gift card by its code; null asks for nothing (no code typed yet, or one that cannot be a code). */
export const useGiftCard = (code: string | null) =>
  useQuery({ ...getGiftCardQueryOptions(code ?? ''), enabled: code !== null });
