import { lazy, Suspense } from 'react';

// Loaded only where it shows (a till at a plain-http address), keeping it off every secure page's first load.
const InsecureTillBanner = lazy(() =>
  import('./insecure-till-banner').then((module) => ({ default: module.InsecureTillBanner })),
);

/** The warning under the header on a page that is not a secure context; nothing on a secure one. */
export function InsecureTillWarning() {
  if (window.isSecureContext) return null;
  return (
    <Suspense fallback={null}>
      <InsecureTillBanner />
    </Suspense>
  );
}
