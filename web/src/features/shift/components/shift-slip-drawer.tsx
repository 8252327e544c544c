import { defineMessages, useIntl } from 'react-intl';
import { SlipRow } from '@/components/slip-row';
import type { SlipData } from './shift-slip-data';
import { describeOverShort, figureMessages as figure } from './shift-messages';
import { less, money, Section } from './slip-section';

const d = defineMessages({
  cashDrawer: { id: 'shift.slip.cashDrawer', defaultMessage: 'CASH DRAWER' },
  openingFloat: { id: 'shift.slip.openingFloat', defaultMessage: 'Opening float' },
  payIns: { id: 'shift.slip.payIns', defaultMessage: 'Pay ins' },
  payOuts: { id: 'shift.slip.payOuts', defaultMessage: 'Pay outs' },
  drops: { id: 'shift.slip.drops', defaultMessage: 'Cash drops' },
  onAccount: { id: 'shift.slip.cashOnAccount', defaultMessage: 'Cash paid on account' },
  layawayCash: { id: 'shift.slip.layawayCash', defaultMessage: 'Layaway cash' },
  specialOrderCash: { id: 'shift.slip.specialOrderCash', defaultMessage: 'Special-order cash' },
  expected: { id: 'shift.slip.expected', defaultMessage: 'Expected in drawer' },
  hidden: { id: 'shift.slip.hidden', defaultMessage: 'Hidden until the drawer is counted (blind count).' },
  counted: { id: 'shift.slip.counted', defaultMessage: 'Counted' },
  overShort: { id: 'shift.slip.overShort', defaultMessage: 'Over/short' },
  reason: { id: 'shift.slip.reason', defaultMessage: 'Reason: {reason}' },
  recountedBy: { id: 'shift.slip.recountedBy', defaultMessage: 'Re-counted by' },
  floatLeft: { id: 'shift.slip.floatLeft', defaultMessage: 'Float left' },
  deposit: { id: 'shift.slip.deposit', defaultMessage: 'Deposit' },
});

/** The slip's cash drawer: what it should hold (hidden before a blind count), and at close what was counted. */
export function SlipDrawer({ slip: { figures, close, approval } }: { slip: SlipData }) {
  const intl = useIntl();
  const say = intl.formatMessage;
  const { drawer } = figures;
  return (
    <Section title={say(d.cashDrawer)}>
      {drawer ? (
        <>
          <SlipRow label={say(d.openingFloat)} value={money(drawer.openingFloatCents)} />
          <SlipRow label={say(figure.cashTaken)} value={money(drawer.cashSalesCents)} />
          <SlipRow label={say(figure.cashGivenBack)} value={less(drawer.cashRefundsCents)} />
          <SlipRow label={say(d.payIns)} value={money(drawer.payInsCents)} />
          <SlipRow label={say(d.payOuts)} value={less(drawer.payOutsCents)} />
          <SlipRow label={say(d.drops)} value={less(drawer.dropsCents)} />
          {drawer.accountPaymentsCents > 0 && (
            <SlipRow label={say(d.onAccount)} value={money(drawer.accountPaymentsCents)} />
          )}
          {drawer.layawayCashCents !== 0 && (
            <SlipRow label={say(d.layawayCash)} value={money(drawer.layawayCashCents)} />
          )}
          {drawer.specialOrderCashCents !== 0 && (
            <SlipRow label={say(d.specialOrderCash)} value={money(drawer.specialOrderCashCents)} />
          )}
          <SlipRow label={say(d.expected)} value={money(drawer.expectedCents)} strong />
        </>
      ) : (
        <p>{say(d.hidden)}</p>
      )}
      {close && (
        <>
          <SlipRow label={say(d.counted)} value={money(close.countedCents)} strong />
          <SlipRow label={say(d.overShort)} value={describeOverShort(intl, close.overShortCents)} strong />
          {close.reason && <p>{say(d.reason, { reason: close.reason })}</p>}
          {close.recountedBy && <SlipRow label={say(d.recountedBy)} value={close.recountedBy} />}
          <SlipRow label={say(d.floatLeft)} value={money(close.floatLeftCents)} />
          <SlipRow label={say(d.deposit)} value={money(close.depositCents)} />
          {approval && <p>{approval}</p>}
        </>
      )}
    </Section>
  );
}
