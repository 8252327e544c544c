import { normaliseGiftCardCode } from '@tillwise/core/gift-card/gift-card-rules';
import type { GiftCard } from '@tillwise/core/gift-card/gift-card-schemas';
import { api, ApiRequestError } from '@/lib/api-client';

/** What the till needs of a gift card to take payment from it. */
export interface GiftCardBalance {
  code: string;
  balanceCents: number;
}

/**
 * A gift card's balance by its code, or null when no card has that code (or it cannot be one); rejects when the
 * server cannot be reached, since only the server's ledger knows a balance.
 */
export async function checkGiftCard(code: string): Promise<GiftCardBalance | null> {
  try {
    const card = await api.get<GiftCard>(`/gift-cards/${encodeURIComponent(normaliseGiftCardCode(code))}`);
    return { code: card.code, balanceCents: card.balanceCents };
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}
