/** What a till loses on a page that is not a secure context (plain http anywhere but localhost). */
export interface TillCapabilities {
  secureContext: boolean;
  /** Reload and open with the server down. */
  serviceWorker: boolean;
  /** Signed offline sign-in and receipts. */
  webCrypto: boolean;
  /** Receipt printers and cash drawers over USB or a serial port. */
  usb: boolean;
  serial: boolean;
}

export function tillCapabilities(): TillCapabilities {
  return {
    secureContext: window.isSecureContext,
    serviceWorker: 'serviceWorker' in navigator,
    webCrypto: Boolean(globalThis.crypto?.subtle),
    usb: 'usb' in navigator,
    serial: 'serial' in navigator,
  };
}

/**
 * Whether this browser trusts the server's https: the page itself when it is on https (a certificate it does not
 * trust gets no service worker), or a request to the https address when the page is still on plain http (it fails
 * on a certificate the browser does not trust).
 */
export async function browserTrusts(httpsPort: number | null): Promise<boolean> {
  if (location.protocol === 'https:') {
    if (!window.isSecureContext || !('serviceWorker' in navigator)) return false;
    const registration = await navigator.serviceWorker.getRegistration();
    if (registration) return true;
    // Not registered yet (this page may be the first): registering is refused on a certificate not trusted.
    return navigator.serviceWorker.register('/sw.js').then(
      () => true,
      () => false,
    );
  }
  if (!httpsPort) return false;
  const host = pageHost();
  return fetch(`https://${host}:${httpsPort}/api/https`, { mode: 'no-cors', cache: 'no-store' }).then(
    () => true,
    () => false,
  );
}

/** This page's https address on the server that served it, keeping the path (null without https). */
export function secureUrlOf(httpsPort: number | null, path = '/pos'): string | null {
  if (location.protocol === 'https:') return `${location.origin}${path}`;
  if (!httpsPort) return null;
  const host = pageHost();
  return `https://${host}:${httpsPort}${path}`;
}

/** This page's host as a URL writes it (an IPv6 address in brackets), without its port. */
export function pageHost(): string {
  return location.hostname.includes(':') ? `[${location.hostname}]` : location.hostname;
}
