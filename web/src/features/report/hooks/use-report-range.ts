import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import type { ReportRange } from '@tillwise/core/report/report-schemas';
import { defaultReportRange, fromDateParam, rangeLabel, toDateParam } from '../utils/date-range';
import type { DatePreset, DateRange } from '../utils/date-range';

/**
 * The report range, kept in the address (?from=…&to=…) so a report can be bookmarked and shared; the last 30 days
 * (or the store's chosen preset) when the address has none. A bad date in the address becomes a message, never a
 * crash.
 */
export function useReportRange(defaultPreset?: DatePreset) {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const fallback = defaultReportRange(new Date(), defaultPreset);
  const fromText = params.get('from');
  const toText = params.get('to');
  const dates: DateRange =
    fromText === null && toText === null ? fallback : { from: fromDateParam(fromText), to: fromDateParam(toText) };

  let error: string | null = null;
  try {
    rangeLabel(dates);
    if (!dates.from || !dates.to)
      error = intl.formatMessage({ id: 'report.range.pick', defaultMessage: 'Pick a date' });
    else if (dates.from > dates.to)
      error = intl.formatMessage({
        id: 'report.range.endBeforeStart',
        defaultMessage: 'The end date is before the start date',
      });
  } catch {
    // date-fns's own words for a date that is not one, as the page said before it spoke other languages.
    error = intl.formatMessage({ id: 'report.range.invalid', defaultMessage: 'Invalid time value' });
  }
  const range: ReportRange | null =
    error || !dates.from || !dates.to ? null : { from: toDateParam(dates.from), to: toDateParam(dates.to) };

  const setRange = (next: { from: Date; to: Date }) => {
    const updated = new URLSearchParams(params);
    updated.set('from', toDateParam(next.from));
    updated.set('to', toDateParam(next.to));
    setParams(updated, { replace: true });
  };

  return { range, dates: error ? { from: undefined, to: undefined } : dates, error, setRange };
}
