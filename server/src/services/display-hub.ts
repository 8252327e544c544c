import { randomInt } from 'node:crypto';
import { newPairingCode, unknownDisplayCodeMessage } from '@tillwise/core/display/display-schemas';
import type { DisplayPairing, DisplayState } from '@tillwise/core/display/display-schemas';
import { notFound, tooManyRequests } from '../lib/errors';
import { saying } from '@tillwise/core/i18n/core-message';
import { displayRefusals } from './display-messages';

// The displays connected to this server, by till: what a till shows goes to each of them as it changes.

/** How long a code waits for its first display, and stays valid after its last display went away. */
export const displayCodeLifetimeMs = 10 * 60 * 1000;
/** The most screens following one till at once. */
export const maxDisplaysPerCode = 8;

/** A display following a till: each state as it comes, and the end when its code is replaced or the server stops. */
export interface DisplayListener {
  onState: (state: DisplayState) => void;
  onEnd: () => void;
}

export interface DisplayHubOptions {
  now?: () => Date;
  /** A number in [0, 1) for each character of a code; cryptographic unless a test passes its own. */
  random?: () => number;
}

/** One till's current code and the displays connected with it. */
interface Pairing {
  code: string;
  tillId: string;
  /** When the code was made, or its last display went away (ms). */
  lastUsedAt: number;
  displays: Set<DisplayListener>;
}

const randomFraction = () => randomInt(0xffff_ffff_ffff) / 0xffff_ffff_ffff;

/**
 * The customer displays of this server: which code pairs a display with which till, each till's latest state, and
 * the displays to push it to. Several servers behind a load balancer share codes and states through the database
 * and the change bus (connectDisplayHub below): a display streaming from one server follows a till that sends its
 * states to another, and a code paired on one is known to all.
 *
 * Memory stays bounded: one code per till (asking again replaces it), codes no display used for 10 minutes are
 * dropped, at most 8 displays per code, one latest state per till (tills are checked against the database), and
 * each state is bounded by its schema.
 */
export function createDisplayHub({ now = () => new Date(), random = randomFraction }: DisplayHubOptions = {}) {
  const pairingsByCode = new Map<string, Pairing>();
  const codeByTill = new Map<string, string>();
  const latestByTill = new Map<string, DisplayState>();

  const isExpired = (pairing: Pairing, at: number) =>
    pairing.displays.size === 0 && at - pairing.lastUsedAt >= displayCodeLifetimeMs;

  const drop = (pairing: Pairing) => {
    pairingsByCode.delete(pairing.code);
    if (codeByTill.get(pairing.tillId) === pairing.code) codeByTill.delete(pairing.tillId);
    const displays = [...pairing.displays];
    pairing.displays.clear();
    for (const display of displays) display.onEnd();
  };

  const dropExpired = (at: number) => {
    for (const pairing of pairingsByCode.values()) if (isExpired(pairing, at)) drop(pairing);
  };

  const unusedCode = () => {
    let code = newPairingCode(random);
    while (pairingsByCode.has(code)) code = newPairingCode(random);
    return code;
  };

  return {
    /**
     * A new code for the till's display, valid for 10 minutes until a display connects. A till has one code: asking
     * again replaces it, and displays connected with the old one are disconnected (they pair again).
     */
    pairDisplay(tillId: string): DisplayPairing {
      const at = now().getTime();
      dropExpired(at);
      const previous = codeByTill.get(tillId);
      const previousPairing = previous === undefined ? undefined : pairingsByCode.get(previous);
      if (previousPairing) drop(previousPairing);
      const code = unusedCode();
      pairingsByCode.set(code, { code, tillId, lastUsedAt: at, displays: new Set() });
      codeByTill.set(tillId, code);
      return { code, expiresAt: new Date(at + displayCodeLifetimeMs).toISOString() };
    },

    /**
     * Takes a pairing made on another server: the till's code is now this one (displays of its earlier code here are
     * disconnected, as on the server that paired it).
     */
    adopt(code: string, tillId: string, lastUsedAt: number): void {
      const previous = codeByTill.get(tillId);
      if (previous === code) return;
      const previousPairing = previous === undefined ? undefined : pairingsByCode.get(previous);
      if (previousPairing) drop(previousPairing);
      pairingsByCode.set(code, { code, tillId, lastUsedAt, displays: new Set() });
      codeByTill.set(tillId, code);
    },

    /** The till's latest state as another server last heard it, for displays that connect here. */
    remember(tillId: string, state: DisplayState): void {
      if (!latestByTill.has(tillId)) latestByTill.set(tillId, state);
    },

    /** The codes with displays connected to this server now. */
    codesInUse(): string[] {
      return [...pairingsByCode.values()].filter((pairing) => pairing.displays.size > 0).map((pairing) => pairing.code);
    },

    /** The tills with a code on this server. */
    tillsPaired(): string[] {
      return [...codeByTill.keys()];
    },

    /**
     * Keeps the till's latest state, for a display that connects later, and pushes it to the connected ones (not
     * again when `unlessSame` and it is the state they have).
     */
    publish(tillId: string, state: DisplayState, { unlessSame = false } = {}): void {
      const previous = latestByTill.get(tillId);
      if (unlessSame && previous && JSON.stringify(previous) === JSON.stringify(state)) return;
      latestByTill.set(tillId, state);
      const code = codeByTill.get(tillId);
      const pairing = code === undefined ? undefined : pairingsByCode.get(code);
      for (const display of pairing?.displays ?? []) display.onState(state);
    },

    /**
     * Connects a display by its code: it gets the till's latest state at once, then every new one. Returns the
     * unsubscribe; the code then stays valid 10 more minutes, so a display that reloads or loses its network comes
     * back without pairing again. An unknown or expired code is refused (404), as is a code on too many screens.
     */
    subscribe(code: string, listener: DisplayListener): () => void {
      const at = now().getTime();
      dropExpired(at);
      const pairing = pairingsByCode.get(code);
      if (!pairing) throw notFound(unknownDisplayCodeMessage);
      if (pairing.displays.size >= maxDisplaysPerCode)
        throw tooManyRequests(saying(displayRefusals.codeOnScreens, { count: maxDisplaysPerCode }));
      // A wrapper of its own, so the same listener subscribed twice is two displays.
      const display: DisplayListener = { onState: (state) => listener.onState(state), onEnd: () => listener.onEnd() };
      pairing.displays.add(display);
      pairing.lastUsedAt = at;
      const latest = latestByTill.get(pairing.tillId);
      if (latest) display.onState(latest);
      return () => {
        if (pairing.displays.delete(display)) pairing.lastUsedAt = now().getTime();
      };
    },

    /** Whether a display may connect with this code now. */
    isKnown(code: string): boolean {
      const pairing = pairingsByCode.get(code);
      return pairing !== undefined && !isExpired(pairing, now().getTime());
    },

    /** Ends every display's stream: the server is shutting down, and open streams would keep it from closing. */
    endAll(): void {
      for (const pairing of [...pairingsByCode.values()]) {
        const displays = [...pairing.displays];
        pairing.displays.clear();
        for (const display of displays) display.onEnd();
      }
    },

    /** How many codes and states the hub holds (for tests of its bounds). */
    size: () => ({ codes: pairingsByCode.size, states: latestByTill.size }),
  };
}

export type DisplayHub = ReturnType<typeof createDisplayHub>;
