import { useEffect } from 'react';
import { Delete } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

const maxPinLength = 6;
const keys = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

interface PinPadProps {
  pin: string;
  onPinChange: (pin: string) => void;
  onSubmit: () => void;
  disabled?: boolean;
}

/** A touch PIN pad that also listens to the keyboard: digits, Backspace, Escape and Enter. */
export function PinPad({ pin, onPinChange, onSubmit, disabled }: PinPadProps) {
  const intl = useIntl();
  const press = (digit: string) => {
    if (!disabled && pin.length < maxPinLength) onPinChange(pin + digit);
  };
  const erase = () => !disabled && onPinChange(pin.slice(0, -1));

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (disabled || event.altKey || event.ctrlKey || event.metaKey) return;
      if (/^\d$/.test(event.key)) {
        if (pin.length < maxPinLength) onPinChange(pin + event.key);
      } else if (event.key === 'Backspace') {
        onPinChange(pin.slice(0, -1));
      } else if (event.key === 'Escape') {
        onPinChange('');
      } else if (event.key === 'Enter') {
        onSubmit();
      } else {
        return;
      }
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [pin, disabled, onPinChange, onSubmit]);

  return (
    <div className="flex flex-col items-center gap-5">
      <div
        className="flex h-4 items-center gap-3"
        role="status"
        aria-label={intl.formatMessage(
          { id: 'signIn.digitsEntered', defaultMessage: '{count} digits entered' },
          { count: pin.length },
        )}
      >
        {Array.from({ length: Math.max(4, pin.length) }, (_, index) => (
          <span
            key={index}
            className={cn(
              'size-3.5 rounded-full border-2 border-primary transition-colors',
              index < pin.length ? 'bg-primary' : 'bg-transparent',
            )}
          />
        ))}
      </div>
      <div className="grid w-full max-w-72 grid-cols-3 gap-2.5">
        {keys.map((digit) => (
          <Button
            key={digit}
            type="button"
            variant="outline"
            size="till"
            disabled={disabled}
            onClick={() => press(digit)}
          >
            {digit}
          </Button>
        ))}
        <Button type="button" variant="ghost" size="till" disabled={disabled} onClick={() => onPinChange('')}>
          <span className="text-sm">
            <FormattedMessage id="signIn.clear" defaultMessage="Clear" />
          </span>
        </Button>
        <Button type="button" variant="outline" size="till" disabled={disabled} onClick={() => press('0')}>
          0
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="till"
          disabled={disabled}
          onClick={erase}
          aria-label={intl.formatMessage({ id: 'signIn.deleteLastDigit', defaultMessage: 'Delete last digit' })}
        >
          <Delete className="size-5" />
        </Button>
      </div>
    </div>
  );
}
