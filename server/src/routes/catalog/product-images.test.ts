import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';
import { watchWrites } from '../../test/fuzz/write-watch';
import type { WriteWatch } from '../../test/fuzz/write-watch';

let t: TestApp;
let manager: string;
let cashier: string;
let watch: WriteWatch;
let imageDir: string;
beforeAll(async () => {
  t = await buildTestApp();
  [manager, cashier] = await Promise.all([t.signInAs('manager'), t.signInAs('cashier')]);
  watch = await watchWrites(t.db, t.dataDir);
  imageDir = path.join(t.dataDir, 'product-images');
});
afterAll(() => t?.close());

const gpsDatum = 'WGS-84-TILLWISE-TEST';
const cameraMake = 'TillwiseCam';

/**
 * A photo as a phone stores it: 1600 × 900 pixels held sideways with EXIF orientation 6 (the phone was turned), the
 * camera's make and where it was taken (GPS latitude, longitude and map datum).
 */
async function phonePhoto(): Promise<Buffer> {
  const width = 1600;
  const height = 900;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      pixels[at] = (x * 255) / width;
      pixels[at + 1] = (y * 255) / height;
      pixels[at + 2] = (x ^ y) & 0xff;
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: cameraMake, ImageDescription: 'Terracotta pots on the bench' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 1234/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 3900/100',
        GPSMapDatum: gpsDatum,
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid 12,000 × 12,000 black-and-white PNG of 17 KB: 144 million pixels once decoded. */
function decompressionBomb(): Buffer {
  const side = 12_000;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((1 + side / 8) * side);
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

async function upload(payload: Buffer, headers: Record<string, string>) {
  const before = await watch.start();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/product-images',
    headers: { cookie: manager, ...headers },
    payload,
  });
  return { response, writes: await watch.since(before) };
}

const fetchImage = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: cashier } });

describe('product image uploads', () => {
  it('stores a phone photo upright at the thumbnail and full sizes, without its EXIF or GPS', async () => {
    const photo = await phonePhoto();
    expect((await sharp(photo).metadata()).exif?.includes(gpsDatum)).toBe(true);

    const { response, writes } = await upload(photo, { 'content-type': 'image/jpeg' });
    expect(response.statusCode).toBe(201);
    const { url } = response.json();
    expect(url).toMatch(/^\/api\/product-images\/[0-9a-f-]{36}\.webp$/);
    expect(writes.tables).toEqual([]);
    expect(writes.files).toHaveLength(2);
    for (const file of writes.files) {
      const stored = fs.readFileSync(path.join(t.dataDir, file));
      expect(stored.includes(gpsDatum) || stored.includes(cameraMake)).toBe(false);
    }

    const full = await fetchImage(url);
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/webp');
    // Turned upright (900 × 1600), then fitted within 1,200 pixels.
    expect(await sharp(full.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 675, height: 1200 });

    const thumbnail = await fetchImage(`${url}?size=thumbnail`);
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });

    for (const served of [full.rawPayload, thumbnail.rawPayload]) {
      const metadata = await sharp(served).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(served.includes(gpsDatum) || served.includes(cameraMake)).toBe(false);
    }
  });

  it('keeps a small image at its own size in full and makes its thumbnail the fixed size', async () => {
    const logo = await sharp({ create: { width: 120, height: 40, channels: 4, background: '#2e7d32' } })
      .png()
      .toBuffer();
    const { response } = await upload(logo, { 'content-type': 'image/png' });
    expect(response.statusCode).toBe(201);
    const { url } = response.json();
    expect(await sharp((await fetchImage(url)).rawPayload).metadata()).toMatchObject({ width: 120, height: 40 });
    expect(await sharp((await fetchImage(`${url}?size=thumbnail`)).rawPayload).metadata()).toMatchObject({
      width: 256,
      height: 256,
    });
  });

  it.each([
    [
      'a text file renamed .jpg',
      async () => Buffer.from('Dear diary, today we potted 40 geraniums.\n'),
      'Upload a PNG, JPEG, GIF or WebP image',
    ],
    [
      'a JPEG signature followed by junk',
      async () => Buffer.concat([Buffer.from('ffd8ffe0', 'hex'), Buffer.from('<script>alert(1)</script>')]),
      'This image could not be read: it may be damaged or not really an image',
    ],
    [
      'a truncated JPEG',
      async () => {
        const photo = await phonePhoto();
        return photo.subarray(0, Math.floor(photo.length / 2));
      },
      'This image could not be read: it may be damaged or not really an image',
    ],
    [
      'a truncated PNG',
      async () => {
        const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#33aa55' } })
          .png()
          .toBuffer();
        return png.subarray(0, png.length - 20);
      },
      'This image could not be read: it may be damaged or not really an image',
    ],
    [
      'a decompression bomb (17 KB that decodes to 144 million pixels)',
      async () => decompressionBomb(),
      'Images may be 50 megapixels at most',
    ],
  ])('refuses %s with a 400 and stores nothing', async (_name, bytes, message) => {
    const { response, writes } = await upload(await bytes(), {
      'content-type': 'image/jpeg',
      'content-disposition': 'attachment; filename="photo.jpg"',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
    expect(writes).toEqual({ tables: [], files: [] });
  });

  it('refuses a size it does not store', async () => {
    const response = await fetchImage(`/api/product-images/${randomUUID()}.webp?size=original`);
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().error).toBe('string');
  });
});

describe('images uploaded before they were re-encoded', () => {
  it('are served re-encoded at both sizes, without their EXIF', async () => {
    const name = `${randomUUID()}.jpg`;
    fs.mkdirSync(imageDir, { recursive: true });
    fs.writeFileSync(path.join(imageDir, name), await phonePhoto());

    const full = await fetchImage(`/api/product-images/${name}`);
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(full.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 675, height: 1200 });
    expect(metadata.exif).toBeUndefined();

    const thumbnail = await fetchImage(`/api/product-images/${name}?size=thumbnail`);
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });
  });

  it('are not served when they do not decode', async () => {
    const name = `${randomUUID()}.png`;
    fs.mkdirSync(imageDir, { recursive: true });
    fs.writeFileSync(
      path.join(imageDir, name),
      Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from('<script>alert(1)</script>')]),
    );
    expect((await fetchImage(`/api/product-images/${name}`)).statusCode).toBe(404);
  });
});
