import type { OptionValues } from './variants';

/** A variant's values as the file writes them: "Size=2 L; Colour=Blue". */
export const optionValuesText = (values: OptionValues | null | undefined) =>
  Object.entries(values ?? {})
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

/** Reads "Size=2 L; Colour=Blue" back; null when it is not written that way. */
export function parseOptionValues(text: string): OptionValues | null {
  const values: OptionValues = {};
  for (const part of text.split(';')) {
    if (part.trim() === '') continue;
    const [name, value, ...rest] = part.split('=').map((piece) => piece.trim());
    if (!name || !value || rest.length > 0 || name.length > 30 || value.length > 30 || name in values) return null;
    values[name] = value;
  }
  return Object.keys(values).length > 0 ? values : null;
}
