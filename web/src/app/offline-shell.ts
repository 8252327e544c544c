import { toast } from '@/lib/toast';

/**
 * Registers the service worker that lets the till open with no network. It loads after the first screen, off the
 * till's critical path. A new version waits until staff choose to reload (never in the middle of a sale); until
 * then the till keeps the version it opened with.
 */
export function registerOfflineShell() {
  // Browsers allow service workers on https and on localhost only; elsewhere the till still sells offline while
  // it stays open, but cannot be reloaded offline (docs/architecture.md, "Offline selling").
  if (!('serviceWorker' in navigator) || !window.isSecureContext || import.meta.env.DEV) return;
  void import('virtual:pwa-register').then(({ registerSW }) => {
    const update = registerSW({
      immediate: true,
      onNeedRefresh: () =>
        toast('A new version of Tillwise is ready', {
          description: 'Reload when the till is free to start using it.',
          duration: Infinity,
          action: { label: 'Reload', onClick: () => void update(true) },
        }),
    });
  });
}
