import { CircleCheck, CircleX } from 'lucide-react';
import { tillCapabilities } from '../lib/secure-context';

/** What this browser gives the till here: each item a secure context unlocks. */
export function TillCapabilitiesList() {
  const can = tillCapabilities();
  const items = [
    { label: 'Secure context', ok: can.secureContext },
    { label: 'Reload with the server down (service worker)', ok: can.secureContext && can.serviceWorker },
    { label: 'Offline sign-in (Web Crypto)', ok: can.webCrypto },
    { label: 'USB receipt printer (WebUSB)', ok: can.usb },
    { label: 'Serial receipt printer (Web Serial)', ok: can.serial },
  ];
  return (
    <ul aria-label="This browser" className="space-y-1 text-sm">
      {items.map(({ label, ok }) => (
        <li key={label} className="flex items-center gap-2">
          {ok ? (
            <CircleCheck className="size-4 text-emerald-600" aria-hidden />
          ) : (
            <CircleX className="size-4 text-destructive" aria-hidden />
          )}
          <span>{label}</span>
          <span className="sr-only">{ok ? 'available' : 'not available'}</span>
        </li>
      ))}
    </ul>
  );
}
