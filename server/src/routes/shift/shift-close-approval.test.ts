import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app';
import { buildShiftApp } from './shift.fixtures';
import type { ShiftApp } from './shift.fixtures';

// Who may approve a close that was over or short: a second person, or an admin signing off their own.
let shiftApp: ShiftApp;
let t: TestApp;
let admin: string;
let manager: string;
let call: ShiftApp['call'];
beforeAll(async () => {
  shiftApp = await buildShiftApp();
  ({ t, admin, manager, call } = shiftApp);
});
afterAll(() => shiftApp?.t.close());

describe('approving an over/short close', () => {
  let danaReyes: string;
  beforeAll(async () => {
    const added = await call('POST', '/api/staff', admin, {
      name: 'Dana Reyes',
      email: 'dana@example.com',
      role: 'manager',
      pin: '6666',
    });
    const signIn = await call('POST', '/api/session', undefined, { userId: added.json().id, pin: '6666' });
    danaReyes = `tillwise_session=${signIn.cookies.find((c) => c.name === 'tillwise_session')?.value}`;
  });

  /** A shift on a till of its own, counted $3.00 short and closed by one person: it waits for review. */
  async function closeShortAlone(cookie: string) {
    const till = (await call('POST', '/api/tills', admin, { name: `Review Till ${randomUUID().slice(0, 8)}` })).json();
    const id = randomUUID();
    await call('POST', '/api/shifts', cookie, { id, tillId: till.id, count: { totalCents: 10000 } });
    await call('POST', `/api/shifts/${id}/count`, cookie, { count: { totalCents: 9700 } });
    const z = await call('POST', `/api/shifts/${id}/close`, cookie, { reason: 'Short', floatLeftCents: 5000 });
    expect(z.statusCode).toBe(200);
    return { id, zId: z.json().id as string };
  }
  const approvalOf = async (id: string) =>
    t.db.selectFrom('shifts').select(['needs_review', 'approved_by']).where('id', '=', id).executeTakeFirstOrThrow();

  it('refuses the manager who counted and closed it, writing nothing, and takes another manager', async () => {
    const { id, zId } = await closeShortAlone(manager);
    const own = await call('POST', `/api/shifts/${id}/approve`, manager);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ error: 'A second person approves a close: ask another manager or an admin' });
    expect(await approvalOf(id)).toEqual({ needs_review: 1, approved_by: null });
    const waiting = (await call('GET', `/api/z-reports/${zId}`, manager)).json();
    expect(waiting.review).toEqual({ needsReview: true, approvedBy: null, approvedAt: null, bySecondPerson: false });

    const second = await call('POST', `/api/shifts/${id}/approve`, danaReyes);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ needsReview: false, approvedBy: { name: 'Dana Reyes' } });
    const z = (await call('GET', `/api/z-reports/${zId}`, manager)).json();
    expect(z.review).toMatchObject({ needsReview: false, approvedBy: { name: 'Dana Reyes' }, bySecondPerson: true });
    const audit = await t.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'shift.approved')
      .where('subject_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details)).toMatchObject({ overShortCents: -300, bySecondPerson: true });
  });

  it('lets an admin sign off a close they made, and says so', async () => {
    const { id, zId } = await closeShortAlone(admin);
    const own = await call('POST', `/api/shifts/${id}/approve`, admin);
    expect(own.statusCode).toBe(200);
    expect((await call('GET', `/api/z-reports/${zId}`, admin)).json().review).toMatchObject({
      approvedBy: { name: 'Olivia Bennett' },
      bySecondPerson: false,
    });
  });
});
