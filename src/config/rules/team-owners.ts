import { didYouMean } from '../did-you-mean.js';
import type { RuleContext } from './rule-context.js';

/**
 * A team's owners are members with the team role `owner` (official `TeamMemberRole`):
 * each must be in the team's `members`, or the apply would either add someone the list
 * leaves out or hand a role to no member. An error at the owner's line, with "did you
 * mean" the closest member.
 */
export function teamOwners(ctx: RuleContext): void {
  for (const team of ctx.desired.teams) {
    const members = new Set((team.members ?? []).map((e) => e.toLowerCase()));
    team.owners?.forEach((email, i) => {
      if (members.has(email.toLowerCase())) return;
      ctx.error(
        'owner-not-member',
        `${team.address} owners: \`${email}\` is not in the team's \`members\``,
        ['teams', team.key, 'owners', i],
        team.members === undefined
          ? 'declare `members:` with every owner in it'
          : (didYouMean(email, team.members) ??
              `add ${email} to \`members\`, or remove it from \`owners\``),
        team.address,
      );
    });
  }
}

/**
 * An email written twice in a team's `members` or `owners` (emails ignore case, as the
 * API takes them): the plan would show the person twice. An error at the second.
 */
export function teamListsOnce(ctx: RuleContext): void {
  for (const team of ctx.desired.teams) {
    for (const list of ['members', 'owners'] as const) {
      const seen = new Map<string, string>();
      team[list]?.forEach((email, i) => {
        const first = seen.get(email.toLowerCase());
        if (first === undefined) {
          seen.set(email.toLowerCase(), email);
          return;
        }
        ctx.error(
          'duplicate-member',
          `${team.address} ${list}: \`${email}\` is listed twice (as \`${first}\`; emails ignore case)`,
          ['teams', team.key, list, i],
          'list each member once',
          team.address,
        );
      });
    }
  }
}
