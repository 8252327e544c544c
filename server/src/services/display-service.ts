import { randomInt } from 'node:crypto';
import { newPairingCode, unknownDisplayCodeMessage } from '@tillwise/core/display/display-schemas';
import type { DisplayPairing, DisplayState, PublishDisplayInput } from '@tillwise/core/display/display-schemas';
import type { Db } from '../db/database';
import * as tillRepository from '../db/repositories/till-repository';
import { badRequest, conflict, notFound, tooManyRequests } from '../lib/errors';

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
 * the displays to push it to.
 *
 * The hub lives in this server process's memory. A chain running several Tillwise servers behind a load balancer
 * would find a till's publish and its display's stream on different servers: it would need sticky sessions (route
 * a store's tills and displays to one server) or to relay states between servers with PostgreSQL LISTEN/NOTIFY.
 * Neither is built; after a restart every display is asked to pair again.
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

    /** Keeps the till's latest state, for a display that connects later, and pushes it to the connected ones. */
    publish(tillId: string, state: DisplayState): void {
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
        throw tooManyRequests(`This display code is in use on ${maxDisplaysPerCode} screens already`);
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

/** A till of the signed-in store that is in use: the only tills a display may follow. */
async function assertTillForDisplay(db: Db, storeId: string, tillId: string) {
  const till = await tillRepository.findTill(db, tillId);
  if (!till) throw badRequest('Unknown till', [{ path: 'tillId', message: 'Unknown till' }]);
  if (till.store_id !== storeId)
    throw badRequest(`${till.name} belongs to another store`, [
      { path: 'tillId', message: 'This till belongs to another store' },
    ]);
  if (!till.is_active) throw conflict(`${till.name} is no longer in use. Choose another till.`);
}

/** A pairing code for a till of this store, replacing the till's previous one. */
export async function pairDisplay(db: Db, hub: DisplayHub, storeId: string, tillId: string): Promise<DisplayPairing> {
  await assertTillForDisplay(db, storeId, tillId);
  return hub.pairDisplay(tillId);
}

/** What a till of this store shows its customer now, pushed to its displays. */
export async function publishDisplayState(
  db: Db,
  hub: DisplayHub,
  storeId: string,
  input: PublishDisplayInput,
): Promise<void> {
  await assertTillForDisplay(db, storeId, input.tillId);
  hub.publish(input.tillId, input.state);
}
