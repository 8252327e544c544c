import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useForm } from 'react-hook-form';
import { supplierInputSchema } from '@tillwise/core/purchasing/supplier-schemas';
import type { Supplier, SupplierFormValues, SupplierInput } from '@tillwise/core/purchasing/supplier-schemas';
import { FormField } from '@/components/form-field';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { showServerErrors } from '@/lib/form-errors';
import { useSaveSupplier } from '../api/save-supplier';

interface SupplierFormDialogProps {
  supplier: Supplier | null;
  onClose: () => void;
  onSaved: (supplier: Supplier) => void;
}

const m = defineMessages({
  contact: { id: 'supplier.field.contact', defaultMessage: 'Contact' },
  email: { id: 'supplier.field.email', defaultMessage: 'Email' },
  phone: { id: 'supplier.field.phone', defaultMessage: 'Phone' },
  leadTime: { id: 'supplier.field.leadTime', defaultMessage: 'Lead time (days)' },
  edit: { id: 'supplier.form.editTitle', defaultMessage: 'Edit supplier' },
  new: { id: 'supplier.form.newTitle', defaultMessage: 'New supplier' },
});
const textFields = [
  { name: 'contactName', label: m.contact, type: 'text' },
  { name: 'email', label: m.email, type: 'email' },
  { name: 'phone', label: m.phone, type: 'tel' },
  { name: 'leadTimeDays', label: m.leadTime, type: 'number' },
] as const;

/** Adds a supplier or edits one: who to order from, how to reach them, and how long deliveries take. */
export function SupplierFormDialog({ supplier, onClose, onSaved }: SupplierFormDialogProps) {
  const intl = useIntl();
  const form = useForm<SupplierFormValues, unknown, SupplierInput>({
    resolver: zodResolver(supplierInputSchema),
    defaultValues: {
      name: supplier?.name ?? '',
      contactName: supplier?.contactName ?? '',
      email: supplier?.email ?? '',
      phone: supplier?.phone ?? '',
      address: supplier?.address ?? '',
      leadTimeDays: supplier?.leadTimeDays ?? 7,
      notes: supplier?.notes ?? '',
    },
  });
  const save = useSaveSupplier({
    onSuccess: onSaved,
    onError: (error) => showServerErrors(form.setError, form.getValues(), error),
  });
  const errors = form.formState.errors;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{intl.formatMessage(supplier ? m.edit : m.new)}</DialogTitle>
          <DialogDescription>
            <FormattedMessage
              id="supplier.form.description"
              defaultMessage="Products name their supplier in their Supplier field; a new name there adds the supplier too."
            />
          </DialogDescription>
        </DialogHeader>
        <form
          id="supplier-form"
          aria-label={intl.formatMessage(supplier ? m.edit : m.new)}
          noValidate
          className="grid gap-4 sm:grid-cols-2"
          onSubmit={form.handleSubmit((input) => save.mutate({ id: supplier?.id, input }))}
        >
          <FormField
            id="supplier-name"
            label={intl.formatMessage({ id: 'supplier.field.name', defaultMessage: 'Name' })}
            error={errors.name?.message}
            className="sm:col-span-2"
          >
            <Input id="supplier-name" aria-invalid={Boolean(errors.name)} {...form.register('name')} />
          </FormField>
          {textFields.map((field) => (
            <FormField
              key={field.name}
              id={`supplier-${field.name}`}
              label={intl.formatMessage(field.label)}
              error={errors[field.name]?.message}
            >
              <Input
                id={`supplier-${field.name}`}
                type={field.type}
                aria-invalid={Boolean(errors[field.name])}
                {...form.register(field.name)}
              />
            </FormField>
          ))}
          <FormField
            id="supplier-address"
            label={intl.formatMessage({ id: 'supplier.field.address', defaultMessage: 'Address' })}
            error={errors.address?.message}
            className="sm:col-span-2"
          >
            <Textarea id="supplier-address" rows={2} {...form.register('address')} />
          </FormField>
          <FormField
            id="supplier-notes"
            label={intl.formatMessage({ id: 'supplier.field.notes', defaultMessage: 'Notes' })}
            error={errors.notes?.message}
            className="sm:col-span-2"
          >
            <Textarea id="supplier-notes" rows={2} {...form.register('notes')} />
          </FormField>
          {save.error && !save.error.details?.length && (
            <Alert variant="destructive" className="sm:col-span-2">
              <AlertDescription>{save.error.message}</AlertDescription>
            </Alert>
          )}
        </form>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            <FormattedMessage id="common.cancel" defaultMessage="Cancel" />
          </Button>
          <Button type="submit" form="supplier-form" disabled={save.isPending}>
            {save.isPending && <LoaderCircle className="animate-spin" />}
            <FormattedMessage id="supplier.form.save" defaultMessage="Save supplier" />
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
