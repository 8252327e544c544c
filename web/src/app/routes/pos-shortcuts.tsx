import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { altKeys } from './till-shortcuts';
import type { TillAction } from './till-shortcuts';

const does: Record<TillAction, string> = {
  checkout: 'Checkout; in the payment dialog, Complete Sale',
  card: 'Pay by card',
  cash: 'Pay in cash, with Amount tendered ready to type',
  more: 'One more of the last line',
  fewer: 'One fewer of the last line',
  discount: 'Discount the whole sale',
  void: 'Void (remove) the last line',
  park: 'Park the sale (Save for Later)',
  customer: 'Add or change the customer',
  help: 'These shortcuts, outside a text field',
};
const keyNames: Record<string, string> = { ArrowUp: '↑', ArrowDown: '↓' };

// Keys pressed together, or (with or) either of them.
const shortcuts: { keys: string[]; or?: true; does: string }[] = [
  ...Object.entries(altKeys).map(([code, action]) => ({
    keys: ['Alt', keyNames[code] ?? code.replace('Key', '')],
    does: does[action],
  })),
  { keys: ['?'], does: does.help },
  { keys: ['↑', '↓'], or: true, does: 'In the search box: move through the products found' },
  { keys: ['Enter'], does: 'In the search box: add the only product found, the highlighted one, or the code typed' },
  { keys: ['3*'], does: 'Typed before a product or a scan: sell 3 of it' },
  { keys: ['Enter'], does: 'In Amount tendered: Complete Sale' },
  { keys: ['Esc'], does: 'Close a dialog; the focus goes back to the search box' },
];

/** The till's keyboard shortcuts, opened with ? or the Keyboard shortcuts button; loaded when first opened. */
export function TillShortcutsDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Keyboard shortcuts</DialogTitle>
          <DialogDescription>On a Mac, Alt is the Option key.</DialogDescription>
        </DialogHeader>
        <dl className="divide-y text-sm">
          {shortcuts.map((shortcut) => (
            <div key={shortcut.does} className="flex items-baseline gap-4 py-2">
              <dt className="w-24 shrink-0">
                {shortcut.keys.map((key, index) => (
                  <span key={key}>
                    {index > 0 && <span className="px-0.5 text-muted-foreground">{shortcut.or ? '/' : '+'}</span>}
                    <kbd className="rounded border bg-muted px-1.5 py-0.5 font-mono text-xs">{key}</kbd>
                  </span>
                ))}
              </dt>
              <dd className="text-muted-foreground">{shortcut.does}</dd>
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  );
}
