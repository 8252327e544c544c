import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { fullImageMaxSidePx, productImageSizes, thumbnailSidePx } from '@tillwise/core/catalog/product-image';
import type { ProductImageSize } from '@tillwise/core/catalog/product-image';
import { saying } from '@tillwise/core/i18n/core-message';
import { catalogRefusals } from '../services/catalog-messages';
import { badRequest } from './errors';

/** The image types a product photo may be, known by their first bytes rather than by what the browser claims. */
const signatures = [
  { format: 'png', test: (b: Buffer) => b.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex')) },
  { format: 'jpeg', test: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { format: 'gif', test: (b: Buffer) => b.subarray(0, 4).toString('latin1') === 'GIF8' },
  {
    format: 'webp',
    test: (b: Buffer) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
] as const;

export const maxImageBytes = 2 * 1024 * 1024;
/** A few kilobytes of one flat colour can claim billions of pixels (a decompression bomb); a phone photo is 12–48. */
const maxImageMegapixels = 50;
const maxImagePixels = maxImageMegapixels * 1_000_000;

/** The name in an image's address: a fresh id, and (for images stored before re-encoding) their original type. */
const storedName = /^([0-9a-f-]{36})\.(png|jpg|gif|webp)$/;
const sizeFileName = (id: string, size: ProductImageSize) => `${id}.${size}.webp`;

const unreadable = () => badRequest(saying(catalogRefusals.imageUnreadable));

// Decoding runs on libuv's thread pool, where the SQLite writer also makes each commit durable: one image at a
// time keeps uploads from taking the pool while tills are selling.
let encoding: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const result = encoding.then(work, work);
  encoding = result.catch(() => undefined);
  return result;
}

/**
 * Decodes an image and encodes it afresh at each stored size as WebP: turned upright by its EXIF orientation, with
 * every piece of metadata (EXIF and its GPS position, XMP, ICC) left behind. Refuses what does not decode in full.
 */
async function encodeSizes(bytes: Buffer): Promise<Record<ProductImageSize, Buffer>> {
  if (!signatures.some((signature) => signature.test(bytes))) throw badRequest(saying(catalogRefusals.imageKind));
  // The header alone, to say why a bomb is refused; the decoder's own pixel limit below is what stops one.
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw unreadable();
    });
  if (!signatures.some((signature) => signature.format === metadata.format)) throw unreadable();
  if (metadata.width * metadata.height > maxImagePixels)
    throw badRequest(saying(catalogRefusals.imageMegapixels, { most: maxImageMegapixels }));
  // failOn 'warning' refuses a truncated or damaged file rather than storing the part that decoded.
  const upright = sharp(bytes, { limitInputPixels: maxImagePixels, failOn: 'warning' }).autoOrient();
  try {
    const [thumbnail, full] = await Promise.all([
      upright.clone().resize(thumbnailSidePx, thumbnailSidePx, { fit: 'cover' }).webp({ quality: 80 }).toBuffer(),
      upright
        .clone()
        .resize(fullImageMaxSidePx, fullImageMaxSidePx, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer(),
    ]);
    return { thumbnail, full };
  } catch {
    throw unreadable();
  }
}

async function writeAtomically(folder: string, name: string, bytes: Buffer) {
  const temporary = path.join(folder, `.${name}.${randomUUID()}.tmp`);
  await fs.writeFile(temporary, bytes);
  await fs.rename(temporary, path.join(folder, name));
}

/**
 * Stores an uploaded image at the product sizes under a fresh name and returns the name its address uses; refuses
 * anything that does not decode, and keeps nothing of the file as it was sent.
 */
export async function saveImage(folder: string, bytes: Buffer): Promise<string> {
  if (bytes.length === 0) throw badRequest(saying(catalogRefusals.chooseImage));
  if (bytes.length > maxImageBytes) throw badRequest(saying(catalogRefusals.imageTooLarge));
  const sizes = await oneAtATime(() => encodeSizes(bytes));
  await fs.mkdir(folder, { recursive: true });
  const id = randomUUID();
  // The full size last: its file is the one that says the image is there.
  await writeAtomically(folder, sizeFileName(id, 'thumbnail'), sizes.thumbnail);
  await writeAtomically(folder, sizeFileName(id, 'full'), sizes.full);
  return `${id}.webp`;
}

/**
 * An image uploaded before uploads were re-encoded is kept as it was sent: the first time it is asked for, it is
 * encoded at the product sizes like a new upload, so its metadata is never served. False when it does not decode.
 */
async function encodeStoredOriginal(folder: string, id: string, original: string): Promise<boolean> {
  const bytes = await fs.readFile(path.join(folder, original)).catch(() => null);
  if (!bytes) return false;
  const sizes = await oneAtATime(() => encodeSizes(bytes)).catch(() => null);
  if (!sizes) return false;
  for (const size of productImageSizes) await writeAtomically(folder, sizeFileName(id, size), sizes[size]);
  return true;
}

/** The bytes and type of a stored image at a size, or null when the name is not one of ours. */
export async function readImage(
  folder: string,
  name: string,
  size: ProductImageSize,
): Promise<{ bytes: Buffer; type: string } | null> {
  const id = storedName.exec(name)?.[1];
  if (!id) return null;
  const file = path.join(folder, sizeFileName(id, size));
  let bytes = await fs.readFile(file).catch(() => null);
  if (!bytes && (await encodeStoredOriginal(folder, id, name))) bytes = await fs.readFile(file).catch(() => null);
  return bytes ? { bytes, type: 'image/webp' } : null;
}
