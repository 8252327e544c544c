import { paperSize } from '@/lib/session-locale';

/**
 * A printed document's page (statements, purchase orders, quotes): the paper of the person's country, Letter or A4,
 * with margins, and the page left free to run on past the screen.
 */
export function DocumentPageStyle() {
  return (
    <style>{`@media print { @page { size: ${paperSize()}; margin: 15mm; } body, body[data-scroll-locked] { overflow: visible !important; } }`}</style>
  );
}
