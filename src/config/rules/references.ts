import { collectionAddress } from '../../model/address.js';
import { parentLoops } from '../../model/collection-parents.js';
import { collectionOf, type CollectionKind } from '../../model/kinds.js';
import { didYouMean } from '../did-you-mean.js';
import type { YamlPath } from '../position-index.js';
import type { RuleContext } from './rule-context.js';
import { siteSpaceLists } from './walk-structure.js';

/**
 * A reference names a key of its collection or a live id (docs/config.md, "References").
 * With no network a live id cannot be checked, so a reference that matches no key is
 * taken as an id, unless it is a near miss of a declared key: that is a typo. A key
 * whose entry failed the schema is declared all the same: a reference to it is fine,
 * and a near miss of it is a typo like any other.
 */
function reference(
  ctx: RuleContext,
  ref: string,
  declared: readonly string[],
  /** The declared keys and the pinned ids, for the common case: a reference to one. */
  known: ReadonlySet<string>,
  /** The kind it names a key of (in the kind's collection) or an id. */
  what: CollectionKind,
  at: () => YamlPath,
): void {
  if (known.has(ref)) return;
  const pruned = ctx.prunedKeys(collectionOf(what));
  const keys = pruned.size === 0 ? declared : [...declared, ...pruned];
  // No key to be a near miss of (a config naming live ids only): nothing to check.
  if (keys.length === 0 || pruned.has(ref)) return;
  const path = at();
  if (ctx.isSecret(path)) return;
  const hint = didYouMean(ref, keys);
  if (hint === undefined) return;
  ctx.error(
    'dangling-reference',
    `${what} \`${ref}\` is not declared (and is taken for a live id only when no key is close)`,
    path,
    hint,
  );
}

/** The keys of a collection and the ids its objects are pinned to: what a reference may name. */
function named(keys: readonly string[], items: readonly { readonly id?: string }[]): Set<string> {
  const out = new Set(keys);
  for (const item of items) if (item.id !== undefined) out.add(item.id);
  return out;
}

export function siteReferences(ctx: RuleContext): void {
  const { desired } = ctx;
  const content = desired.settings?.defaultContent;
  if (!content) return;
  const keys = desired.sites.map((s) => s.key);
  reference(ctx, content.site, keys, named(keys, desired.sites), 'site', () => [
    'settings',
    'defaultContent',
    'site',
  ]);
}

export function teamReferences(ctx: RuleContext): void {
  const { desired } = ctx;
  const keys = desired.teams.map((t) => t.key);
  const known = named(keys, desired.teams);
  for (const saml of desired.saml) {
    if (typeof saml.defaultTeam !== 'string') continue;
    reference(ctx, saml.defaultTeam, keys, known, 'team', () => ['saml', saml.key, 'defaultTeam']);
  }
}

export function spaceReferences(ctx: RuleContext): void {
  const { desired } = ctx;
  const keys = desired.spaces.map((s) => s.key);
  const known = named(keys, desired.spaces);
  for (const site of desired.sites) {
    for (const { path, items } of siteSpaceLists(site)) {
      items.forEach((entry, i) => {
        // 10,000 site spaces in the bench's config: a set, not a scan of every key per one
        if (known.has(entry.spaceRef)) return;
        reference(ctx, entry.spaceRef, keys, known, 'space', () => [...path, i, 'space']);
      });
    }
  }
}

/** A collection's `parent` and a space's `collection` name a collection key or a live id. */
export function collectionReferences(ctx: RuleContext): void {
  const { desired } = ctx;
  const keys = desired.collections.map((c) => c.key);
  const known = named(keys, desired.collections);
  const check = (ref: string | null | undefined, path: YamlPath): void => {
    if (typeof ref === 'string') reference(ctx, ref, keys, known, 'collection', () => path);
  };
  for (const c of desired.collections) check(c.parent, ['collections', c.key, 'parent']);
  for (const s of desired.spaces) check(s.collection, ['spaces', s.key, 'collection']);
  for (const loop of parentLoops(desired.collections)) {
    ctx.error(
      'collection-cycle',
      `${collectionAddress(loop.key)} is among its own parents (${loop.chain})`,
      ['collections', loop.key, 'parent'],
      'give one of them another `parent:`, or none',
    );
  }
}

/**
 * Team members and merge-rule reviewers are member emails. `members:` manages roles
 * and need not list everyone, so an email missing from it is only a warning, and
 * only when `members:` is declared at all.
 */
export function memberReferences(ctx: RuleContext): void {
  const { desired } = ctx;
  if (desired.members.length === 0 && ctx.prunedKeys('members').size === 0) return;
  const emails = desired.members.map((m) => m.email);
  const known = new Set([...emails, ...ctx.prunedKeys('members')].map((e) => e.toLowerCase()));
  const check = (email: string, path: YamlPath): void => {
    if (known.has(email.toLowerCase())) return;
    ctx.warn(
      'unknown-member',
      `\`${email}\` is not declared under \`members:\`; it must already be a member`,
      path,
      didYouMean(email, emails) ?? 'declare it under `members:` with a role to invite someone new',
    );
  };
  for (const team of desired.teams) {
    team.members?.forEach((email, i) => check(email, ['teams', team.key, 'members', i]));
  }
  desired.settings?.mergeRules?.rules?.forEach((rule, i) => {
    rule.users?.forEach((email, j) =>
      check(email, ['settings', 'mergeRules', 'rules', i, 'users', j]),
    );
  });
}
