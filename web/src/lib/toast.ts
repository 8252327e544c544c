import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';

type Sonner = typeof SonnerModule;
type Message = Parameters<Sonner['toast']>[0];
type Kind = 'success' | 'error' | 'info' | 'warning';

let sonner: Promise<Sonner> | null = null;
let markMounted: () => void = () => undefined;
// A toast sent before the Toaster listens would be lost, so toasts wait for it.
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Loads sonner (the toasts and their Toaster share it); the app asks for it once the first screen is up. */
export const loadToasts = () => (sonner ??= import('sonner'));

/** Called once the Toaster is on the page and listening. */
export const toasterMounted = () => markMounted();

function show(kind?: Kind) {
  return (message: Message, data?: ExternalToast) => {
    void Promise.all([loadToasts(), mounted]).then(([{ toast }]) =>
      kind ? toast[kind](message, data) : toast(message, data),
    );
  };
}

/**
 * sonner's toast, with the library loaded on first use rather than on every screen's first load: a toast always
 * follows something the person did, by which time the library has long arrived.
 */
export const toast = Object.assign(show(), {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
});
