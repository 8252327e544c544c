import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { defineMessages, FormattedMessage } from 'react-intl';
import type { z } from 'zod';
import { createCustomerInputSchema } from '@tillwise/core/customer/customer-schemas';
import type { Customer } from '@tillwise/core/customer/customer-schemas';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { showServerErrors } from '@/lib/form-errors';
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
import { useCreateCustomer } from '../api/create-customer';

type FormValues = z.input<typeof createCustomerInputSchema>;
const labels = defineMessages({
  name: { id: 'customer.field.name', defaultMessage: 'Name' },
  email: { id: 'customer.field.email', defaultMessage: 'Email' },
  phone: { id: 'customer.field.phone', defaultMessage: 'Phone' },
  address: { id: 'customer.field.address', defaultMessage: 'Address' },
  vatNumber: { id: 'customer.field.vatNumber', defaultMessage: 'VAT number (businesses)' },
});
const fields = [
  { name: 'name', label: labels.name, type: 'text', autoComplete: 'name' },
  { name: 'email', label: labels.email, type: 'email', autoComplete: 'email' },
  { name: 'phone', label: labels.phone, type: 'tel', autoComplete: 'tel' },
  { name: 'address', label: labels.address, type: 'text', autoComplete: 'street-address' },
  // Beyond the spec's form: a business customer's VAT number, for their VAT invoices.
  { name: 'vatNumber', label: labels.vatNumber, type: 'text', autoComplete: 'off' },
] as const;

/** Adds a customer: a name is required, email and phone must be valid when given. */
export function AddCustomerDialog({
  onClose,
  onAdded,
}: {
  onClose: () => void;
  onAdded: (customer: Customer) => void;
}) {
  const form = useForm<FormValues>({
    resolver: zodResolver(createCustomerInputSchema),
    defaultValues: { name: '', email: '', phone: '', address: '', vatNumber: '', notes: '' },
  });
  const create = useCreateCustomer({
    onSuccess: onAdded,
    onError: (error) => showServerErrors(form.setError, form.getValues(), error),
  });
  const errors = form.formState.errors;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage id="customer.addDialog.title" defaultMessage="Add Customer" />
          </DialogTitle>
          <DialogDescription>
            <FormattedMessage
              id="customer.addDialog.description"
              defaultMessage="They start with 0 loyalty points and earn one per dollar spent."
            />
          </DialogDescription>
        </DialogHeader>
        <form className="space-y-4" noValidate onSubmit={form.handleSubmit((values) => create.mutate(values))}>
          {fields.map((field) => (
            <div key={field.name} className="space-y-1.5">
              <Label htmlFor={`customer-${field.name}`}>
                <FormattedMessage {...field.label} />
              </Label>
              <Input
                id={`customer-${field.name}`}
                type={field.type}
                autoComplete={field.autoComplete}
                aria-invalid={Boolean(errors[field.name])}
                {...form.register(field.name)}
              />
              {errors[field.name] && <p className="text-sm text-destructive">{errors[field.name]?.message}</p>}
            </div>
          ))}
          <div className="space-y-1.5">
            <Label htmlFor="customer-notes">
              <FormattedMessage id="customer.field.notes" defaultMessage="Notes" />
            </Label>
            <textarea
              id="customer-notes"
              rows={2}
              className="w-full rounded-md border border-input bg-background px-3 py-2 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
              {...form.register('notes')}
            />
          </div>
          {create.error && !create.error.details?.length && (
            <Alert variant="destructive">
              <AlertDescription>{create.error.message}</AlertDescription>
            </Alert>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              <FormattedMessage id="common.cancel" defaultMessage="Cancel" />
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending && <LoaderCircle className="animate-spin" />}
              <FormattedMessage id="customer.addDialog.title" defaultMessage="Add Customer" />
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
