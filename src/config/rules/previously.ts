import { NODE_KINDS } from '../../model/kinds.js';
import type { MaybeSecret } from '../../model/secret.js';
import type { YamlPath } from '../position-index.js';
import type { RuleContext } from './rule-context.js';
import { titleKey } from './unique.js';
import { itemLists } from './walk-structure.js';

interface Renamable {
  readonly title: MaybeSecret;
  readonly previously: readonly string[];
  readonly path: YamlPath;
}

/**
 * A `previously` title adopts a live object by an old title (docs/architecture.md,
 * "Identity"). It must not be the title of another declared object of the same scope, nor
 * be claimed twice, or two declarations would compete for one live object.
 */
function checkScope(ctx: RuleContext, what: string, items: readonly Renamable[]): void {
  if (!items.some((item) => item.previously.length > 0)) return;
  const titles = new Set(items.map((item) => titleKey(item.title)));
  const claimed = new Set<string>();
  for (const item of items) {
    item.previously.forEach((old, i) => {
      const path = [...item.path, 'previously', i];
      if (titles.has(titleKey(old)) && titleKey(old) !== titleKey(item.title)) {
        ctx.error(
          'previously-collision',
          `"${old}" is the title of another declared ${what}`,
          path,
        );
      } else if (claimed.has(old)) {
        ctx.error(
          'previously-collision',
          `"${old}" is listed in \`previously\` of two ${what}s`,
          path,
        );
      }
      claimed.add(old);
    });
  }
}

/** An object of a top-level collection, by the title it is matched by. */
function renamable(
  collection: string,
  object: { readonly key: string; readonly previously: readonly string[] },
  title: MaybeSecret,
): Renamable {
  return { title, previously: object.previously, path: [collection, object.key] };
}

export function previouslyCollisions(ctx: RuleContext): void {
  const { desired } = ctx;
  checkScope(
    ctx,
    'team',
    desired.teams.map((t) => renamable('teams', t, t.title)),
  );
  checkScope(
    ctx,
    'SAML provider',
    desired.saml.map((s) => renamable('saml', s, s.label)),
  );
  checkScope(
    ctx,
    'space',
    desired.spaces.flatMap((s) =>
      s.title === undefined || s.id !== undefined ? [] : [renamable('spaces', s, s.title)],
    ),
  );
  checkScope(
    ctx,
    'site',
    desired.sites.map((s) => renamable('sites', s, s.title)),
  );
  for (const site of desired.sites) {
    for (const { path, items } of itemLists(site)) {
      if (!items.some((item) => item.previously.length > 0)) continue;
      for (const kind of NODE_KINDS) {
        const ofKind = items.flatMap((item, i) =>
          item.type === kind ? [{ ...item, path: [...path, i] }] : [],
        );
        checkScope(ctx, kind, ofKind);
      }
    }
  }
}
