import { describe, expect, it, vi } from 'vitest';
import { cartTotals } from '@tillwise/core/sale/cart-totals';
import type { AppLocale } from '@tillwise/core/settings/locale';
import { renderInLocale } from '@/lib/i18n/render-in-locale';
import type { CartState } from '../hooks/cart-store';

vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined });
const { CartPanel } = await import('./cart-panel');

const trowel = { productId: 'p-trowel', name: 'Hand Trowel', sku: 'TLS-001', unitPriceCents: 1799, taxRate: 20 };
const lily = { productId: 'p-lily', name: 'Peace Lily', sku: 'PLT-003', unitPriceCents: 1999, taxRate: 20 };

const state = (lines: CartState['lines']): CartState => ({
  saleId: 'sale-1',
  lines,
  customer: null,
  discount: null,
  giftCards: [],
  resumedFrom: null,
});

const panel = (locale: AppLocale, lines: CartState['lines']) =>
  renderInLocale(
    locale,
    <CartPanel
      state={state(lines)}
      totals={cartTotals(lines, null, { taxName: 'VAT', pricesIncludeTax: true })}
      canDiscount
      customerSlot={null}
      onCheckout={() => undefined}
      onClear={() => undefined}
      onRemoveLine={() => undefined}
      blockedReason={null}
      onSaveForLater={() => undefined}
      savingForLater={false}
      onDiscount={() => undefined}
      pricesIncludeTax
    />,
  );

const twoLines = [
  { ...trowel, quantity: 2 },
  { ...lily, quantity: 1 },
];

describe('the cart in each language', () => {
  it.each([
    [
      'en-US',
      ['Current Sale', 'Clear Cart', 'Checkout', 'Save for Later', 'Subtotal', '$17.99 each', 'Tax', '(included)'],
    ],
    [
      'fr-FR',
      ['Vente en cours', 'Vider le panier', 'Encaisser', 'Mettre en attente', 'Sous-total', '$17.99 l’unité', 'Taxe'],
    ],
    [
      'de-DE',
      ['Aktueller Verkauf', 'Warenkorb leeren', 'Bezahlen', 'Parken', 'Zwischensumme', '$17.99 pro Stück', 'Steuer'],
    ],
  ] as const)('%s names its parts', async (locale, words) => {
    const html = await panel(locale, twoLines);
    for (const word of words) expect(html).toContain(word);
  });

  it.each([
    ['en-US', 'No items in cart'],
    ['fr-FR', 'Aucun article dans le panier'],
    ['de-DE', 'Keine Artikel im Warenkorb'],
    ['en-GB', 'No items in basket'],
  ] as const)('%s says when the cart is empty', async (locale, empty) => {
    expect(await panel(locale, [])).toContain(empty);
  });

  it('labels each line’s buttons with the product, in the language', async () => {
    expect(await panel('fr-FR', twoLines)).toContain('aria-label="Supprimer Peace Lily"');
    expect(await panel('de-DE', twoLines)).toContain('aria-label="Peace Lily löschen"');
  });

  it('falls back: Canadian French reads France’s, Australian English the US’s', async () => {
    expect(await panel('fr-CA', twoLines)).toContain('Encaisser');
    const australian = await panel('en-AU', twoLines);
    expect(australian).toContain('Checkout');
    expect(australian).toContain('Current Sale');
  });

  it.each([
    ['es-ES', 'Cobrar', 'Venta actual'],
    ['nl-NL', 'Afrekenen', 'Huidige verkoop'],
  ] as const)('reads %s in its own words', async (locale, checkout, title) => {
    const html = await panel(locale, twoLines);
    expect(html).toContain(checkout);
    expect(html).toContain(title);
  });
});

describe('a line where prices include tax', () => {
  it('comes to its price with its tax, as its shelf price does, and the lines add up to the subtotal', async () => {
    const html = await panel('en-US', twoLines);
    // 2 × $17.99 and 1 × $19.99, VAT inside them: never the price less its VAT.
    expect(html).toContain('>$35.98<');
    expect(html).toContain('>$19.99<');
    expect(html).toContain('$55.97');
  });
});
