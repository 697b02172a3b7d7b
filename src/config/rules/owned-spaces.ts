import type { RuleContext } from './rule-context.js';

/**
 * A space without `id:` is one docform owns: it is matched by its title and created
 * with it, so the title is required (an existing space, named by `id:`, needs none).
 */
export function ownedSpaceTitles(ctx: RuleContext): void {
  for (const space of ctx.desired.spaces) {
    if (space.id !== undefined || space.title !== undefined) continue;
    ctx.errorAtKey(
      'owned-space-title',
      `space \`${space.key}\` has no \`id:\`, so docform owns it: it needs a \`title:\``,
      ['spaces', space.key],
      'give it a `title:` (it is created with it), or name an existing space with `id:`',
    );
  }
}
