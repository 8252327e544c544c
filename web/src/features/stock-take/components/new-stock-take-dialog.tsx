import { useState } from 'react';
import { LoaderCircle } from 'lucide-react';
import type { StockTake } from '@tillwise/core/inventory/stock-take-schemas';
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
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';
import { useStartStockTake } from '../api/start-stock-take';

interface NewStockTakeDialogProps {
  categories: readonly { id: string; name: string }[];
  onClose: () => void;
  onStarted: (take: StockTake) => void;
}

/** Opens a count of one category, or of everything the store sells. */
export function NewStockTakeDialog({ categories, onClose, onStarted }: NewStockTakeDialogProps) {
  const [categoryId, setCategoryId] = useState('');
  const [note, setNote] = useState('');
  const start = useStartStockTake({ onSuccess: onStarted });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>New stock take</DialogTitle>
          <DialogDescription>
            Count from any number of devices at once; stock changes only when the count is applied.
          </DialogDescription>
        </DialogHeader>
        <form
          id="new-stock-take"
          aria-label="New stock take"
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            start.mutate({ categoryId: categoryId || null, note });
          }}
        >
          <FormField id="stock-take-scope" label="Count">
            <NativeSelect
              id="stock-take-scope"
              value={categoryId}
              onChange={(event) => setCategoryId(event.target.value)}
            >
              <NativeSelectOption value="">All products</NativeSelectOption>
              {categories.map((category) => (
                <NativeSelectOption key={category.id} value={category.id}>
                  {category.name}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </FormField>
          <FormField
            id="stock-take-note"
            label="Note"
            error={start.error?.details?.find((d) => d.path === 'note')?.message}
          >
            <Input
              id="stock-take-note"
              value={note}
              placeholder="Month-end count…"
              onChange={(event) => setNote(event.target.value)}
            />
          </FormField>
          {start.error && !start.error.details?.some((d) => d.path === 'note') && (
            <Alert variant="destructive">
              <AlertDescription>{start.error.message}</AlertDescription>
            </Alert>
          )}
        </form>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="new-stock-take" disabled={start.isPending}>
            {start.isPending && <LoaderCircle className="animate-spin" />}
            Start counting
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
