import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';

interface ChoiceCheckboxesProps<T extends string> {
  id: string;
  legend: string;
  options: readonly { value: T; label: string }[];
  value: readonly T[];
  onChange: (value: T[]) => void;
  error?: string;
}

/** Several choices, one checkbox each, kept in the options' order; the error shows under them. */
export function ChoiceCheckboxes<T extends string>({
  id,
  legend,
  options,
  value,
  onChange,
  error,
}: ChoiceCheckboxesProps<T>) {
  const toggle = (choice: T, on: boolean) =>
    onChange(options.map((option) => option.value).filter((v) => (v === choice ? on : value.includes(v))));
  return (
    <fieldset className="space-y-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <ul className="grid gap-2 rounded-md border p-3 sm:grid-cols-2">
        {options.map((option) => (
          <li key={option.value} className="flex min-w-0 items-center gap-2">
            <Checkbox
              id={`${id}-${option.value}`}
              checked={value.includes(option.value)}
              aria-invalid={Boolean(error)}
              onCheckedChange={(checked) => toggle(option.value, checked === true)}
            />
            <Label htmlFor={`${id}-${option.value}`} className="font-normal">
              {option.label}
            </Label>
          </li>
        ))}
      </ul>
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
