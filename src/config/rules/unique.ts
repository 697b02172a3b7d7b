import { addressSegments } from '../../model/address.js';
import { collectionOf, PINNED_COLLECTION_KINDS } from '../../model/kinds.js';
import type { MaybeSecret } from '../../model/secret.js';
import type { YamlPath } from '../position-index.js';
import type { RuleContext } from './rule-context.js';

/** Compares titles without revealing secrets: a secret compares by its fingerprint. */
export function titleKey(title: MaybeSecret): string {
  return typeof title === 'string' ? `=${title}` : `#${title.fingerprint}`;
}

export function shown(title: MaybeSecret): string {
  return typeof title === 'string' ? `"${title}"` : 'a value from the environment';
}

interface Titled {
  readonly title: MaybeSecret;
  readonly id?: string;
  readonly path: YamlPath;
}

/**
 * Objects matched by title (docs/architecture.md, "Identity") need distinct titles, or
 * two of them would claim the same live object; an object with a pinned `id` is matched
 * by it.
 */
export function distinctTitles(ctx: RuleContext, kind: string, items: readonly Titled[]): void {
  const seen = new Map<string, Titled>();
  for (const item of items) {
    if (item.id !== undefined) continue;
    const key = titleKey(item.title);
    const first = seen.get(key);
    if (first === undefined) {
      seen.set(key, item);
      continue;
    }
    ctx.error(
      'duplicate-title',
      `two ${kind} have the title ${shown(item.title)}; they would match the same live object`,
      item.path,
      'give each a distinct title, or pin one with `id:`',
    );
  }
}

export function uniqueTitles(ctx: RuleContext): void {
  const { desired } = ctx;
  distinctTitles(
    ctx,
    'teams',
    desired.teams.map((t) => ({ title: t.title, id: t.id, path: ['teams', t.key, 'title'] })),
  );
  distinctTitles(
    ctx,
    'SAML providers',
    desired.saml.map((s) => ({ title: s.label, id: s.id, path: ['saml', s.key, 'label'] })),
  );
  distinctTitles(
    ctx,
    'spaces',
    // a space with an id is matched by it; an owned one (no id) by its title
    desired.spaces.flatMap((s) =>
      s.title === undefined ? [] : [{ title: s.title, id: s.id, path: ['spaces', s.key, 'title'] }],
    ),
  );
  distinctTitles(
    ctx,
    'sites',
    desired.sites.map((s) => ({ title: s.title, id: s.id, path: ['sites', s.key, 'title'] })),
  );
}

/** One live object per pinned id: two declarations with the same id conflict. */
export function uniqueIds(ctx: RuleContext): void {
  const { desired } = ctx;
  for (const kind of PINNED_COLLECTION_KINDS) {
    const collection = collectionOf(kind);
    const items: readonly { readonly address: string; readonly id?: string }[] =
      desired[collection];
    const seen = new Map<string, string>();
    for (const item of items) {
      if (item.id === undefined) continue;
      // the object's key in its collection is its address's last word (an OpenAPI spec's slug)
      const key = addressSegments(item.address)[1]?.text ?? item.address;
      const first = seen.get(item.id);
      if (first === undefined) seen.set(item.id, key);
      else {
        ctx.error(
          'duplicate-id',
          `\`${collection}.${key}\` and \`${collection}.${first}\` pin the same id \`${item.id}\``,
          [collection, key, 'id'],
        );
      }
    }
  }
}

/** Emails are case-insensitive: `Alice@x` and `alice@x` are one member. */
export function uniqueMembers(ctx: RuleContext): void {
  const seen = new Map<string, string>();
  for (const member of ctx.desired.members) {
    const lower = member.email.toLowerCase();
    const first = seen.get(lower);
    if (first === undefined) seen.set(lower, member.email);
    else {
      ctx.errorAtKey(
        'duplicate-member',
        `\`${member.email}\` and \`${first}\` are the same member (emails ignore case)`,
        ['members', member.email],
      );
    }
  }
}
