import { readSync, type Stats } from 'node:fs';

/** Bytes asked of the system per read: the buffer grows by this much at most. */
const CHUNK = 64 * 1024;

/**
 * The bytes of an open file, read in chunks until its end, or undefined as soon as it
 * holds more than `limit` bytes. What the file's stat claims is not trusted: a file of
 * /proc reports size 0 and reads gigabytes (`/proc/self/pagemap`), and a file may grow
 * while it is read. So at most `limit + 1` bytes are ever read or held, whatever the file.
 */
export function readBounded(fd: number, limit: number): Buffer | undefined {
  const chunks: Buffer[] = [];
  let total = 0;
  for (;;) {
    const want = Math.min(CHUNK, limit + 1 - total);
    if (want <= 0) break;
    const chunk = Buffer.allocUnsafe(want);
    const got = readSync(fd, chunk, 0, want, null);
    if (got === 0) break;
    chunks.push(got === want ? chunk : chunk.subarray(0, got));
    total += got;
  }
  return total > limit ? undefined : Buffer.concat(chunks, total);
}

/** What a file that is not a regular one is, as an error about it says. */
export function kindOf(stats: Stats): string {
  if (stats.isDirectory()) return 'a directory';
  if (stats.isFIFO()) return 'a FIFO';
  if (stats.isSocket()) return 'a socket';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'a device';
  return 'not a regular file';
}
