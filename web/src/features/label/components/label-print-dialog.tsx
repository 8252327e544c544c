import { useState } from 'react';
import { Printer } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Product } from '@tillwise/core/catalog/catalog-schemas';
import {
  isLabelLayoutId,
  labelLayouts,
  labelPages,
  labelText,
  maxLabelCopies,
  maxSkippedLabels,
} from '@tillwise/core/label/label-layouts';
import type { LabelLayoutId, LabelPage, LabelText } from '@tillwise/core/label/label-layouts';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { usePrintJob } from '@/hooks/use-print-job';
import { useDrawBarcode } from './label-barcode';
import { LabelCopiesList, readCount } from './label-copies-list';
import { LabelLayoutSelect } from './label-layout-select';
import { LabelPreview, LabelPrintArea } from './label-sheet';
import { paperSize } from '@/lib/session-locale';
import { moneyFormat } from '@/lib/money';

const layoutKey = 'tillwise.labels.layout';
/** The sheet of the person's paper: Avery 5160 on Letter, 3 × 8 on A4. */
const defaultLayoutId = (): LabelLayoutId => (paperSize() === 'letter' ? 'letter-3x10' : 'a4-3x8');

interface LabelPrintDialogProps {
  /** The products chosen on the Products screen, one row each. */
  products: Product[];
  /** A comparison price such as '$4.99 / kg' when the screen knows one; "Show unit price" appears only then. */
  unitPriceText?: (product: Product) => string | null;
  /** Copies to start with per product (after a stock receipt: one per unit received); 1 otherwise. */
  initialCopies?: Record<string, number>;
  onClose: () => void;
}

/**
 * Shelf and product labels for the chosen products: copies of each, a label size or sheet (remembered), the used
 * labels to skip on a part-used sheet, a preview of the first page to scale, and Print through the browser.
 */
export function LabelPrintDialog({ products, unitPriceText, initialCopies = {}, onClose }: LabelPrintDialogProps) {
  const intl = useIntl();
  const [copies, setCopies] = useState<Record<string, number>>(() =>
    Object.fromEntries(Object.entries(initialCopies).map(([id, count]) => [id, Math.min(count, maxLabelCopies)])),
  );
  const [layoutId, setLayoutId] = useState<LabelLayoutId>(() => {
    const saved = localStorage.getItem(layoutKey);
    return isLabelLayoutId(saved) ? saved : defaultLayoutId();
  });
  const [skip, setSkip] = useState(0);
  const [showUnitPrice, setShowUnitPrice] = useState(true);
  const drawBarcode = useDrawBarcode();
  const job = usePrintJob<LabelPage[]>();

  const layout = labelLayouts[layoutId];
  const maxSkip = maxSkippedLabels(layout);
  const hasUnitPrices = unitPriceText !== undefined && products.some((product) => unitPriceText(product));
  const copiesOf = (product: Product) => copies[product.id] ?? 1;
  const texts = new Map<string, LabelText>(
    products.map((product) => [
      product.id,
      labelText(
        { ...product, unitPriceText: unitPriceText?.(product) },
        { nameMaxChars: layout.nameMaxChars, showUnitPrice },
        moneyFormat(),
      ),
    ]),
  );
  const pages = labelPages(
    products.map((product) => ({ productId: product.id, copies: copiesOf(product) })),
    layout,
    Math.min(skip, maxSkip),
  );
  const labelCount = products.reduce((sum, product) => sum + copiesOf(product), 0);

  const chooseLayout = (next: string) => {
    if (!isLabelLayoutId(next)) return;
    setLayoutId(next);
    localStorage.setItem(layoutKey, next);
  };

  return (
    <>
      <Dialog open onOpenChange={(open) => !open && onClose()}>
        <DialogContent className="sm:max-w-3xl">
          <DialogHeader>
            <DialogTitle>
              <FormattedMessage id="label.title" defaultMessage="Print labels" />
            </DialogTitle>
            <DialogDescription>
              <FormattedMessage
                id="label.count"
                defaultMessage="{labels, plural, one {# label} other {# labels}}{onSheets, select, true { on {sheets, plural, one {# sheet} other {# sheets}}} other {}}"
                values={{ labels: labelCount, onSheets: String(layout.kind === 'sheet'), sheets: pages.length }}
              />
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-4 md:grid-cols-2">
            <div className="min-w-0 space-y-4">
              <LabelLayoutSelect layoutId={layoutId} onChoose={chooseLayout} />
              {layout.kind === 'sheet' && (
                <FormField
                  id="label-skip"
                  label={intl.formatMessage({ id: 'label.skip', defaultMessage: 'Skip first labels' })}
                  hint={intl.formatMessage({
                    id: 'label.skipHint',
                    defaultMessage: 'Labels already used on a part-used sheet.',
                  })}
                >
                  <Input
                    id="label-skip"
                    type="number"
                    min={0}
                    max={maxSkip}
                    value={Math.min(skip, maxSkip)}
                    onChange={(event) => setSkip(readCount(event.target.value, maxSkip))}
                  />
                </FormField>
              )}
              {hasUnitPrices && (
                <div className="flex items-center gap-2">
                  <Checkbox
                    id="label-unit-price"
                    checked={showUnitPrice}
                    onCheckedChange={(on) => setShowUnitPrice(on === true)}
                  />
                  <Label htmlFor="label-unit-price">
                    <FormattedMessage id="label.unitPrice" defaultMessage="Show unit price" />
                  </Label>
                </div>
              )}
              <LabelCopiesList
                products={products}
                texts={texts}
                copiesOf={copiesOf}
                onCopies={(productId, count) => setCopies({ ...copies, [productId]: count })}
              />
            </div>
            <section
              aria-label={intl.formatMessage({ id: 'label.preview', defaultMessage: 'Preview' })}
              className="min-w-0 space-y-2"
            >
              <p className="text-sm font-medium">
                <FormattedMessage
                  id="label.previewOf"
                  defaultMessage="Preview{many, select, true { · {roll, select, true {label} other {sheet}} 1 of {pages}} other {}}"
                  values={{ many: String(pages.length > 1), roll: String(layout.kind === 'roll'), pages: pages.length }}
                />
              </p>
              <LabelPreview page={pages[0]} layout={layout} texts={texts} drawBarcode={drawBarcode} />
            </section>
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              <FormattedMessage id="label.close" defaultMessage="Close" />
            </Button>
            <Button disabled={pages.length === 0 || !drawBarcode} onClick={() => job.print(pages)}>
              <Printer /> <FormattedMessage id="label.print" defaultMessage="Print" />
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      {job.item && drawBarcode && (
        <LabelPrintArea
          pages={job.item}
          layout={layout}
          texts={texts}
          drawBarcode={drawBarcode}
          onReady={job.onReady}
        />
      )}
    </>
  );
}
