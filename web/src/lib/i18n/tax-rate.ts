import type { IntlShape } from 'react-intl';

/** A tax rate in percent (8.25) as the person's language writes it: '8.25%' in US English, '19 %' in German. */
export const taxRateText = (intl: IntlShape, rate: number) =>
  intl.formatNumber(rate / 100, { style: 'percent', maximumFractionDigits: 3 });
