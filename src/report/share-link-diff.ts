import type { FieldRow } from '../model/fields/field-row.js';
import { FIELD_TABLES } from '../model/fields/tables.js';
import type { ResourceKind } from '../model/kinds.js';
import { shareLinks } from '../model/schema/share-links.js';

/** A share link as the plan shows it: its name alone when active, else `{ name, active }`. */
interface Link {
  readonly name: string;
  readonly active: boolean;
}

function asLink(value: unknown): Link | undefined {
  if (typeof value === 'string') return { name: value, active: true };
  if (typeof value !== 'object' || value === null) return undefined;
  const { name, active } = value as { name?: unknown; active?: unknown };
  if (typeof name !== 'string') return undefined;
  return { name, active: active !== false };
}

/** What differs between two lists of share links, by name. */
export interface ShareLinkDiff {
  /** Links on both sides whose state differs, in the order of the list after. */
  readonly switched: readonly { readonly name: string; readonly active: boolean }[];
  /** Links only before, as the plan holds them. */
  readonly removed: readonly unknown[];
  /** Links only after, as the plan holds them. */
  readonly added: readonly unknown[];
}

/**
 * Share links are named (docform matches a link by its name), so a link switched off is
 * the same link with `active` changed, not one link removed and another added: paired by
 * name, the state of each pair that differs, and the links only on one side. Undefined
 * when an element is no share link.
 */
export function shareLinkDiff(
  before: readonly unknown[],
  after: readonly unknown[],
): ShareLinkDiff | undefined {
  const was = before.map(asLink);
  const now = after.map(asLink);
  if (was.includes(undefined) || now.includes(undefined)) return undefined;
  const wasByName = new Map((was as Link[]).map((l) => [l.name, l]));
  const nowNames = new Set((now as Link[]).map((l) => l.name));
  const switched = (now as Link[]).flatMap((l) => {
    const old = wasByName.get(l.name);
    return old === undefined || old.active === l.active ? [] : [l];
  });
  return {
    switched,
    removed: before.filter((_, i) => !nowNames.has((was[i] as Link).name)),
    added: after.filter((_, i) => !wasByName.has((now[i] as Link).name)),
  };
}

/**
 * A field of share links (the row whose YAML is `shareLinks`) as lines, by name:
 * `~ beta.active: true -> false` for a link switched off or on, then `- x` and `+ y` for
 * the links only on one side. Undefined for any other field, or a list of other values.
 */
export function shareLinkLines(
  kind: ResourceKind,
  path: string,
  before: readonly unknown[],
  after: readonly unknown[],
  shown: { formatValue(value: unknown): string; formatKey(key: string): string },
): string[] | undefined {
  const row = (FIELD_TABLES[kind] as Readonly<Record<string, FieldRow>> | undefined)?.[path];
  if (row?.yaml !== shareLinks) return undefined;
  const diff = shareLinkDiff(before, after);
  if (diff === undefined) return undefined;
  return [
    ...diff.switched.map((l) => `~ ${shown.formatKey(l.name)}.active: ${!l.active} -> ${l.active}`),
    ...diff.removed.map((v) => `- ${shown.formatValue(v)}`),
    ...diff.added.map((v) => `+ ${shown.formatValue(v)}`),
  ];
}
