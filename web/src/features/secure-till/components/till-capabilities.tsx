import { CircleCheck, CircleX } from 'lucide-react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { tillCapabilities } from '../lib/secure-context';

const messages = defineMessages({
  secureContext: { id: 'secureTill.can.secureContext', defaultMessage: 'Secure context' },
  serviceWorker: { id: 'secureTill.can.serviceWorker', defaultMessage: 'Reload with the server down (service worker)' },
  webCrypto: { id: 'secureTill.can.webCrypto', defaultMessage: 'Offline sign-in (Web Crypto)' },
  usb: { id: 'secureTill.can.usb', defaultMessage: 'USB receipt printer (WebUSB)' },
  serial: { id: 'secureTill.can.serial', defaultMessage: 'Serial receipt printer (Web Serial)' },
});

/** What this browser gives the till here: each item a secure context unlocks. */
export function TillCapabilitiesList() {
  const intl = useIntl();
  const can = tillCapabilities();
  const items = [
    { label: messages.secureContext, ok: can.secureContext },
    { label: messages.serviceWorker, ok: can.secureContext && can.serviceWorker },
    { label: messages.webCrypto, ok: can.webCrypto },
    { label: messages.usb, ok: can.usb },
    { label: messages.serial, ok: can.serial },
  ];
  return (
    <ul
      aria-label={intl.formatMessage({ id: 'secureTill.thisBrowser', defaultMessage: 'This browser' })}
      className="space-y-1 text-sm"
    >
      {items.map(({ label, ok }) => (
        <li key={label.id} className="flex items-center gap-2">
          {ok ? (
            <CircleCheck className="size-4 text-emerald-600" aria-hidden />
          ) : (
            <CircleX className="size-4 text-destructive" aria-hidden />
          )}
          <span>
            <FormattedMessage {...label} />
          </span>
          <span className="sr-only">
            {ok ? (
              <FormattedMessage id="secureTill.available" defaultMessage="available" />
            ) : (
              <FormattedMessage id="secureTill.notAvailable" defaultMessage="not available" />
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
