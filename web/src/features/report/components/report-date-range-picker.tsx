import { useState } from 'react';
import { CalendarIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Calendar } from '@/components/ui/calendar';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { datePresets, presetRange, rangeLabel } from '../utils/date-range';
import type { DateRange } from '../utils/date-range';

interface ReportDateRangePickerProps {
  value: DateRange;
  onApply: (range: { from: Date; to: Date }) => void;
  /** The clock the presets count from (tests fix it). */
  now?: () => Date;
}

function safeLabel(range: DateRange): string {
  try {
    return rangeLabel(range);
  } catch {
    return 'Pick a date';
  }
}

/** 'LLL dd, y - LLL dd, y': presets, a 'from' and a 'to' calendar that fence each other in, and Apply. */
export function ReportDateRangePicker({ value, onApply, now = () => new Date() }: ReportDateRangePickerProps) {
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
          aria-label={`Date range: ${safeLabel(value)}`}
        >
          <CalendarIcon />
          {safeLabel(value)}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-auto max-w-[calc(100vw-1rem)] p-3">
        <div className="flex flex-col gap-3 md:flex-row">
          <div className="grid grid-cols-2 gap-1 md:flex md:w-32 md:flex-col" role="group" aria-label="Presets">
            {datePresets.map((preset) => (
              <Button
                key={preset}
                variant="ghost"
                size="sm"
                className="justify-start"
                onClick={() => setDraft(presetRange(preset, now()))}
              >
                {preset}
              </Button>
            ))}
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <div role="group" aria-label="From">
              <p className="px-1 text-xs font-medium text-muted-foreground">From</p>
              <Calendar
                mode="single"
                selected={draft.from}
                defaultMonth={draft.from}
                onSelect={(from) => setDraft((d) => ({ ...d, from }))}
                disabled={draft.to ? { after: draft.to } : undefined}
              />
            </div>
            <div role="group" aria-label="To">
              <p className="px-1 text-xs font-medium text-muted-foreground">To</p>
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
            {safeLabel(draft)}
          </span>
          <Button
            size="sm"
            disabled={!complete}
            onClick={() => {
              if (draft.from && draft.to) onApply({ from: draft.from, to: draft.to });
              setOpen(false);
            }}
          >
            Apply
          </Button>
        </div>
      </PopoverContent>
    </Popover>
  );
}
