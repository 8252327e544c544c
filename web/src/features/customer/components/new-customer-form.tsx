import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, WifiOff } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import { createCustomerInputSchema } from '@tillwise/core/customer/customer-schemas';
import type { Customer } from '@tillwise/core/customer/customer-schemas';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useConnectivity } from '@/lib/connectivity';
import { showServerErrors } from '@/lib/form-errors';
import { createCustomerOrKeep, useCreateCustomer } from '../api/create-customer';

type FormValues = z.input<typeof createCustomerInputSchema>;
const labels = defineMessages({
  name: { id: 'customer.field.name', defaultMessage: 'Name' },
  phone: { id: 'customer.field.phoneOptional', defaultMessage: 'Phone (optional)' },
  email: { id: 'customer.field.emailOptional', defaultMessage: 'Email (optional)' },
});
const fields = [
  { name: 'name', label: labels.name, type: 'text', autoComplete: 'name', inputMode: 'text' },
  { name: 'phone', label: labels.phone, type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  { name: 'email', label: labels.email, type: 'email', autoComplete: 'email', inputMode: 'email' },
] as const;

interface NewCustomerFormProps {
  /** What the cashier searched for, as the name to start from. */
  initialName: string;
  onAdded: (customer: Customer) => void;
  onBack: () => void;
}

/**
 * A shopper the search did not find, added at the till by the back office's rules. Offline, the till keeps them to
 * send when the server is back, ahead of the sale they are on.
 */
export function NewCustomerForm({ initialName, onAdded, onBack }: NewCustomerFormProps) {
  const intl = useIntl();
  const { online } = useConnectivity();
  const form = useForm<FormValues>({
    resolver: zodResolver(createCustomerInputSchema),
    defaultValues: { name: initialName, phone: '', email: '' },
  });
  const create = useCreateCustomer(
    {
      onSuccess: onAdded,
      onError: (error) => showServerErrors(form.setError, form.getValues(), error),
    },
    createCustomerOrKeep,
  );
  const errors = form.formState.errors;

  return (
    <form
      aria-label={intl.formatMessage({ id: 'customer.newForm.label', defaultMessage: 'New customer' })}
      className="space-y-4"
      noValidate
      onSubmit={form.handleSubmit((values) => create.mutate(values))}
    >
      {fields.map((field, index) => (
        <div key={field.name} className="space-y-1.5">
          <Label htmlFor={`new-customer-${field.name}`}>
            <FormattedMessage {...field.label} />
          </Label>
          <Input
            id={`new-customer-${field.name}`}
            type={field.type}
            inputMode={field.inputMode}
            autoComplete={field.autoComplete}
            // The name is there already; the phone is what the cashier asks for next.
            autoFocus={index === (initialName.trim() ? 1 : 0)}
            aria-invalid={Boolean(errors[field.name])}
            aria-describedby={errors[field.name] ? `new-customer-${field.name}-error` : undefined}
            {...form.register(field.name)}
          />
          {errors[field.name] && (
            <p id={`new-customer-${field.name}-error`} className="text-sm text-destructive">
              {errors[field.name]?.message}
            </p>
          )}
        </div>
      ))}
      {!online && (
        <p className="flex items-start gap-2 rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
          <WifiOff className="mt-0.5 size-4 shrink-0" />
          <FormattedMessage
            id="customer.newForm.offline"
            defaultMessage="The till is offline: the customer is kept on this till and added to Customers once it is back online."
          />
        </p>
      )}
      {create.error && !create.error.details?.length && (
        <Alert variant="destructive">
          <AlertDescription>{create.error.message}</AlertDescription>
        </Alert>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" className="h-11 sm:h-9" onClick={onBack}>
          <FormattedMessage id="customer.newForm.back" defaultMessage="Back to search" />
        </Button>
        <Button type="submit" className="h-11 sm:h-9" disabled={create.isPending}>
          {create.isPending && <LoaderCircle className="animate-spin" />}
          <FormattedMessage id="customer.newForm.addToSale" defaultMessage="Add to sale" />
        </Button>
      </div>
    </form>
  );
}
