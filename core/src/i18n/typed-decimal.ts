import { z } from 'zod';
import { readDecimal } from './decimal-text';

/**
 * A number a form field holds arrives as text: empty means "not given", anything else must read as a decimal in
 * `locale` (see readDecimal). A number (from JSON) passes as it is.
 */
export const typedDecimal = <T extends z.ZodType>(schema: T, locale = 'en-US') =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    return value.trim() === '' ? undefined : readDecimal(value, locale);
  }, schema);
