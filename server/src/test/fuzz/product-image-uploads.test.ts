import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../build-test-app';
import type { TestApp } from '../build-test-app';
import { watchWrites } from './write-watch';
import type { WriteWatch } from './write-watch';

const seed = Number(process.env.FUZZ_SEED ?? 20_260_515);
const numRuns = Number(process.env.FUZZ_RUNS ?? 40);

let t: TestApp;
let admin: string;
let watch: WriteWatch;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signInAs('admin');
  watch = await watchWrites(t.db, t.dataDir);
});
afterAll(() => t?.close());

const megabytes = (n: number) => n * 1024 * 1024;
const signatures = {
  png: Buffer.from('89504e470d0a1a0a', 'hex'),
  jpg: Buffer.from('ffd8ffe0', 'hex'),
  gif: Buffer.from('GIF89a', 'latin1'),
  webp: Buffer.concat([Buffer.from('RIFF', 'latin1'), Buffer.alloc(4), Buffer.from('WEBP', 'latin1')]),
};

async function upload(payload: Buffer, headers: Record<string, string>) {
  const before = await watch.start();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/product-images',
    headers: { cookie: admin, ...headers },
    payload,
  });
  return { response, writes: await watch.since(before) };
}

const multipart = (fileName: string, bytes: Buffer) =>
  Buffer.concat([
    Buffer.from(
      `--x\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from('\r\n--x--\r\n'),
  ]);

describe('fake product images', () => {
  it.each([
    [
      'a .png name on bytes that are not a PNG',
      Buffer.from('hello, not an image'),
      { 'content-type': 'image/png', 'content-disposition': 'attachment; filename="photo.png"' },
      400,
    ],
    ['no bytes at all', Buffer.alloc(0), { 'content-type': 'image/png' }, 400],
    [
      'a PNG over the 2 MB limit',
      Buffer.concat([signatures.png, Buffer.alloc(megabytes(2))]),
      { 'content-type': 'image/png' },
      413,
    ],
    ['an SVG (it can carry script)', Buffer.from('<svg onload="alert(1)"/>'), { 'content-type': 'image/svg+xml' }, 415],
    [
      'a multipart form with a photo.png that is not one',
      multipart('photo.png', Buffer.from('not a png')),
      { 'content-type': 'multipart/form-data; boundary=x' },
      415,
    ],
    ['a PNG sent as JSON', signatures.png, { 'content-type': 'application/json' }, 400],
    ['a PNG without a content type', signatures.png, {}, 415],
  ])('refuses %s (%i is not it) and stores nothing', async (_name, payload, headers, status) => {
    const { response, writes } = await upload(payload, headers);
    expect(response.statusCode).toBe(status);
    expect(typeof response.json().error).toBe('string');
    expect(writes).toEqual({ tables: [], files: [] });
  });

  it.each([
    ['a PNG signature followed by a script', Buffer.concat([signatures.png, Buffer.from('<script>alert(1)</script>')])],
    ['a JPEG signature followed by zeros', Buffer.concat([signatures.jpg, Buffer.alloc(16)])],
    ['a GIF signature followed by junk', Buffer.concat([signatures.gif, Buffer.from('junk')])],
    ['a WebP header with nothing in it', signatures.webp],
  ])('refuses %s: every image is decoded, not known by its first bytes', async (_name, payload) => {
    const { response, writes } = await upload(payload, { 'content-type': 'image/png' });
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().error).toBe('string');
    expect(writes).toEqual({ tables: [], files: [] });
  });

  it('never fails on random bytes, and stores a file only when it answers 201', async () => {
    const contentTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'IMAGE/PNG', 'image/png; q=1'];
    const bytes = fc.tuple(
      fc.option(fc.constantFrom(...Object.values(signatures)), { nil: undefined }),
      fc.uint8Array({ maxLength: 4_096 }),
    );
    await fc.assert(
      fc.asyncProperty(bytes, fc.constantFrom(...contentTypes), async ([signature, rest], contentType) => {
        const payload = Buffer.concat([signature ?? Buffer.alloc(0), Buffer.from(rest)]);
        const { response, writes } = await upload(payload, { 'content-type': contentType });
        expect(response.statusCode).toBeLessThan(500);
        expect(writes.tables).toEqual([]);
        if (response.statusCode === 201) {
          // What is kept is the image encoded afresh at its two sizes, never the bytes as they were sent.
          expect(writes.files).toHaveLength(2);
          for (const file of writes.files)
            expect(fs.readFileSync(path.join(t.dataDir, file)).equals(payload)).toBe(false);
        } else {
          expect(typeof response.json().error).toBe('string');
          expect(writes.files).toEqual([]);
        }
      }),
      { seed, numRuns },
    );
  });
});
