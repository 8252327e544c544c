import { describe, expect, it } from 'vitest';
import { displayCodeSchema } from '@tillwise/core/display/display-schemas';
import type { DisplayState } from '@tillwise/core/display/display-schemas';
import { DomainError } from '../lib/errors';
import { createDisplayHub, displayCodeLifetimeMs, maxDisplaysPerCode } from './display-hub';

const minute = 60_000;
const idle: DisplayState = { phase: 'idle', storeName: 'Greenleaf Garden Centre' };
const paying: DisplayState = { phase: 'payment', totalCents: 540, paidCents: 0, amountDueCents: 540, changeCents: 0 };

/** A hub on a clock the test moves. */
function hubAt(start = Date.parse('2026-05-01T09:00:00.000Z')) {
  let now = start;
  const hub = createDisplayHub({ now: () => new Date(now) });
  return { hub, pass: (ms: number) => void (now += ms), start };
}

/** A display that notes what it was shown and whether its stream ended. */
function screen() {
  const shown: DisplayState[] = [];
  const display = { shown, ended: false, onState: (state: DisplayState) => void shown.push(state), onEnd: () => {} };
  display.onEnd = () => void (display.ended = true);
  return display;
}

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return { status: error.statusCode, message: error.message };
    throw error;
  }
  return null;
};

describe('pairing a display', () => {
  it('gives a 6-character code valid for 10 minutes', () => {
    const { hub, start } = hubAt();
    const pairing = hub.pairDisplay('till-1');
    expect(displayCodeSchema.parse(pairing.code)).toBe(pairing.code);
    expect(pairing.expiresAt).toBe(new Date(start + displayCodeLifetimeMs).toISOString());
  });

  it('keeps one code per till: asking again replaces it and disconnects the displays on the old one', () => {
    const { hub } = hubAt();
    const first = hub.pairDisplay('till-1');
    const display = screen();
    hub.subscribe(first.code, display);
    const second = hub.pairDisplay('till-1');
    expect(second.code).not.toBe(first.code);
    expect(display.ended).toBe(true);
    expect(hub.isKnown(first.code)).toBe(false);
    expect(refusal(() => hub.subscribe(first.code, screen()))).toEqual({
      status: 404,
      message: 'That display code is not known. Pair the display again from the till.',
    });
    for (let time = 0; time < 50; time++) hub.pairDisplay('till-1');
    expect(hub.size().codes).toBe(1);
  });

  it('never gives two tills the same code', () => {
    const picks = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.5, 0, 0, 0, 0, 0];
    let call = 0;
    const hub = createDisplayHub({ random: () => picks[call++] ?? 0 });
    expect(hub.pairDisplay('till-1').code).toBe('AAAAAA');
    expect(hub.pairDisplay('till-2').code).toBe('SAAAAA');
  });
});

describe('following a till', () => {
  it('shows the latest state at once, then each new one, until the display unsubscribes', () => {
    const { hub } = hubAt();
    const { code } = hub.pairDisplay('till-1');
    hub.publish('till-1', idle);
    const display = screen();
    const unsubscribe = hub.subscribe(code, display);
    expect(display.shown).toEqual([idle]);
    hub.publish('till-1', paying);
    hub.publish('till-2', idle);
    expect(display.shown).toEqual([idle, paying]);
    unsubscribe();
    unsubscribe();
    hub.publish('till-1', idle);
    expect(display.shown).toEqual([idle, paying]);
  });

  it('shows nothing until the till says something', () => {
    const { hub } = hubAt();
    const display = screen();
    hub.subscribe(hub.pairDisplay('till-1').code, display);
    expect(display.shown).toEqual([]);
    hub.publish('till-1', idle);
    expect(display.shown).toEqual([idle]);
  });

  it('pushes to every display connected with the code, up to 8', () => {
    const { hub } = hubAt();
    const { code } = hub.pairDisplay('till-1');
    const displays = Array.from({ length: maxDisplaysPerCode }, () => screen());
    for (const display of displays) hub.subscribe(code, display);
    expect(refusal(() => hub.subscribe(code, screen()))).toMatchObject({ status: 429 });
    hub.publish('till-1', paying);
    for (const display of displays) expect(display.shown).toEqual([paying]);
  });

  it('refuses a code no till was given', () => {
    const { hub } = hubAt();
    expect(refusal(() => hub.subscribe('ABCDEF', screen()))).toMatchObject({ status: 404 });
  });

  it('ends every stream when the server closes', () => {
    const { hub } = hubAt();
    const display = screen();
    hub.subscribe(hub.pairDisplay('till-1').code, display);
    hub.endAll();
    expect(display.ended).toBe(true);
  });
});

describe('how long a code lasts', () => {
  it('drops a code no display connected with after 10 minutes', () => {
    const { hub, pass } = hubAt();
    const { code } = hub.pairDisplay('till-1');
    pass(displayCodeLifetimeMs - 1);
    expect(hub.isKnown(code)).toBe(true);
    pass(1);
    expect(hub.isKnown(code)).toBe(false);
    expect(refusal(() => hub.subscribe(code, screen()))).toMatchObject({ status: 404 });
    expect(hub.size().codes).toBe(0);
  });

  it('keeps a code while a display follows it, and 10 minutes after it goes, so a reload reconnects', () => {
    const { hub, pass } = hubAt();
    const { code } = hub.pairDisplay('till-1');
    pass(5 * minute);
    const unsubscribe = hub.subscribe(code, screen());
    pass(8 * 60 * minute);
    expect(hub.isKnown(code)).toBe(true);
    unsubscribe();
    pass(9 * minute);
    const again = screen();
    hub.publish('till-1', idle);
    hub.subscribe(code, again)();
    expect(again.shown).toEqual([idle]);
    pass(displayCodeLifetimeMs);
    expect(hub.isKnown(code)).toBe(false);
  });

  it('holds one latest state per till, whatever the till sends', () => {
    const { hub } = hubAt();
    for (let time = 0; time < 100; time++) hub.publish('till-1', time % 2 ? idle : paying);
    hub.publish('till-2', idle);
    expect(hub.size()).toEqual({ codes: 0, states: 2 });
  });
});
