import type { DisplayPairing, DisplayState, PublishDisplayInput } from '@tillwise/core/display/display-schemas';
import type { Db } from '../db/database';
import { busOf, catchUpTopic } from '../db/change-bus';
import * as displayRepository from '../db/repositories/display-repository';
import * as tillRepository from '../db/repositories/till-repository';
import { isUniqueViolation } from '../db/unique-violation';
import { badRequest, conflict } from '../lib/errors';
import { saying } from '@tillwise/core/i18n/core-message';
import { displayRefusals } from './display-messages';
import { displayCodeLifetimeMs } from './display-hub';
import type { DisplayHub, DisplayListener } from './display-hub';

/** A till of the signed-in store that is in use: the only tills a display may follow. */
async function assertTillForDisplay(db: Db, storeId: string, tillId: string) {
  const till = await tillRepository.findTill(db, tillId);
  if (!till)
    throw badRequest(saying(displayRefusals.unknownTill), [
      { path: 'tillId', message: saying(displayRefusals.unknownTill) },
    ]);
  if (till.store_id !== storeId)
    throw badRequest(saying(displayRefusals.tillOfAnotherStore, { till: till.name }), [
      { path: 'tillId', message: saying(displayRefusals.thisTillOfAnotherStore) },
    ]);
  if (!till.is_active) throw conflict(saying(displayRefusals.tillNotInUse, { till: till.name }));
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
