import type { AttentionItem, UnwordedItem } from '../model/attention-item.js';
import { ATTENTION_CATEGORIES } from '../model/attention-item.js';
import { worded } from '../model/attention-words.js';
import type { Change, FieldChange } from '../model/plan.js';
import { deletesLiveObject } from '../model/plan.js';
import { isSecret } from '../model/secret.js';
import { FIELD_RULES } from './attention-fields.js';
import { policyItems } from './attention-policy.js';
import type { AttentionContext } from './attention-roles.js';
import { serializeValue } from './serialize.js';

export type { AttentionContext } from './attention-roles.js';

type Rules = Readonly<
  Record<string, (ax: AttentionContext, c: Change, f: FieldChange) => UnwordedItem[]>
>;

/**
 * What a reviewer must see first (docs/plan-format.md, "Needs attention"): for each of
 * the plan's changes, what it raises, widens, moves or deletes, then each policy value
 * that is not the default; grouped by category, each worded whole for the mode. Made
 * from the final changes, so `--target` and `policy.ignore` leave out what they leave
 * out of the plan. A drift report lists what the live organization holds beyond the
 * YAML, so not what only the config says (its policy, a secret written in it), which its
 * plan showed when the config was reviewed.
 */
export function attentionOf(changes: readonly Change[], ax: AttentionContext): AttentionItem[] {
  const items: UnwordedItem[] = [];
  for (const change of changes) {
    if (deletesLiveObject(change)) items.push(objectDelete(change));
    if (change.action === 'delete') continue;
    const rules = FIELD_RULES[change.kind] as Rules;
    for (const field of change.fields ?? []) {
      items.push(...(rules[field.path]?.(ax, change, field) ?? []));
      if (ax.mode === 'plan' && hasInlineSecret(field.after)) {
        items.push({
          category: 'trust',
          reason: 'inline-secret',
          address: change.address,
          field: field.path,
        });
      }
    }
  }
  if (ax.mode === 'plan') items.push(...policyItems(ax.desired.policy, ax.desired.defaultPolicy));
  const order = (item: UnwordedItem): number => ATTENTION_CATEGORIES.indexOf(item.category);
  return items
    .map((item, i) => ({ item, i }))
    .sort((a, b) => order(a.item) - order(b.item) || a.i - b.i)
    .map(({ item }) => worded(item, ax.mode));
}

/** A delete or replace: the kind, id and title of what goes, and the children with it. */
function objectDelete(change: Change & { action: 'delete' | 'replace' }): UnwordedItem {
  const named = change.fields?.find((f) => ['title', 'label', 'slug'].includes(f.path));
  const title = serializeValue(named?.before ?? named?.after);
  const children = change.action === 'delete' ? (change.children?.length ?? 0) : 0;
  return {
    category: 'delete',
    reason: 'object',
    address: change.address,
    action: change.action,
    kind: change.kind,
    id: change.id,
    ...(typeof title === 'string' ? { title } : {}),
    children,
  };
}

/**
 * A secret not read from the environment (no variable made it): written in the config,
 * so whoever edits the config chose it. Looked for at any depth of the value sent.
 */
function hasInlineSecret(value: unknown): boolean {
  if (isSecret(value)) return value.sources.length === 0;
  if (Array.isArray(value)) return value.some(hasInlineSecret);
  if (typeof value === 'object' && value !== null)
    return Object.values(value).some(hasInlineSecret);
  return false;
}
