import fs from 'node:fs';
import path from 'node:path';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueSchedules } from '../../services/report-schedule-service';
import { buildTestApp } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';

let t: TestApp;
let manager: string;
beforeAll(async () => {
  t = await buildTestApp();
  manager = await t.signInAs('manager');
  await t.db.updateTable('store').set({ time_zone: 'UTC' }).execute();
});
afterAll(() => t?.close());

const post = (payload: object, cookie = manager) =>
  t.app.inject({ method: 'POST', url: '/api/report-schedules', headers: { cookie }, payload });

describe('report schedules', () => {
  it('saves a schedule, writes the due report as CSV under DATA_DIR/reports once per period, and serves it', async () => {
    const created = await post({ tab: 'staff', frequency: 'daily', time: '23:59' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ tab: 'staff', frequency: 'daily', time: '23:59', lastRunAt: null });

    // Saving at 23:59 or later would count today as done; the run below must find it due whatever the time now.
    await t.db.updateTable('report_schedules').set({ last_period: null }).execute();
    const reportsDir = path.join(t.dataDir, 'reports');
    const at = new Date();
    at.setUTCHours(23, 59, 30, 0);
    const written = await runDueSchedules(t.db, reportsDir, at);
    expect(written).toHaveLength(1);
    const yesterday = new Date(at.getTime() - 86_400_000).toISOString().slice(0, 10);
    expect(written[0]).toMatchObject({ tab: 'staff', from: yesterday, to: yesterday });
    expect(await runDueSchedules(t.db, reportsDir, new Date(at.getTime() + 10_000))).toEqual([]);

    const files = (
      await t.app.inject({ method: 'GET', url: '/api/report-files', headers: { cookie: manager } })
    ).json();
    expect(files[0].fileName).toBe(written[0]?.fileName);
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/report-files/${files[0].id}/download`,
      headers: { cookie: manager },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('text/csv');
    const [header, ...rows] = download.body.trim().split(/\r?\n/);
    expect(header).toBe('Name,Role,Transactions,Sales,Average Sale');
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(fs.readFileSync(path.join(reportsDir, files[0].fileName), 'utf8')).toBe(download.body);

    const schedules = (
      await t.app.inject({ method: 'GET', url: '/api/report-schedules', headers: { cookie: manager } })
    ).json();
    expect(schedules[0].lastRunAt).toBe(at.toISOString());
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/report-schedules/${schedules[0].id}`,
      headers: { cookie: manager },
    });
    expect(removed.statusCode).toBe(204);
  });

  it('covers the whole chain: an inventory report sums the stock of every store', async () => {
    const admin = await t.signInAs('admin');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/stores',
      headers: { cookie: admin },
      payload: {
        name: 'Quay Street',
        type: 'garden_centre',
        address: '',
        city: '',
        state: '',
        zip: '',
        taxRate: 8.25,
        taxName: 'Sales Tax',
        timeZone: 'UTC',
      },
    });
    expect(created.statusCode).toBe(201);
    await t.db.updateTable('store_stock').set({ quantity: 7 }).where('store_id', '=', created.json().id).execute();
    expect((await post({ tab: 'inventory', frequency: 'daily', time: '00:00' })).statusCode).toBe(201);
    await t.db.updateTable('report_schedules').set({ last_period: null }).execute();

    const at = new Date();
    at.setUTCHours(0, 0, 30, 0);
    const reportsDir = path.join(t.dataDir, 'reports');
    const [written] = await runDueSchedules(t.db, reportsDir, at);
    expect(written?.tab).toBe('inventory');
    const parsed = Papa.parse<Record<string, string>>(
      fs.readFileSync(path.join(reportsDir, written?.fileName ?? ''), 'utf8').trim(),
      { header: true },
    );
    expect(parsed.meta.fields).toEqual(['Product', 'SKU', 'Stock', 'Reorder Level', 'Unit', 'Status', 'Stock Value']);
    const chainStock = await t.db
      .selectFrom('store_stock')
      .innerJoin('products', 'products.id', 'store_stock.product_id')
      .select(['products.sku', (eb) => eb.fn.sum<number>('store_stock.quantity').as('stock')])
      .where('products.is_active', '=', 1)
      .groupBy('products.sku')
      .execute();
    const expected = new Map(chainStock.map((row) => [row.sku, Number(row.stock)]));
    expect(parsed.data).toHaveLength(expected.size);
    for (const row of parsed.data) expect(Number(row.Stock)).toBe(expected.get(row.SKU ?? ''));
  });

  it('refuses a bad time or tab with 400 and saves nothing; cashiers may not schedule', async () => {
    const before = (await t.db.selectFrom('report_schedules').selectAll().execute()).length;
    expect((await post({ tab: 'sales', frequency: 'daily', time: '25:00' })).statusCode).toBe(400);
    expect((await post({ tab: 'everything', frequency: 'daily', time: '07:00' })).statusCode).toBe(400);
    expect((await post({ tab: 'sales', frequency: 'hourly', time: '07:00' })).statusCode).toBe(400);
    expect(
      (await post({ tab: 'sales', frequency: 'daily', time: '07:00' }, await t.signInAs('cashier'))).statusCode,
    ).toBe(403);
    expect((await t.db.selectFrom('report_schedules').selectAll().execute()).length).toBe(before);
  });
});
