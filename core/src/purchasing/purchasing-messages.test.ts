import { afterEach, describe, expect, it } from 'vitest';
import { setMessageLanguage, usEnglishMessages } from '../i18n/core-message';
import { usMoneyFormat } from '../money/money-format';
import { purchaseOrderFormSchemaFor } from './purchase-order-schemas';
import { supplierInputSchema } from './supplier-schemas';

const euros = { locale: 'de-DE', currency: 'EUR' };

/** What the order form says of a cost it cannot read, in the language set now. */
const costRefusal = (format = usMoneyFormat) =>
  purchaseOrderFormSchemaFor(format).safeParse({
    supplierId: 'sup-1',
    lines: [{ productId: 'p-1', soldBy: 'unit', quantity: '2', unitCost: 'cheap' }],
  }).error?.issues[0]?.message;

afterEach(() => setMessageLanguage(usEnglishMessages));

describe('purchasing messages', () => {
  it('gives a cost’s example in US dollars, word for word as before', () => {
    expect(costRefusal()).toBe('Enter a cost such as 4.50');
    expect(supplierInputSchema.safeParse({ name: 'Acme', notes: 'x'.repeat(1001) }).error?.issues[0]?.message).toBe(
      'Keep the notes under 1,000 characters',
    );
  });

  it('gives the example as a euro store types it, and numbers the German way, where English is left untranslated', () => {
    setMessageLanguage({ locale: 'de-DE', money: euros });
    expect(costRefusal(euros)).toBe('Enter a cost such as 4,50');
    expect(supplierInputSchema.safeParse({ name: 'Acme', notes: 'x'.repeat(1001) }).error?.issues[0]?.message).toBe(
      'Keep the notes under 1.000 characters',
    );
  });
});
