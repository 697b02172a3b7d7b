// In model, not one layer: config (export) and plan both derive keys from titles with it.
import { fieldValue } from './fields/field-row.js';
import { KINDS, type TitledKind } from './kinds.js';
import type { LiveCollections } from './live.js';
import { isReservedKey } from './reserved-keys.js';

/**
 * Hands out YAML keys derived from titles: lower-case words joined by `-`, unique
 * within one collection (a second "Guides" becomes `guides-2`). Keys are what
 * addresses are made of (`team.<key>`), so they must be stable for a given export. A
 * title whose key would be a word the config refuses as a key (`constructor`,
 * `prototype`: reserved-keys.ts) gets the collection's word after it
 * (`constructor-team`), so an export validates; its pinned `id` and title still match it.
 */
export class SlugKeys {
  readonly #taken = new Set<string>();

  constructor(private readonly fallback: string) {}

  /** A fresh key for `title`. */
  take(title: string): string {
    const slug = slugify(title) || this.fallback;
    const base = isReservedKey(slug) ? `${slug}-${this.fallback}` : slug;
    let key = base;
    for (let n = 2; this.#taken.has(key); n += 1) key = `${base}-${n}`;
    this.#taken.add(key);
    return key;
  }
}

function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/**
 * The key `docform export` gives each live object of one collection, by id: items sorted
 * by title, then id, so the same organization always gets the same keys. The planner
 * addresses live objects no declaration owns by these keys too (`team.docs`, not
 * `team.Docs`), so a plan names them as the export would.
 */
export function keysByTitle<T extends { readonly id: string }>(
  items: readonly T[],
  title: (item: T) => string,
  fallback: string,
): Map<string, string> {
  const keys = new SlugKeys(fallback);
  const sorted = [...items].sort((a, b) => compare(title(a), title(b)) || compare(a.id, b.id));
  return new Map(sorted.map((item) => [item.id, keys.take(title(item))]));
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The key an export gives each live object of a titled kind, by id (`keysByTitle`). */
export function liveKeys(live: LiveCollections, kind: TitledKind): Map<string, string> {
  const { collection, key } = KINDS[kind];
  const items: readonly { readonly id: string }[] = live[collection] ?? [];
  return keysByTitle(items, (item) => String(fieldValue(item, key.field)), kind);
}
