import { randomInt } from 'node:crypto';
import { newPairingCode, unknownDisplayCodeMessage } from '@tillwise/core/display/display-schemas';
import type { DisplayPairing, DisplayState, PublishDisplayInput } from '@tillwise/core/display/display-schemas';
import type { Db } from '../db/database';
import { busOf, catchUpTopic } from '../db/change-bus';
import * as displayRepository from '../db/repositories/display-repository';
import * as tillRepository from '../db/repositories/till-repository';
import { isUniqueViolation } from '../db/unique-violation';
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

/** A pairing code for a till of this store, replacing the till's previous one, on every server. */
export async function pairDisplay(
  db: Db,
  hub: DisplayHub,
  storeId: string,
  tillId: string,
  now = new Date(),
): Promise<DisplayPairing> {
  await assertTillForDisplay(db, storeId, tillId);
  for (;;) {
    const pairing = hub.pairDisplay(tillId);
    try {
      await displayRepository.savePairing(db, { code: pairing.code, tillId, at: now.toISOString() });
    } catch (error) {
      // Another server gave out the same code a moment ago: draw another.
      if (isUniqueViolation(error)) continue;
      throw error;
    }
    await busOf(db).publish(pairedTopic, { code: pairing.code, tillId, at: now.getTime() });
    return pairing;
  }
}

/** What a till of this store shows its customer now, pushed to its displays on every server. */
export async function publishDisplayState(
  db: Db,
  storeId: string,
  input: PublishDisplayInput,
  now = new Date(),
): Promise<void> {
  await assertTillForDisplay(db, storeId, input.tillId);
  const stateJson = JSON.stringify(input.state);
  await displayRepository.saveDisplayState(db, input.tillId, stateJson, now.toISOString());
  // Small states travel with the message; a listener reads a large one from the database.
  const carried = Buffer.byteLength(stateJson) < 6_000 ? input.state : null;
  await busOf(db).publish(stateTopic, { tillId: input.tillId, state: carried });
}

/**
 * Connects a display by its code on this server, whichever server paired it: a code this server has not heard of
 * is looked up in the database (with the till's latest state) before the hub takes the display.
 */
export async function subscribeDisplay(
  db: Db,
  hub: DisplayHub,
  code: string,
  listener: DisplayListener,
  now = new Date(),
): Promise<() => void> {
  if (!hub.isKnown(code)) {
    const pairing = await displayRepository.findPairing(db, code);
    const lastUsedAt = pairing ? Date.parse(pairing.last_used_at) : 0;
    if (pairing && now.getTime() - lastUsedAt < displayCodeLifetimeMs) {
      hub.adopt(code, pairing.till_id, lastUsedAt);
      const state = await displayRepository.findDisplayState(db, pairing.till_id);
      if (state) hub.remember(pairing.till_id, JSON.parse(state) as DisplayState);
    }
  }
  const unsubscribe = hub.subscribe(code, listener);
  await displayRepository.touchPairings(db, [code], now.toISOString());
  return unsubscribe;
}

/** Keeps the codes of displays connected here alive in the database, for displays that connect to other servers. */
export async function touchDisplayCodes(db: Db, hub: DisplayHub, now = new Date()) {
  await displayRepository.touchPairings(db, hub.codesInUse(), now.toISOString());
}

const pairedTopic = 'display.paired';
const stateTopic = 'display.state';

/** Hears pairings and states from every server (this one included) and hands them to this server's hub. */
export function connectDisplayHub(db: Db, hub: DisplayHub): () => void {
  const bus = busOf(db);
  const paired = bus.subscribe(pairedTopic, (message) => {
    const { code, tillId, at } = message as { code: string; tillId: string; at: number };
    hub.adopt(code, tillId, at);
  });
  const stated = bus.subscribe(stateTopic, (message) => {
    const { tillId, state } = message as { tillId: string; state: DisplayState | null };
    if (state) return hub.publish(tillId, state);
    void displayRepository.findDisplayState(db, tillId).then((json) => {
      if (json) hub.publish(tillId, JSON.parse(json) as DisplayState);
    });
  });
  // Back after the database or the bus was away: each till followed here may have changed its state unheard.
  const caughtUp = bus.subscribe(catchUpTopic, () => {
    for (const tillId of hub.tillsPaired()) {
      void displayRepository.findDisplayState(db, tillId).then(
        (json) => {
          if (json) hub.publish(tillId, JSON.parse(json) as DisplayState, { unlessSame: true });
        },
        () => undefined,
      );
    }
  });
  return () => {
    paired();
    stated();
    caughtUp();
  };
}
