import { Mail, Printer } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import type { Sale } from '@tillwise/core/sale/sale-schemas';
import { Button } from '@/components/ui/button';

/** The last sale's receipt, printed or e-mailed; loaded with the first sale, so not on the till's first load. */
export function LastReceiptActions({
  sale,
  onPrint,
  onEmail,
}: {
  sale: Sale;
  onPrint: (sale: Sale) => void;
  onEmail: (sale: Sale) => void;
}) {
  return (
    <>
      <Button variant="outline" onClick={() => onPrint(sale)}>
        <Printer />{' '}
        <FormattedMessage id="pos.lastReceipt" defaultMessage="Receipt {number}" values={{ number: sale.number }} />
      </Button>
      <Button variant="outline" onClick={() => onEmail(sale)}>
        <Mail /> <FormattedMessage id="pos.emailReceipt" defaultMessage="E-mail receipt" />
      </Button>
    </>
  );
}
