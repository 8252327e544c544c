import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { badRequest } from './errors';

/** The image types a product photo may be, known by their first bytes rather than by what the browser claims. */
const signatures = [
  {
    extension: 'png',
    type: 'image/png',
    test: (b: Buffer) => b.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex')),
  },
  { extension: 'jpg', type: 'image/jpeg', test: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { extension: 'gif', type: 'image/gif', test: (b: Buffer) => b.subarray(0, 4).toString('latin1') === 'GIF8' },
  {
    extension: 'webp',
    type: 'image/webp',
    test: (b: Buffer) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
] as const;

export const maxImageBytes = 2 * 1024 * 1024;
const storedName = /^[0-9a-f-]{36}\.(png|jpg|gif|webp)$/;

/** Writes an uploaded image under the folder with a fresh name and returns that name; refuses anything else. */
export async function saveImage(folder: string, bytes: Buffer): Promise<string> {
  if (bytes.length === 0) throw badRequest('Choose an image file');
  if (bytes.length > maxImageBytes) throw badRequest('Images must be 2 MB or smaller');
  const kind = signatures.find((signature) => signature.test(bytes));
  if (!kind) throw badRequest('Upload a PNG, JPEG, GIF or WebP image');
  await fs.mkdir(folder, { recursive: true });
  const name = `${randomUUID()}.${kind.extension}`;
  const temporary = path.join(folder, `.${name}.tmp`);
  await fs.writeFile(temporary, bytes);
  await fs.rename(temporary, path.join(folder, name));
  return name;
}

/** The bytes and type of a stored image, or null when the name is not one of ours. */
export async function readImage(folder: string, name: string): Promise<{ bytes: Buffer; type: string } | null> {
  if (!storedName.test(name)) return null;
  const bytes = await fs.readFile(path.join(folder, name)).catch(() => null);
  if (!bytes) return null;
  const kind = signatures.find((signature) => signature.test(bytes));
  return kind ? { bytes, type: kind.type } : null;
}
