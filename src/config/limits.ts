/**
 * Limits of the config reader, each refused with a clear error. Written in
 * docs/config.md, "Limits".
 */

/** Bytes per config file: far above any real config (the 12,295-object bench is 440 KB). */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/**
 * Bytes of all the files one config names (`${file:PATH}`, `source: {file}`) together,
 * each of them at most MAX_FILE_BYTES: a config naming a thousand large files is refused
 * before it holds them all in memory.
 */
export const MAX_REFERENCED_BYTES = 64 * 1024 * 1024;

/** Nesting of mappings and lists. */
export const MAX_DEPTH = 64;

/**
 * Nodes produced by expanding aliases, per file: counts every node an alias copies,
 * not alias uses, so a "billion laughs" document stops here in milliseconds.
 */
export const MAX_ALIAS_NODES = 100_000;

/** Raw bidi or control characters reported per file; the rest are counted. */
export const MAX_RAW_CHARACTER_REPORTS = 20;
