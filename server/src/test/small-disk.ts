import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A file system of a few megabytes of its own (a tmpfs), for tests of a disk that fills up under the store's
 * data folder: filled to the last byte by one file, and freed by deleting it. Mounting needs root, as CI runs.
 */
export interface SmallDisk {
  dir: string;
  /** Writes a filler file until the disk has no byte left. */
  fill(): void;
  /** Deletes the filler: the space is back. */
  free(): void;
  unmount(): Promise<void>;
}

/** Mounts one at `dir` (made when missing), or at a new temporary folder. */
export async function mountSmallDisk(megabytes: number, at?: string): Promise<SmallDisk> {
  if (process.getuid?.() !== 0) throw new Error('A small disk of its own is a tmpfs: mounting it needs root');
  const dir = at ?? fs.mkdtempSync(path.join(os.tmpdir(), 'tillwise-small-disk-'));
  fs.mkdirSync(dir, { recursive: true });
  await run('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m`, 'tmpfs', dir]);
  const filler = path.join(dir, 'filler');
  return {
    dir,
    fill() {
      const fd = fs.openSync(filler, 'a');
      try {
        // Big pieces first, then smaller ones, until not even one byte fits.
        for (const size of [1 << 20, 64 << 10, 4 << 10, 512, 1]) {
          const piece = Buffer.alloc(size);
          for (;;) {
            try {
              fs.writeSync(fd, piece);
            } catch (error) {
              if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
              break;
            }
          }
        }
      } finally {
        fs.closeSync(fd);
      }
    },
    free() {
      fs.rmSync(filler, { force: true });
    },
    async unmount() {
      await run('umount', ['-l', dir]).catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
