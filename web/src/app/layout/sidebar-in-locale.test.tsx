import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderInLocale } from '@/lib/i18n/render-in-locale';
import { Sidebar } from './sidebar';

const noop = () => undefined;

describe('the sidebar in each language', () => {
  it.each([
    ['en-US', ['Dashboard', 'Point of Sale', 'Products', 'Customers', 'Orders', 'Reports', 'Settings', 'Switch User']],
    ['fr-FR', ['Tableau de bord', 'Caisse', 'Produits', 'Clients', 'Commandes', 'Rapports', 'Paramètres']],
    ['de-DE', ['Dashboard', 'Kasse', 'Produkte', 'Kunden', 'Bestellungen', 'Berichte', 'Einstellungen']],
  ] as const)('%s names the seven destinations', async (locale, words) => {
    const html = await renderInLocale(
      locale,
      <MemoryRouter>
        <Sidebar role="admin" open onClose={noop} onSwitchUser={noop} />
      </MemoryRouter>,
    );
    for (const word of words) expect(html).toContain(word);
    expect(html).toContain('Tillwise');
  });
});
