import { defineMessages, FormattedMessage } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { altKeys } from './till-shortcuts';
import type { TillAction } from './till-shortcuts';

const does: Record<TillAction, MessageDescriptor> = defineMessages({
  checkout: { id: 'pos.shortcuts.checkout', defaultMessage: 'Checkout; in the payment dialog, Complete Sale' },
  card: { id: 'pos.shortcuts.card', defaultMessage: 'Pay by card' },
  cash: { id: 'pos.shortcuts.cash', defaultMessage: 'Pay in cash, with Amount tendered ready to type' },
  more: { id: 'pos.shortcuts.more', defaultMessage: 'One more of the last line' },
  fewer: { id: 'pos.shortcuts.fewer', defaultMessage: 'One fewer of the last line' },
  discount: { id: 'pos.shortcuts.discount', defaultMessage: 'Discount the whole sale' },
  void: { id: 'pos.shortcuts.void', defaultMessage: 'Void (remove) the last line' },
  park: { id: 'pos.shortcuts.park', defaultMessage: 'Park the sale (Save for Later)' },
  customer: { id: 'pos.shortcuts.customer', defaultMessage: 'Add or change the customer' },
  help: { id: 'pos.shortcuts.help', defaultMessage: 'These shortcuts, outside a text field' },
});
const searchAndTender = defineMessages({
  move: { id: 'pos.shortcuts.move', defaultMessage: 'In the search box: move through the products found' },
  add: {
    id: 'pos.shortcuts.add',
    defaultMessage: 'In the search box: add the only product found, the highlighted one, or the code typed',
  },
  quantity: { id: 'pos.shortcuts.quantity', defaultMessage: 'Typed before a product or a scan: sell 3 of it' },
  complete: { id: 'pos.shortcuts.complete', defaultMessage: 'In Amount tendered: Complete Sale' },
  close: { id: 'pos.shortcuts.close', defaultMessage: 'Close a dialog; the focus goes back to the search box' },
});
const keyNames: Record<string, string> = { ArrowUp: '↑', ArrowDown: '↓' };

// Keys pressed together, or (with or) either of them.
const shortcuts: { keys: string[]; or?: true; does: MessageDescriptor }[] = [
  ...Object.entries(altKeys).map(([code, action]) => ({
    keys: ['Alt', keyNames[code] ?? code.replace('Key', '')],
    does: does[action],
  })),
  { keys: ['?'], does: does.help },
  { keys: ['↑', '↓'], or: true, does: searchAndTender.move },
  { keys: ['Enter'], does: searchAndTender.add },
  { keys: ['3*'], does: searchAndTender.quantity },
  { keys: ['Enter'], does: searchAndTender.complete },
  { keys: ['Esc'], does: searchAndTender.close },
];

/** The till's keyboard shortcuts, opened with ? or the Keyboard shortcuts button; loaded when first opened. */
export function TillShortcutsDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage id="pos.keyboardShortcuts" defaultMessage="Keyboard shortcuts" />
          </DialogTitle>
          <DialogDescription>
            <FormattedMessage id="pos.shortcuts.mac" defaultMessage="On a Mac, Alt is the Option key." />
          </DialogDescription>
        </DialogHeader>
        <dl className="divide-y text-sm">
          {shortcuts.map((shortcut) => (
            <div key={shortcut.does.id} className="flex items-baseline gap-4 py-2">
              <dt className="w-24 shrink-0">
                {shortcut.keys.map((key, index) => (
                  <span key={key}>
                    {index > 0 && <span className="px-0.5 text-muted-foreground">{shortcut.or ? '/' : '+'}</span>}
                    <kbd className="rounded border bg-muted px-1.5 py-0.5 font-mono text-xs">{key}</kbd>
                  </span>
                ))}
              </dt>
              <dd className="text-muted-foreground">
                <FormattedMessage {...shortcut.does} />
              </dd>
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  );
}
