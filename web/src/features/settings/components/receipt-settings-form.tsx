import type * as React from 'react';
import { useState } from 'react';
import { Printer } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { printedIdentity, receiptSettingsInputSchema } from '@tillwise/core/settings/receipt-settings';
import type { ReceiptIdentity, ReceiptSettings } from '@tillwise/core/settings/receipt-settings';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useSaveSettings } from '../api/save-settings';
import { ReceiptIdentityFields } from './receipt-identity-fields';
import { SettingsCard } from './settings-card';

const identityFields = ['businessName', 'address', 'phone', 'email'] as const;
const noStore: ReceiptIdentity = { businessName: '', address: '', phone: '', email: '' };

/** Receipts: Receipt Customization beside a live preview; saving persists, logs and confirms with an alert. */
export function ReceiptSettingsForm({
  settings,
  renderPreview,
  onPrint,
}: {
  settings: ReceiptSettings;
  renderPreview: (settings: ReceiptSettings) => React.ReactNode;
  /** Prints the preview as it stands, saved or not, on the receipt printer. */
  onPrint: (settings: ReceiptSettings) => void;
}) {
  const intl = useIntl();
  // Name, address, phone and e-mail are the store's own (Settings › General) unless typed here: a field that prints
  // the store's shows empty, with the store's as its placeholder.
  const store = settings.store ?? noStore;
  const [draft, setDraft] = useState<ReceiptSettings>(() => ({
    ...settings,
    ...Object.fromEntries(
      identityFields.map((field) => [field, settings[field] === store[field] ? '' : settings[field]]),
    ),
  }));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveSettings<ReceiptSettings>({
    onSuccess: () => {
      console.log('Receipt settings saved', draft);
      window.alert(
        intl.formatMessage({
          id: 'settings.receipt.saved',
          defaultMessage: 'Receipt settings saved successfully!',
        }),
      );
    },
    onError: (error) => setProblem(error.details?.[0]?.message ?? error.message),
  });
  const set = <K extends keyof ReceiptSettings>(key: K, value: ReceiptSettings[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const submit = () => {
    const checked = receiptSettingsInputSchema.safeParse(draft);
    if (!checked.success)
      return setProblem(
        checked.error.issues[0]?.message ??
          intl.formatMessage({ id: 'settings.receipt.check', defaultMessage: 'Check the receipt settings' }),
      );
    setProblem(null);
    save.mutate({ path: 'receipt', body: checked.data });
  };

  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_22rem]">
      <SettingsCard
        title={intl.formatMessage({ id: 'settings.receipt.title', defaultMessage: 'Receipt Customization' })}
        saveLabel={intl.formatMessage({ id: 'settings.receipt.save', defaultMessage: 'Save Receipt Settings' })}
        saving={save.isPending}
        onSave={submit}
      >
        <ReceiptIdentityFields draft={draft} store={store} set={set} />
        <FormField
          id="receipt-headerMessage"
          label={intl.formatMessage({ id: 'settings.receipt.header', defaultMessage: 'Header Message' })}
        >
          <Textarea
            id="receipt-headerMessage"
            rows={2}
            value={draft.headerMessage}
            onChange={(e) => set('headerMessage', e.target.value)}
          />
        </FormField>
        <FormField
          id="receipt-footerMessage"
          label={intl.formatMessage({ id: 'settings.receipt.footer', defaultMessage: 'Footer Message' })}
        >
          <Textarea
            id="receipt-footerMessage"
            rows={2}
            value={draft.footerMessage}
            onChange={(e) => set('footerMessage', e.target.value)}
          />
        </FormField>
        <div className="flex items-center gap-2">
          <Checkbox
            id="receipt-showBarcode"
            checked={draft.showBarcode}
            onCheckedChange={(on) => set('showBarcode', on === true)}
          />
          <Label htmlFor="receipt-showBarcode">
            <FormattedMessage id="settings.receipt.showBarcode" defaultMessage="Show barcode" />
          </Label>
        </div>
        <div className="flex items-center gap-2">
          <Checkbox
            id="receipt-showReceiptLink"
            checked={draft.showReceiptLink ?? false}
            onCheckedChange={(on) => set('showReceiptLink', on === true)}
          />
          <Label htmlFor="receipt-showReceiptLink">
            <FormattedMessage id="settings.receipt.showLink" defaultMessage="Print a QR code of the receipt online" />
          </Label>
        </div>
        <FormField
          id="receipt-returnPolicy"
          label={intl.formatMessage({ id: 'settings.receipt.returnPolicy', defaultMessage: 'Return Policy' })}
        >
          <Textarea
            id="receipt-returnPolicy"
            rows={2}
            value={draft.returnPolicy}
            onChange={(e) => set('returnPolicy', e.target.value)}
          />
        </FormField>
        {problem && <p className="text-sm text-destructive">{problem}</p>}
      </SettingsCard>
      <div className="space-y-2">
        <div className="flex items-center justify-between gap-2">
          <h3 className="text-sm font-medium">
            <FormattedMessage id="settings.receipt.preview" defaultMessage="Preview" />
          </h3>
          <Button variant="outline" size="sm" onClick={() => onPrint({ ...draft, ...printedIdentity(draft, store) })}>
            <Printer /> <FormattedMessage id="settings.receipt.print" defaultMessage="Print" />
          </Button>
        </div>
        <div className="rounded-md border bg-muted p-3" data-testid="receipt-preview">
          {renderPreview({ ...draft, ...printedIdentity(draft, store) })}
        </div>
      </div>
    </div>
  );
}
