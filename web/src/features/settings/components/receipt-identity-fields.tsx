import { X } from 'lucide-react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import type { ReceiptIdentity, ReceiptSettings } from '@tillwise/core/settings/receipt-settings';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/lib/toast';

type Toggle = 'showPhone' | 'showEmail' | 'showAddress';
const m = defineMessages({
  phone: { id: 'settings.receipt.phone', defaultMessage: 'Phone' },
  email: { id: 'settings.receipt.email', defaultMessage: 'Email' },
  address: { id: 'settings.receipt.address', defaultMessage: 'Address' },
  showPhone: { id: 'settings.receipt.showPhone', defaultMessage: 'Show phone' },
  showEmail: { id: 'settings.receipt.showEmail', defaultMessage: 'Show email' },
  showAddress: { id: 'settings.receipt.showAddress', defaultMessage: 'Show address' },
});
const contactFields: { toggle: Toggle; field: 'phone' | 'email' | 'address'; label: MessageDescriptor }[] = [
  { toggle: 'showPhone', field: 'phone', label: m.phone },
  { toggle: 'showEmail', field: 'email', label: m.email },
  { toggle: 'showAddress', field: 'address', label: m.address },
];

const readLogo = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

interface ReceiptIdentityFieldsProps {
  draft: ReceiptSettings;
  /** The store's own name, address, phone and e-mail: what an empty field prints. */
  store: ReceiptIdentity;
  set: <K extends keyof ReceiptSettings>(key: K, value: ReceiptSettings[K]) => void;
}

/** The receipt's logo, business name and contact lines, each contact line shown or not. */
export function ReceiptIdentityFields({ draft, store, set }: ReceiptIdentityFieldsProps) {
  const intl = useIntl();
  return (
    <>
      <div className="space-y-1.5">
        <Label htmlFor="receipt-logo">
          <FormattedMessage id="settings.receipt.logo" defaultMessage="Logo" />
        </Label>
        <div className="flex items-center gap-3">
          {draft.logo && (
            <div className="relative">
              <img
                src={draft.logo}
                alt={intl.formatMessage({ id: 'settings.receipt.logo.alt', defaultMessage: 'Receipt logo' })}
                className="h-12 max-w-40 rounded border object-contain"
              />
              <Button
                type="button"
                size="icon"
                variant="secondary"
                className="absolute -top-2 -right-2 size-5"
                aria-label={intl.formatMessage({ id: 'settings.receipt.logo.remove', defaultMessage: 'Remove logo' })}
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
              if (file)
                void readLogo(file).then(
                  (logo) => set('logo', logo),
                  () =>
                    toast.error(
                      intl.formatMessage({
                        id: 'settings.receipt.logo.unreadable',
                        defaultMessage: 'The logo could not be read. Choose the file again.',
                      }),
                    ),
                );
              event.target.value = '';
            }}
          />
        </div>
        <p className="text-xs text-muted-foreground">
          <FormattedMessage id="settings.receipt.logo.hint" defaultMessage="Recommended size: 300x100px, max 500KB" />
        </p>
      </div>
      <FormField
        id="receipt-businessName"
        label={intl.formatMessage({ id: 'settings.receipt.businessName', defaultMessage: 'Business Name' })}
        hint={intl.formatMessage({
          id: 'settings.receipt.businessName.hint',
          defaultMessage: "Empty prints the store's own name, address, phone and email from General.",
        })}
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
            <Label htmlFor={`receipt-${toggle}`}>{intl.formatMessage(m[toggle])}</Label>
          </div>
          <Input
            aria-label={intl.formatMessage(label)}
            placeholder={store[field]}
            value={draft[field]}
            disabled={!draft[toggle]}
            onChange={(e) => set(field, e.target.value)}
          />
        </div>
      ))}
    </>
  );
}
