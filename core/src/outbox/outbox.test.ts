import { describe, expect, it } from 'vitest';
import {
  afterAttempt,
  backoffMs,
  newOutboxEntry,
  nextBatchToSend,
  nextToSend,
  outcomeOfStatus,
  retryNow,
  summarizeOutbox,
  waitingLabel,
} from './outbox';
import type { OutboxEntry } from './outbox';

const at = (iso: string) => new Date(iso);
const sale = (id: string, time: string) =>
  newOutboxEntry(
    { id, kind: 'sale', path: '/sales', staffName: 'Priya Shah', label: 'ORD-1', amountCents: 100, body: { id } },
    at(time),
  );

describe('outbox', () => {
  it('sends waiting sales in batches, oldest first, stopping at another kind of entry or the size', () => {
    const now = at('2026-11-23T11:00:00Z');
    const close = newOutboxEntry(
      {
        id: 'z',
        kind: 'shift-close',
        path: '/shifts/1/close',
        staffName: 'P',
        label: 'Z',
        amountCents: null,
        body: {},
      },
      at('2026-11-23T10:30:00Z'),
    );
    const entries = [
      sale('c', '2026-11-23T10:03:00Z'),
      close,
      sale('a', '2026-11-23T10:01:00Z'),
      sale('d', '2026-11-23T10:40:00Z'),
      sale('b', '2026-11-23T10:02:00Z'),
    ];
    expect(nextBatchToSend(entries, now, 100).map((entry) => entry.id)).toEqual(['a', 'b', 'c']);
    expect(nextBatchToSend(entries, now, 2).map((entry) => entry.id)).toEqual(['a', 'b']);
    const sent = entries.map((entry) =>
      ['a', 'b', 'c'].includes(entry.id) ? afterAttempt(entry, { kind: 'recorded' }, now) : entry,
    );
    expect(nextBatchToSend(sent, now, 100).map((entry) => entry.id)).toEqual(['z']);
    // A sale still waiting out its backoff ends the batch: the ones behind it wait too.
    const backedOff = afterAttempt(sale('b', '2026-11-23T10:02:00Z'), { kind: 'unreachable', message: 'x' }, now);
    expect(
      nextBatchToSend([sale('a', '2026-11-23T10:01:00Z'), backedOff, sale('c', '2026-11-23T10:03:00Z')], now, 100).map(
        (e) => e.id,
      ),
    ).toEqual(['a']);
    expect(nextBatchToSend([], now, 100)).toEqual([]);
  });

  it('sends the oldest pending entry first', () => {
    const entries = [sale('b', '2026-11-23T10:05:00Z'), sale('a', '2026-11-23T10:01:00Z')];
    expect(nextToSend(entries, at('2026-11-23T10:06:00Z'))?.id).toBe('a');
  });

  it('marks a recorded entry synced with the time the server took it', () => {
    const entry = afterAttempt(sale('a', '2026-11-23T10:00:00Z'), { kind: 'recorded' }, at('2026-11-23T11:00:00Z'));
    expect(entry).toMatchObject({ state: 'synced', attempts: 1, syncedAt: '2026-11-23T11:00:00.000Z' });
    expect(nextToSend([entry], at('2026-11-23T12:00:00Z'))).toBeNull();
  });

  it('backs off after an unreachable server and holds the queue behind the oldest until then', () => {
    const now = at('2026-11-23T10:00:00Z');
    const failed = afterAttempt(sale('a', '2026-11-23T09:00:00Z'), { kind: 'unreachable', message: 'offline' }, now);
    const later = sale('b', '2026-11-23T09:30:00Z');
    expect(failed).toMatchObject({ state: 'pending', attempts: 1, lastError: 'offline' });
    expect(nextToSend([failed, later], now)).toBeNull();
    expect(nextToSend([failed, later], new Date(Date.parse(failed.retryAt!) + 1))?.id).toBe('a');
  });

  it('grows the backoff to a minute at most, spread a little by id', () => {
    expect(backoffMs(1, 'x')).toBeGreaterThanOrEqual(800);
    expect(backoffMs(1, 'x')).toBeLessThanOrEqual(1200);
    expect(backoffMs(3, 'x')).toBeGreaterThan(backoffMs(2, 'x'));
    expect(backoffMs(30, 'x')).toBeLessThanOrEqual(72_000);
    expect(backoffMs(30, 'x')).toBe(backoffMs(30, 'x'));
  });

  it('sets aside an entry the server refuses and moves on to the next', () => {
    const now = at('2026-11-23T10:00:00Z');
    const refused = afterAttempt(sale('a', '2026-11-23T09:00:00Z'), { kind: 'refused', message: 'Bad line' }, now);
    expect(refused).toMatchObject({ state: 'refused', lastError: 'Bad line' });
    expect(nextToSend([refused, sale('b', '2026-11-23T09:30:00Z')], now)?.id).toBe('b');
    expect(retryNow(refused)).toMatchObject({ state: 'pending', retryAt: null });
  });

  it('holds a new entry while the screen that made it tries first', () => {
    const held = newOutboxEntry(
      { id: 'h', kind: 'sale', path: '/sales', staffName: 'Priya Shah', label: 'ORD-1', amountCents: 100, body: {} },
      at('2026-11-23T10:00:00Z'),
      10_000,
    );
    expect(nextToSend([held], at('2026-11-23T10:00:05Z'))).toBeNull();
    expect(nextToSend([held], at('2026-11-23T10:00:10Z'))?.id).toBe('h');
  });

  it('never resends a synced entry', () => {
    const synced = afterAttempt(sale('a', '2026-11-23T09:00:00Z'), { kind: 'recorded' }, at('2026-11-23T10:00:00Z'));
    expect(retryNow(synced)).toBe(synced);
  });

  it.each([
    [201, 'recorded'],
    [200, 'recorded'],
    [null, 'unreachable'],
    [502, 'unreachable'],
    [503, 'unreachable'],
    [408, 'unreachable'],
    [429, 'unreachable'],
    [401, 'unreachable'],
    [400, 'refused'],
    [403, 'refused'],
  ] as const)('reads status %s as %s', (status, kind) => {
    expect(outcomeOfStatus(status, 'message').kind).toBe(kind);
  });

  it('sums up what waits, what was refused and the last sync', () => {
    const synced = afterAttempt(sale('a', '2026-11-23T09:00:00Z'), { kind: 'recorded' }, at('2026-11-23T10:42:00Z'));
    const refund: OutboxEntry = newOutboxEntry(
      {
        id: 'r',
        kind: 'refund',
        path: '/refunds',
        staffName: 'Marcus Reid',
        label: 'REF-1',
        amountCents: 100,
        body: {},
      },
      at('2026-11-23T10:50:00Z'),
    );
    const summary = summarizeOutbox([
      synced,
      sale('b', '2026-11-23T10:45:00Z'),
      sale('c', '2026-11-23T10:46:00Z'),
      refund,
    ]);
    expect(summary).toEqual({ waiting: 3, waitingSales: 2, refused: 0, lastSyncedAt: '2026-11-23T10:42:00.000Z' });
    expect(waitingLabel(summary)).toBe('2 sales and 1 change waiting to sync');
    expect(waitingLabel({ waiting: 3, waitingSales: 3 })).toBe('3 sales waiting to sync');
    expect(waitingLabel({ waiting: 1, waitingSales: 1 })).toBe('1 sale waiting to sync');
  });
});
