import { useState } from 'react';
import { CalendarIcon } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { IntlShape } from 'react-intl';
import { Button } from '@/components/ui/button';
import { Calendar } from '@/components/ui/calendar';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { datePresets, presetRange } from '../utils/date-range';
import { pickerDay } from '../lib/report-dates';
import { datePresetMessages } from '../lib/report-messages';
import type { DateRange } from '../utils/date-range';

interface ReportDateRangePickerProps {
  value: DateRange;
  onApply: (range: { from: Date; to: Date }) => void;
  /** The clock the presets count from (tests fix it). */
  now?: () => Date;
}

/** The range as the button shows it ('Nov 03, 2026 - Nov 30, 2026'), in the person's language. */
function safeLabel(intl: IntlShape, range: DateRange): string {
  const pick = intl.formatMessage({ id: 'report.range.pick', defaultMessage: 'Pick a date' });
  if (!range.from) return pick;
  try {
    const from = pickerDay(range.from);
    return range.to ? `${from} - ${pickerDay(range.to)}` : from;
  } catch {
    return pick;
  }
}

/** 'LLL dd, y - LLL dd, y': presets, a 'from' and a 'to' calendar that fence each other in, and Apply. */
export function ReportDateRangePicker({ value, onApply, now = () => new Date() }: ReportDateRangePickerProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<DateRange>(value);
  const complete = draft.from && draft.to && draft.from <= draft.to;

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        if (next) setDraft(value);
        setOpen(next);
      }}
    >
      <PopoverTrigger asChild>
        <Button
          variant="outline"
          className="min-w-60 justify-start font-normal"
          aria-label={intl.formatMessage(
            { id: 'report.range.label', defaultMessage: 'Date range: {range}' },
            { range: safeLabel(intl, value) },
          )}
        >
          <CalendarIcon />
          {safeLabel(intl, value)}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-auto max-w-[calc(100vw-1rem)] p-3">
        <div className="flex flex-col gap-3 md:flex-row">
          <div
            className="grid grid-cols-2 gap-1 md:flex md:w-32 md:flex-col"
            role="group"
            aria-label={intl.formatMessage({ id: 'report.range.presets', defaultMessage: 'Presets' })}
          >
            {datePresets.map((preset) => (
              <Button
                key={preset}
                variant="ghost"
                size="sm"
                className="justify-start"
                onClick={() => setDraft(presetRange(preset, now()))}
              >
                <FormattedMessage {...datePresetMessages[preset]} />
              </Button>
            ))}
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <div role="group" aria-label={intl.formatMessage({ id: 'report.range.from', defaultMessage: 'From' })}>
              <p className="px-1 text-xs font-medium text-muted-foreground">
                <FormattedMessage id="report.range.from" defaultMessage="From" />
              </p>
              <Calendar
                mode="single"
                selected={draft.from}
                defaultMonth={draft.from}
                onSelect={(from) => setDraft((d) => ({ ...d, from }))}
                disabled={draft.to ? { after: draft.to } : undefined}
              />
            </div>
            <div role="group" aria-label={intl.formatMessage({ id: 'report.range.to', defaultMessage: 'To' })}>
              <p className="px-1 text-xs font-medium text-muted-foreground">
                <FormattedMessage id="report.range.to" defaultMessage="To" />
              </p>
              <Calendar
                mode="single"
                selected={draft.to}
                defaultMonth={draft.to}
                onSelect={(to) => setDraft((d) => ({ ...d, to }))}
                disabled={draft.from ? { before: draft.from } : undefined}
              />
            </div>
          </div>
        </div>
        <div className="mt-3 flex items-center justify-between gap-2 border-t pt-3">
          <span className="text-sm text-muted-foreground" data-testid="draft-range">
            {safeLabel(intl, draft)}
          </span>
          <Button
            size="sm"
            disabled={!complete}
            onClick={() => {
              if (draft.from && draft.to) onApply({ from: draft.from, to: draft.to });
              setOpen(false);
            }}
          >
            <FormattedMessage id="report.range.apply" defaultMessage="Apply" />
          </Button>
        </div>
      </PopoverContent>
    </Popover>
  );
}
