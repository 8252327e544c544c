import type * as React from 'react';
import type { ReceiptSettings } from '@tillwise/core/settings/receipt-settings';
import { FormattedMessage } from 'react-intl';
import { receiptMessages } from '@tillwise/core/sale/receipt-messages';
import { cn } from '@/lib/cn';

/** The paper a receipt or refund slip is drawn on: the receipt printer's width, black monospace on white. */
export function SlipPaper({ paperWidth = 80, children }: { paperWidth?: 58 | 80; children: React.ReactNode }) {
  return (
    <div
      className={cn(
        'mx-auto w-full space-y-2 bg-white p-3 font-mono text-[11px] leading-snug text-black',
        paperWidth === 58 ? 'max-w-[58mm]' : 'max-w-[80mm]',
      )}
    >
      {children}
    </div>
  );
}

/**
 * The store at the head of a slip, as Settings › Receipts sets it: its name, and its address, phone and e-mail
 * each when its toggle is on; what a slip prints under them (a header message, REFUND) comes as children.
 */
export function SlipStoreHeading({ settings, children }: { settings: ReceiptSettings; children?: React.ReactNode }) {
  return (
    <div className="space-y-0.5 text-center">
      {settings.logo && <img src={settings.logo} alt="" className="mx-auto max-h-16 max-w-full object-contain" />}
      <p className="text-sm font-bold">{settings.businessName}</p>
      {settings.showAddress && settings.address && <p>{settings.address}</p>}
      {settings.showPhone && settings.phone && <p>{settings.phone}</p>}
      {settings.showEmail && settings.email && <p>{settings.email}</p>}
      {settings.vatNumber && (
        <p>
          <FormattedMessage {...receiptMessages.vatNumber} values={{ number: settings.vatNumber }} />
        </p>
      )}
      {children}
    </div>
  );
}
