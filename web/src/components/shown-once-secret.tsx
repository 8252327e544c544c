import { Copy } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** A secret the server shows this once (an API key, a webhook's signing secret), to copy before closing. */
export function ShownOnceSecret({ id, label, secret }: { id: string; label: string; secret: string }) {
  const copy = () =>
    void navigator.clipboard
      ?.writeText(secret)
      .then(() => toast.success('Copied'))
      .catch(() => toast.error('Copy it by hand: this browser did not allow copying'));
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input id={id} readOnly value={secret} className="font-mono" onFocus={(e) => e.currentTarget.select()} />
        <Button type="button" variant="outline" size="icon" aria-label="Copy" onClick={copy}>
          <Copy />
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">Copy it now: it is not shown again.</p>
    </div>
  );
}
