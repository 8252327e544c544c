import type * as React from 'react';
import { createPortal } from 'react-dom';

/**
 * A print-only area on the receipt printer's paper: the print stylesheet hides everything else, and the page is
 * the width set under Settings → Hardware. On screen it stays hidden.
 */
export function PrintArea({
  paperWidth,
  testId,
  children,
}: {
  paperWidth: 58 | 80;
  testId: string;
  children: React.ReactNode;
}) {
  return createPortal(
    <div className="print-receipt" data-testid={testId} data-paper-width={paperWidth}>
      <style>{`@media print { @page { size: ${paperWidth}mm auto; margin: 2mm; } }`}</style>
      {children}
    </div>,
    document.body,
  );
}
