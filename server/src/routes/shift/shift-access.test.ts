import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';

let t: TestApp;
let inventory: string;
let cashier: string;
let manager: string;
let openShiftId: string;
beforeAll(async () => {
  t = await buildTestApp();
  inventory = await t.signInAs('inventory');
  cashier = await t.signInAs('cashier');
  manager = await t.signInAs('manager');
  openShiftId = (await t.db.selectFrom('shifts').select('id').where('status', '=', 'open').executeTakeFirstOrThrow())
    .id;
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
const tables = ['shifts', 'cash_movements', 'voids', 'z_reports'] as const;
const counts = async () =>
  Promise.all(tables.map(async (table) => (await t.db.selectFrom(table).select('id').execute()).length));

const endpoints = (): [string, 'GET' | 'POST', string, object?][] => [
  ['the current shift', 'GET', '/api/shifts/current?tillId=till-1'],
  ['opening a shift', 'POST', '/api/shifts', { id: randomUUID(), tillId: 'till-2', count: { totalCents: 100 } }],
  ['the shift list', 'GET', '/api/shifts'],
  ['an X report', 'GET', `/api/shifts/${openShiftId}`],
  ['a cash movement', 'POST', `/api/shifts/${openShiftId}/cash-movements`, { id: randomUUID(), kind: 'no_sale' }],
  ['a count', 'POST', `/api/shifts/${openShiftId}/count`, { count: { totalCents: 100 } }],
  ['a close', 'POST', `/api/shifts/${openShiftId}/close`, { floatLeftCents: 0 }],
  ['an approval', 'POST', `/api/shifts/${openShiftId}/approve`],
  ['a void', 'POST', '/api/voids', { id: randomUUID(), tillId: 'till-1', itemCount: 1, amountCents: 100 }],
  ['the Z report list', 'GET', '/api/z-reports'],
  ['the Z chain check', 'GET', '/api/z-reports/verify'],
];

describe('who may reach the shift endpoints', () => {
  it.each(endpoints())(
    '%s needs a session (401) and is refused to inventory staff (403), writing nothing',
    async (_name, method, url, body) => {
      const before = await counts();
      expect((await call(method, url, undefined, body)).statusCode).toBe(401);
      const refused = await call(method, url, inventory, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe('You do not have permission to do that');
      expect(await counts()).toEqual(before);
    },
  );

  it('keeps approvals and the chain check for managers', async () => {
    expect((await call('POST', `/api/shifts/${openShiftId}/approve`, cashier)).statusCode).toBe(403);
    expect((await call('GET', '/api/z-reports/verify', cashier)).statusCode).toBe(403);
    expect((await call('GET', '/api/z-reports/verify', manager)).statusCode).toBe(200);
  });
});

describe('refusals that write nothing', () => {
  it.each([
    ['an unknown shift’s X report', 'GET', '/api/shifts/nope', undefined, 404],
    [
      'cash moved on an unknown shift',
      'POST',
      '/api/shifts/nope/cash-movements',
      { id: randomUUID(), kind: 'no_sale' },
      404,
    ],
    ['a count of an unknown shift', 'POST', '/api/shifts/nope/count', { count: { totalCents: 1 } }, 404],
    ['a close of an unknown shift', 'POST', '/api/shifts/nope/close', { floatLeftCents: 0 }, 404],
    [
      'a void on an unknown till',
      'POST',
      '/api/voids',
      { id: randomUUID(), tillId: 'nope', itemCount: 1, amountCents: 1 },
      400,
    ],
    [
      'a void of no items',
      'POST',
      '/api/voids',
      { id: randomUUID(), tillId: 'till-1', itemCount: 0, amountCents: 1 },
      400,
    ],
    [
      'a void with a negative amount',
      'POST',
      '/api/voids',
      { id: randomUUID(), tillId: 'till-1', itemCount: 1, amountCents: -1 },
      400,
    ],
    ['a shift list with a bad page', 'GET', '/api/shifts?page=0', undefined, 400],
    ['a Z report list with a bad date', 'GET', '/api/z-reports?from=yesterday', undefined, 400],
    ['a current shift without a till', 'GET', '/api/shifts/current', undefined, 400],
    ['a close with a negative float', 'POST', `/api/shifts/OPEN/close`, { floatLeftCents: -1 }, 400],
    ['a close with an unknown field', 'POST', `/api/shifts/OPEN/close`, { floatLeftCents: 0, drawer: 'open' }, 400],
  ] as const)('%s is a clear %i', async (_name, method, url, body, status) => {
    const before = await counts();
    const response = await call(method, url.replace('OPEN', openShiftId), manager, body);
    expect(response.statusCode).toBe(status);
    expect(typeof response.json().error).toBe('string');
    expect(await counts()).toEqual(before);
  });

  it('refuses a count or close of a shift that is already closed', async () => {
    const closed = await t.db
      .selectFrom('shifts')
      .select('id')
      .where('status', '=', 'closed')
      .executeTakeFirstOrThrow();
    const count = await call('POST', `/api/shifts/${closed.id}/count`, manager, { count: { totalCents: 1 } });
    expect(count.statusCode).toBe(409);
    expect(count.json().error).toBe('This shift is already closed');
    expect((await call('POST', `/api/shifts/${closed.id}/close`, manager, { floatLeftCents: 0 })).statusCode).toBe(409);
    const movement = { id: randomUUID(), kind: 'pay_in', amountCents: 100, reason: 'Late' };
    expect((await call('POST', `/api/shifts/${closed.id}/cash-movements`, manager, movement)).json().error).toBe(
      'This shift is closed',
    );
  });
});
