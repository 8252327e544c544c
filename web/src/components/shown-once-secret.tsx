import { Copy } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** A secret the server shows this once (an API key, a webhook's signing secret), to copy before closing. */
export function ShownOnceSecret({ id, label, secret }: { id: string; label: string; secret: string }) {
  const intl = useIntl();
  const copy = () =>
    void navigator.clipboard
      ?.writeText(secret)
      .then(() => toast.success(intl.formatMessage({ id: 'common.copied', defaultMessage: 'Copied' })))
      .catch(() =>
        toast.error(
          intl.formatMessage({
            id: 'common.copyByHand',
            defaultMessage: 'Copy it by hand: this browser did not allow copying',
          }),
        ),
      );
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input id={id} readOnly value={secret} className="font-mono" onFocus={(e) => e.currentTarget.select()} />
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label={intl.formatMessage({ id: 'common.copy', defaultMessage: 'Copy' })}
          onClick={copy}
        >
          <Copy />
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        <FormattedMessage id="common.shownOnce" defaultMessage="Copy it now: it is not shown again." />
      </p>
    </div>
  );
}
