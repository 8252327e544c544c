import { useEffect } from 'react';
import type * as React from 'react';
import { FormattedMessage } from 'react-intl';
import { createPortal } from 'react-dom';
import type { LabelLayout, LabelPage, LabelText } from '@tillwise/core/label/label-layouts';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { LabelBarcode } from './label-barcode';
import type { DrawBarcode } from './label-barcode';

/**
 * A length in the sheet's millimetres: real ones on paper, while a preview sets `--label-mm` to shrink the page
 * to its box. Every size on a sheet goes through it, so the preview is the printed page to scale.
 */
const mm = (value: number) => `calc(var(--label-mm, 1mm) * ${value})`;

interface LabelSheetProps {
  page: LabelPage;
  layout: LabelLayout;
  /** What each product's label shows, by product id. */
  texts: ReadonlyMap<string, LabelText>;
  drawBarcode: DrawBarcode;
  /** Outline every place on the page, used or not, as a preview does; paper has its own die-cuts. */
  outlined?: boolean;
}

/** One page of labels, each placed where the layout puts it, in millimetres. */
export function LabelSheet({ page, layout, texts, drawBarcode, outlined = false }: LabelSheetProps) {
  // Type scales with the label, capped so a big label does not get shouting text.
  const nameSize = Math.min(3.2, layout.labelHeightMm * 0.11);
  const priceSize = Math.min(6, layout.labelHeightMm * 0.2);
  return (
    <div
      className="relative overflow-hidden bg-white text-black"
      style={{ width: mm(layout.pageWidthMm), height: mm(layout.pageHeightMm) }}
    >
      {page.cells.map((cell) => {
        const text = cell.productId ? texts.get(cell.productId) : undefined;
        if (!text && !outlined) return null;
        return (
          <div
            key={cell.slot}
            data-testid={text ? 'label' : undefined}
            className={cn(
              'absolute flex flex-col items-center overflow-hidden text-center leading-tight',
              outlined && 'outline-1 -outline-offset-1 outline-black/25 outline-dashed',
            )}
            style={{
              left: mm(cell.leftMm),
              top: mm(cell.topMm),
              width: mm(layout.labelWidthMm),
              height: mm(layout.labelHeightMm),
              padding: mm(1.5),
              gap: mm(0.5),
            }}
          >
            {text && (
              <>
                <p className="line-clamp-2 w-full font-semibold break-words" style={{ fontSize: mm(nameSize) }}>
                  {text.name}
                </p>
                <p className="font-bold tabular-nums" style={{ fontSize: mm(priceSize) }}>
                  {text.price}
                  {text.unitPrice && (
                    <span className="font-normal" style={{ fontSize: mm(nameSize * 0.85), marginLeft: mm(1.5) }}>
                      {text.unitPrice}
                    </span>
                  )}
                </p>
                <LabelBarcode
                  value={text.barcodeValue}
                  format={text.barcodeFormat}
                  drawBarcode={drawBarcode}
                  className="min-h-0 w-full flex-1"
                />
              </>
            )}
          </div>
        );
      })}
    </div>
  );
}

interface LabelPreviewProps extends Omit<LabelSheetProps, 'page' | 'drawBarcode' | 'outlined'> {
  /** The first page, or nothing when no labels are asked for. */
  page: LabelPage | undefined;
  /** Null while JsBarcode loads. */
  drawBarcode: DrawBarcode | null;
}

/**
 * A page to scale in the width it is given, its places outlined: the box is a size container whose width sets
 * `--label-mm`. A single label would show larger than life at full width, so it gets a narrower box.
 */
export function LabelPreview({ page, layout, texts, drawBarcode }: LabelPreviewProps) {
  const scale = { '--label-mm': `calc(100cqw / ${layout.pageWidthMm})` } as React.CSSProperties;
  return (
    <div
      className={cn(
        '@container mx-auto w-full overflow-hidden rounded-sm shadow-sm ring-1 ring-border',
        layout.kind === 'roll' && 'max-w-64',
      )}
      style={{ ...scale, aspectRatio: `${layout.pageWidthMm} / ${layout.pageHeightMm}` }}
    >
      {!page ? (
        <p className="p-6 text-center text-sm text-muted-foreground">
          <FormattedMessage id="label.none" defaultMessage="No labels to print" />
        </p>
      ) : drawBarcode ? (
        <LabelSheet page={page} layout={layout} texts={texts} drawBarcode={drawBarcode} outlined />
      ) : (
        <Skeleton className="size-full rounded-none" />
      )}
    </div>
  );
}

interface LabelPrintAreaProps extends Omit<LabelSheetProps, 'page' | 'outlined'> {
  pages: LabelPage[];
  /** Called once the pages and their barcodes are drawn: it opens the browser's print dialog. */
  onReady: () => void;
}

/**
 * Every page, for the browser to print and nothing else: it reuses the app's print area (the stylesheet shows only
 * `.print-receipt` on paper) with the page set to the sheet or label size, and no printer margin, since the
 * layout's margins are measured from the paper's edge.
 */
export function LabelPrintArea({ pages, layout, texts, drawBarcode, onReady }: LabelPrintAreaProps) {
  useEffect(() => {
    // The labels' barcodes are drawn in this commit; the next frame prints (and a cancelled one never does).
    const frame = requestAnimationFrame(onReady);
    return () => cancelAnimationFrame(frame);
  }, [onReady]);

  return createPortal(
    <div className="print-receipt" data-testid="print-labels">
      {/* An open dialog locks the page's scrolling, which on paper would drop every page after the first. */}
      <style>
        {`@media print {
  @page { size: ${layout.pageWidthMm}mm ${layout.pageHeightMm}mm; margin: 0; }
  body, body[data-scroll-locked] { overflow: visible !important; }
}`}
      </style>
      {pages.map((page, index) => (
        // A page a hair shorter than the paper, so rounding never spills it onto a blank extra sheet.
        <div
          key={index}
          className="overflow-hidden break-after-page last:break-after-auto"
          style={{ height: `calc(${layout.pageHeightMm}mm - 1px)` }}
        >
          <LabelSheet page={page} layout={layout} texts={texts} drawBarcode={drawBarcode} />
        </div>
      ))}
    </div>,
    document.body,
  );
}
