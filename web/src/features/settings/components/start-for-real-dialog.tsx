import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { startForRealInputSchema } from '@tillwise/core/settings/start-for-real-schemas';
import type { StartForRealInput } from '@tillwise/core/settings/start-for-real-schemas';
import { FormField } from '@/components/form-field';
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
import { toast } from '@/lib/toast';
import { useStartForReal } from '../api/start-for-real';
import { StartForRealLists } from './start-for-real-lists';

/**
 * The one confirmed step of starting for real: what goes and what stays, then the store's name typed as it is
 * written. The server judges the name; a wrong one is said under the field and nothing changes.
 */
export function StartForRealDialog({ storeName, onClose }: { storeName: string; onClose: () => void }) {
  const intl = useIntl();
  const form = useForm<StartForRealInput>({
    resolver: zodResolver(startForRealInputSchema),
    defaultValues: { storeName: '' },
  });
  const start = useStartForReal({
    onSuccess: (result) => {
      toast.success(
        intl.formatMessage({ id: 'settings.startForReal.done', defaultMessage: 'Your store is ready to trade' }),
        { description: result.summary },
      );
      onClose();
    },
    // A wrong name, or anything else that stopped it (the server away, say): said where the person is looking.
    onError: (error) => form.setError('storeName', { message: error.message }),
  });
  const error = form.formState.errors.storeName?.message;
  return (
    <Dialog open onOpenChange={(open) => !open && !start.isPending && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage id="settings.startForReal.title" defaultMessage="Start trading for real" />
          </DialogTitle>
          <DialogDescription>
            <FormattedMessage
              id="settings.startForReal.dialogDescription"
              defaultMessage="Removes the demo and everything traded so far, in one step that cannot be undone."
            />
          </DialogDescription>
        </DialogHeader>
        <StartForRealLists />
        <form noValidate className="space-y-4" onSubmit={form.handleSubmit((body) => start.mutate(body))}>
          <FormField
            id="start-for-real-name"
            label={intl.formatMessage(
              { id: 'settings.startForReal.confirm', defaultMessage: 'Type {storeName} to confirm' },
              { storeName },
            )}
            error={error}
          >
            <Input
              id="start-for-real-name"
              autoComplete="off"
              spellCheck={false}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? 'start-for-real-name-error' : undefined}
              {...form.register('storeName')}
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" disabled={start.isPending} onClick={onClose}>
              <FormattedMessage id="settings.cancel" defaultMessage="Cancel" />
            </Button>
            <Button type="submit" variant="destructive" disabled={start.isPending}>
              {start.isPending && <LoaderCircle className="animate-spin" />}
              <FormattedMessage id="settings.startForReal.title" defaultMessage="Start trading for real" />
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
