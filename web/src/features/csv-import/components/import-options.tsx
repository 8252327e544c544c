import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import type { ImportOption } from '../lib/import-advice';

interface ImportOptionsProps {
  options: readonly ImportOption[];
  chosen: Readonly<Record<string, boolean>>;
  disabled: boolean;
  onChange: (id: string, checked: boolean) => void;
}

/** The import's choices beside the mapping, each a checkbox sent with the rows. */
export function ImportOptions({ options, chosen, disabled, onChange }: ImportOptionsProps) {
  return options.map((option) => (
    <div key={option.id} className="flex items-center gap-2">
      <Checkbox
        id={`import-${option.id}`}
        checked={chosen[option.id] ?? false}
        disabled={disabled}
        onCheckedChange={(checked) => onChange(option.id, checked === true)}
      />
      <Label htmlFor={`import-${option.id}`}>{option.label}</Label>
    </div>
  ));
}
