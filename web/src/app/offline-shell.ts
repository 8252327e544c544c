import { createElement } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { toast } from '@/lib/toast';

// Written outside React: the toast draws them, inside the app's messages.
const messages = defineMessages({
  ready: { id: 'common.newVersion', defaultMessage: 'A new version of Tillwise is ready' },
  readyDescription: {
    id: 'common.newVersion.description',
    defaultMessage: 'Reload when the till is free to start using it.',
  },
  reload: { id: 'common.reload', defaultMessage: 'Reload' },
});
const say = (message: (typeof messages)[keyof typeof messages]) => createElement(FormattedMessage, message);

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
        toast(say(messages.ready), {
          description: say(messages.readyDescription),
          duration: Infinity,
          action: { label: say(messages.reload), onClick: () => void update(true) },
        }),
    });
  });
}
