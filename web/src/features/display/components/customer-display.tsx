import { useEffect, useState } from 'react';
import type { DisplayFormat } from '@tillwise/core/display/display-schemas';
import { LoaderCircle, Unplug } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@/components/ui/button';
import { useDisplayStream } from '../hooks/use-display-stream';
import { useLocalDisplay } from '../hooks/use-local-display';
import { DisplayPairingForm } from './display-pairing-form';
import { DisplayScreen } from './display-screen';

/** Where the paired code is kept, so a reload (or a tablet woken up) reconnects without pairing again. */
const codeStorageKey = 'tillwise.display-code.v1';

function storedCode(): string | null {
  try {
    return localStorage.getItem(codeStorageKey);
  } catch {
    return null;
  }
}

function storeCode(code: string | null) {
  try {
    if (code) localStorage.setItem(codeStorageKey, code);
    else localStorage.removeItem(codeStorageKey);
  } catch {
    // No storage (a locked-down browser): the display pairs again after a reload.
  }
}

interface CustomerDisplayProps {
  /** A till of this browser to follow over its BroadcastChannel (a second window), or null to pair by code. */
  localTillId: string | null;
  /** Told the store's language and currency as the till sends them (a tablet knows them no other way). */
  onFormat?: (format: DisplayFormat) => void;
}

/** Passes on the store's format when the till's state brings a new one. */
function useFormatOf(format: DisplayFormat | undefined, onFormat?: (format: DisplayFormat) => void) {
  // Only a new language or currency is news; the state itself changes with every line.
  const locale = format?.locale;
  const currency = format?.currency;
  useEffect(() => {
    if (locale && currency) onFormat?.({ locale, currency });
  }, [locale, currency, onFormat]);
}

/**
 * The screen facing the customer, following one till: paired by a code from the till and fed by the server, or,
 * opened from the till's own browser, fed over a BroadcastChannel without the server.
 */
export function CustomerDisplay({ localTillId, onFormat }: CustomerDisplayProps) {
  return localTillId ? (
    <LocalDisplay tillId={localTillId} onFormat={onFormat} />
  ) : (
    <PairedDisplay onFormat={onFormat} />
  );
}

function LocalDisplay({ tillId, onFormat }: { tillId: string; onFormat?: (format: DisplayFormat) => void }) {
  const state = useLocalDisplay(tillId);
  useFormatOf(state?.format, onFormat);
  return <DisplayScreen state={state} />;
}

function PairedDisplay({ onFormat }: { onFormat?: (format: DisplayFormat) => void }) {
  const [code, setCode] = useState(storedCode);
  // Connecting again with the code that was just refused starts over.
  const [attempt, setAttempt] = useState(0);
  const connection = useDisplayStream(code, attempt);
  useFormatOf('state' in connection ? connection.state?.format : undefined, onFormat);

  const pair = (next: string | null) => {
    storeCode(next);
    setCode(next);
    setAttempt((count) => count + 1);
  };

  if (!code) return <DisplayPairingForm onConnect={pair} />;
  if (connection.status === 'refused') return <DisplayPairingForm refusal={connection.message} onConnect={pair} />;
  if (connection.status === 'connecting' && !connection.state) {
    return (
      <main className="flex min-h-svh flex-col items-center justify-center gap-4 p-6 text-center">
        <LoaderCircle className="size-12 animate-spin text-muted-foreground" aria-hidden />
        <p className="text-3xl font-medium" role="status">
          <FormattedMessage id="display.connecting" defaultMessage="Connecting…" />
        </p>
        <DisconnectButton onDisconnect={() => pair(null)} />
      </main>
    );
  }
  return (
    <main className="relative min-h-svh">
      <DisplayScreen state={connection.state} />
      {connection.status === 'connecting' && (
        <p
          role="status"
          className="absolute top-3 left-1/2 -translate-x-1/2 rounded-full bg-warning px-4 py-1 text-sm font-medium text-warning-foreground"
        >
          <FormattedMessage id="display.connecting" defaultMessage="Connecting…" />
        </p>
      )}
      <div className="absolute top-2 right-2 opacity-40 focus-within:opacity-100 hover:opacity-100">
        <DisconnectButton onDisconnect={() => pair(null)} />
      </div>
    </main>
  );
}

/** How long "Tap again to disconnect" waits for the second tap. */
const confirmWindowMs = 4_000;

/** Small, and asks for a second tap: a curious customer's tap does not unpair the display. */
function DisconnectButton({ onDisconnect }: { onDisconnect: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const tap = () => {
    if (confirming) return onDisconnect();
    setConfirming(true);
    setTimeout(() => setConfirming(false), confirmWindowMs);
  };
  return (
    <Button variant="ghost" size="sm" className="text-muted-foreground" onClick={tap}>
      <Unplug />{' '}
      {confirming ? (
        <FormattedMessage id="display.disconnectConfirm" defaultMessage="Tap again to disconnect" />
      ) : (
        <FormattedMessage id="display.disconnect" defaultMessage="Disconnect" />
      )}
    </Button>
  );
}
