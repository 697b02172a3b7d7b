import type { SourceLocation } from '../model/location.js';

const STRICT = new TextDecoder('utf-8', { fatal: true });
const LENIENT = new TextDecoder('utf-8');

export type Decoded =
  | { readonly text: string }
  | { readonly invalid: { readonly location: SourceLocation; readonly byte: number } };

/**
 * A config file's bytes as text. Invalid UTF-8 is refused at its line and column,
 * never replaced by U+FFFD without a word. A leading BOM is
 * dropped.
 */
export function decodeUtf8(file: string, bytes: Uint8Array): Decoded {
  try {
    return { text: STRICT.decode(bytes) };
  } catch {
    const offset = firstInvalid(bytes);
    return { invalid: { location: locate(file, bytes, offset), byte: bytes[offset] ?? 0 } };
  }
}

/** Line and column (in characters, as editors count them) of a byte offset. */
function locate(file: string, bytes: Uint8Array, offset: number): SourceLocation {
  let line = 1;
  let start = 0;
  for (let i = 0; i < offset; i += 1) {
    if (bytes[i] === 0x0a) {
      line += 1;
      start = i + 1;
    }
  }
  if (start === 0 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) start = 3;
  const before = LENIENT.decode(bytes.subarray(start, offset));
  return { file, line, col: before.length + 1 };
}

/** Offset of the first byte that does not belong to a well-formed UTF-8 sequence. */
function firstInvalid(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const length = sequenceLength(bytes, i);
    if (length === 0) return i;
    i += length;
  }
  return bytes.length;
}

/** Length of the well-formed sequence at `i` (RFC 3629, table 3-7 of Unicode), else 0. */
function sequenceLength(bytes: Uint8Array, i: number): number {
  const b0 = bytes[i] ?? 0;
  if (b0 < 0x80) return 1;
  const [length, low, high] =
    b0 >= 0xc2 && b0 <= 0xdf
      ? [2, 0x80, 0xbf]
      : b0 === 0xe0
        ? [3, 0xa0, 0xbf]
        : b0 === 0xed
          ? [3, 0x80, 0x9f]
          : b0 >= 0xe1 && b0 <= 0xef
            ? [3, 0x80, 0xbf]
            : b0 === 0xf0
              ? [4, 0x90, 0xbf]
              : b0 === 0xf4
                ? [4, 0x80, 0x8f]
                : b0 >= 0xf1 && b0 <= 0xf3
                  ? [4, 0x80, 0xbf]
                  : [0, 0, 0];
  if (length === 0) return 0;
  const b1 = bytes[i + 1] ?? -1;
  if (b1 < low || b1 > high) return 0;
  for (let k = 2; k < length; k += 1) {
    const b = bytes[i + k] ?? -1;
    if (b < 0x80 || b > 0xbf) return 0;
  }
  return length;
}
