import type * as React from 'react';
import { useState } from 'react';
import { Printer, X } from 'lucide-react';
import { printedIdentity, receiptSettingsInputSchema } from '@tillwise/core/settings/receipt-settings';
import type { ReceiptIdentity, ReceiptSettings } from '@tillwise/core/settings/receipt-settings';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useSaveSettings } from '../api/save-settings';
import { SettingsCard } from './settings-card';

type Toggle = 'showPhone' | 'showEmail' | 'showAddress';
const contactFields: { toggle: Toggle; field: 'phone' | 'email' | 'address'; label: string }[] = [
  { toggle: 'showPhone', field: 'phone', label: 'Phone' },
  { toggle: 'showEmail', field: 'email', label: 'Email' },
  { toggle: 'showAddress', field: 'address', label: 'Address' },
];

const identityFields = ['businessName', 'address', 'phone', 'email'] as const;
const noStore: ReceiptIdentity = { businessName: '', address: '', phone: '', email: '' };

const readLogo = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsDataURL(file);
  });

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
      window.alert('Receipt settings saved successfully!');
    },
    onError: (error) => setProblem(error.details?.[0]?.message ?? error.message),
  });
  const set = <K extends keyof ReceiptSettings>(key: K, value: ReceiptSettings[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const submit = () => {
    const checked = receiptSettingsInputSchema.safeParse(draft);
    if (!checked.success) return setProblem(checked.error.issues[0]?.message ?? 'Check the receipt settings');
    setProblem(null);
    save.mutate({ path: 'receipt', body: checked.data });
  };

  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_22rem]">
      <SettingsCard
        title="Receipt Customization"
        saveLabel="Save Receipt Settings"
        saving={save.isPending}
        onSave={submit}
      >
        <div className="space-y-1.5">
          <Label htmlFor="receipt-logo">Logo</Label>
          <div className="flex items-center gap-3">
            {draft.logo && (
              <div className="relative">
                <img src={draft.logo} alt="Receipt logo" className="h-12 max-w-40 rounded border object-contain" />
                <Button
                  type="button"
                  size="icon"
                  variant="secondary"
                  className="absolute -top-2 -right-2 size-5"
                  aria-label="Remove logo"
                  onClick={() => set('logo', null)}
                >
                  <X className="size-3" />
                </Button>
              </div>
            )}
            <Input
              id="receipt-logo"
              type="file"
              accept="image/*"
              className="max-w-64"
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) void readLogo(file).then((logo) => set('logo', logo));
                event.target.value = '';
              }}
            />
          </div>
          <p className="text-xs text-muted-foreground">Recommended size: 300x100px, max 500KB</p>
        </div>
        <FormField
          id="receipt-businessName"
          label="Business Name"
          hint="Empty prints the store's own name, address, phone and email from General."
        >
          <Input
            id="receipt-businessName"
            placeholder={store.businessName}
            value={draft.businessName}
            onChange={(e) => set('businessName', e.target.value)}
          />
        </FormField>
        {contactFields.map(({ toggle, field, label }) => (
          <div key={field} className="space-y-1.5">
            <div className="flex items-center gap-2">
              <Checkbox
                id={`receipt-${toggle}`}
                checked={draft[toggle]}
                onCheckedChange={(on) => set(toggle, on === true)}
              />
              <Label htmlFor={`receipt-${toggle}`}>Show {label.toLowerCase()}</Label>
            </div>
            <Input
              aria-label={label}
              placeholder={store[field]}
              value={draft[field]}
              disabled={!draft[toggle]}
              onChange={(e) => set(field, e.target.value)}
            />
          </div>
        ))}
        <FormField id="receipt-headerMessage" label="Header Message">
          <Textarea
            id="receipt-headerMessage"
            rows={2}
            value={draft.headerMessage}
            onChange={(e) => set('headerMessage', e.target.value)}
          />
        </FormField>
        <FormField id="receipt-footerMessage" label="Footer Message">
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
          <Label htmlFor="receipt-showBarcode">Show barcode</Label>
        </div>
        <div className="flex items-center gap-2">
          <Checkbox
            id="receipt-showReceiptLink"
            checked={draft.showReceiptLink ?? false}
            onCheckedChange={(on) => set('showReceiptLink', on === true)}
          />
          <Label htmlFor="receipt-showReceiptLink">Print a QR code of the receipt online</Label>
        </div>
        <FormField id="receipt-returnPolicy" label="Return Policy">
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
          <h3 className="text-sm font-medium">Preview</h3>
          <Button variant="outline" size="sm" onClick={() => onPrint({ ...draft, ...printedIdentity(draft, store) })}>
            <Printer /> Print
          </Button>
        </div>
        <div className="rounded-md border bg-muted p-3" data-testid="receipt-preview">
          {renderPreview({ ...draft, ...printedIdentity(draft, store) })}
        </div>
      </div>
    </div>
  );
}
