import type * as React from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { DayPicker } from 'react-day-picker';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { firstDayOfWeek, sessionLocale } from '@/lib/session-locale';

/** A month's and a weekday's names in another language than US English (which the calendar writes itself). */
function localFormatters(locale: string) {
  const month = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' });
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short' });
  return {
    formatCaption: (date: Date) => month.format(date),
    formatWeekdayName: (date: Date) => weekday.format(date).slice(0, 2),
  };
}

/**
 * A month calendar (react-day-picker) styled with the app's tokens; the caller picks the selection mode. Its week
 * starts on the day it does where the signed-in person lives, its names in their language.
 */
function Calendar({ className, classNames, showOutsideDays = true, ...props }: React.ComponentProps<typeof DayPicker>) {
  const locale = sessionLocale();
  return (
    <DayPicker
      data-slot="calendar"
      showOutsideDays={showOutsideDays}
      weekStartsOn={firstDayOfWeek(locale)}
      {...(locale !== 'en-US' && { formatters: localFormatters(locale) })}
      className={cn('p-1', className)}
      classNames={{
        root: 'relative',
        months: 'flex flex-col gap-4',
        month: 'flex flex-col gap-3',
        nav: 'absolute inset-x-0 top-0 flex items-center justify-between',
        button_previous: cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'size-8 z-10'),
        button_next: cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'size-8 z-10'),
        month_caption: 'flex h-8 items-center justify-center text-sm font-medium',
        month_grid: 'w-full border-collapse',
        weekdays: 'flex',
        weekday: 'w-9 text-[0.8rem] font-normal text-muted-foreground',
        week: 'mt-1 flex w-full',
        day: 'size-9 p-0 text-center text-sm',
        day_button: cn(
          buttonVariants({ variant: 'ghost', size: 'icon' }),
          'size-9 font-normal aria-selected:opacity-100',
        ),
        selected:
          '[&>button]:bg-primary [&>button]:text-primary-foreground [&>button]:hover:bg-primary [&>button]:hover:text-primary-foreground',
        today: '[&>button]:bg-accent [&>button]:text-accent-foreground',
        outside: 'text-muted-foreground opacity-50',
        disabled: 'text-muted-foreground opacity-40 [&>button]:cursor-not-allowed',
        hidden: 'invisible',
        ...classNames,
      }}
      components={{
        Chevron: ({ orientation, ...chevron }) =>
          orientation === 'left' ? (
            <ChevronLeftIcon className="size-4" {...chevron} />
          ) : (
            <ChevronRightIcon className="size-4" {...chevron} />
          ),
      }}
      {...props}
    />
  );
}

export { Calendar };
