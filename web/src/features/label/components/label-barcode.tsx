import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type JsBarcode from 'jsbarcode';
import type { LabelBarcodeFormat } from '@tillwise/core/label/label-layouts';
import { cn } from '@/lib/cn';

export type DrawBarcode = typeof JsBarcode;

/**
 * JsBarcode, loaded the first time labels are shown (as the receipt does) so it stays off the till's first load;
 * null until it arrives. Holding it lets every label draw in the same commit, so printing can follow at once.
 */
export function useDrawBarcode(): DrawBarcode | null {
  const [drawBarcode, setDrawBarcode] = useState<DrawBarcode | null>(null);
  useEffect(() => {
    let cancelled = false;
    void import('jsbarcode').then(({ default: draw }) => {
      if (!cancelled) setDrawBarcode(() => draw);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return drawBarcode;
}

interface LabelBarcodeProps {
  value: string;
  format: LabelBarcodeFormat;
  drawBarcode: DrawBarcode;
  className?: string;
}

/**
 * A label's barcode as an SVG with its digits under it, scaled to fit its box without stretching, so it prints
 * sharp at any size. It is drawn before paint, so a print started in the same commit finds it there.
 */
export function LabelBarcode({ value, format, drawBarcode, className }: LabelBarcodeProps) {
  const svgRef = useRef<SVGSVGElement>(null);

  useLayoutEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    try {
      drawBarcode(svg, value, { format, width: 2, height: 60, fontSize: 18, textMargin: 2, margin: 0 });
    } catch {
      // A code JsBarcode refuses (say a character Code 128 has no bar for) leaves the label without bars rather
      // than failing the whole sheet.
      svg.replaceChildren();
    }
  }, [value, format, drawBarcode]);

  return <svg ref={svgRef} className={cn('block', className)} role="img" aria-label={`Barcode ${value}`} />;
}
