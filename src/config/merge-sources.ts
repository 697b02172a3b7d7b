import type { Diagnostic } from '../model/diagnostic.js';
import { formatLocation } from '../model/location.js';
import type { FilePositions } from './position-index.js';
import { error } from './diagnostics.js';
import { COLLECTION_KEYS } from './schema.js';
import { isObject } from '../model/is-object.js';

export interface ParsedFile {
  readonly file: string;
  readonly value: Record<string, unknown>;
  readonly positions: FilePositions;
}

const COLLECTIONS: ReadonlySet<string> = new Set(COLLECTION_KEYS);

/**
 * Directory mode (docs/config.md, "Directory mode"): the files' top-level mappings are
 * merged, and keyed collections entry by entry. The same key in two files is an
 * error at the second place that names the first.
 */
export function mergeSources(files: readonly ParsedFile[], diagnostics: Diagnostic[]): unknown {
  // One file merges with nothing: its value is read as it is (the schema copies it).
  if (files.length === 1) return files[0]?.value;
  const merged: Record<string, unknown> = {};
  const owner = new Map<string, ParsedFile>();
  for (const file of files) {
    for (const [top, value] of Object.entries(file.value)) {
      const first = owner.get(top);
      if (first === undefined) {
        merged[top] = isObject(value) && COLLECTIONS.has(top) ? { ...value } : value;
        owner.set(top, file);
        continue;
      }
      const target = merged[top];
      if (COLLECTIONS.has(top) && isObject(target) && isObject(value)) {
        mergeCollection(top, target, value, file, files, diagnostics);
      } else {
        diagnostics.push(duplicate([top], file, first));
      }
    }
  }
  return merged;
}

function mergeCollection(
  top: string,
  target: Record<string, unknown>,
  value: Record<string, unknown>,
  file: ParsedFile,
  files: readonly ParsedFile[],
  diagnostics: Diagnostic[],
): void {
  for (const [key, entry] of Object.entries(value)) {
    if (!(key in target)) {
      target[key] = entry;
      continue;
    }
    const first = files.find((f) => f !== file && f.positions.get([top, key]) !== undefined);
    diagnostics.push(duplicate([top, key], file, first));
  }
}

function duplicate(path: string[], file: ParsedFile, first: ParsedFile | undefined): Diagnostic {
  const where = first?.positions.get(path);
  const firstPlace = where ? formatLocation(where.key ?? where.value) : (first?.file ?? '?');
  return error(
    'duplicate-definition',
    `\`${path.join('.')}\` is defined in two files; first at ${firstPlace}`,
    file.positions.get(path)?.key,
    { hint: 'keep one definition' },
  );
}
